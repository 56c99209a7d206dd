import type { DbConn } from '#server/platform/db/database';

/**
 * The category tree of health articles as staff edit it (table article_categories, SPEC 9.10: a
 * top category or a tag under one). The site's reading side is getCategoryTree in articles.server.ts.
 */

type CategoryValues = { parent_id: string | null; label: string; description: string; sort_order: number };

/** Every category and tag, with its version, as the staff tree page shows them. */
export async function staffCategoryTree(db: DbConn) {
  const rows = await db.selectFrom('article_categories').selectAll().orderBy('sort_order').orderBy('id').execute();
  return rows
    .filter((r) => r.parent_id === null)
    .map((c) => ({
      id: c.id,
      label: c.label,
      description: c.description,
      sortOrder: c.sort_order,
      version: c.version,
      tags: rows.filter((t) => t.parent_id === c.id).map((t) => ({ id: t.id, label: t.label, sortOrder: t.sort_order, version: t.version })),
    }));
}

/** A category with its parent, or undefined. */
export function findCategory(db: DbConn, id: string) {
  return db.selectFrom('article_categories').select(['id', 'parent_id']).where('id', '=', id).executeTakeFirst();
}

export async function hasTags(db: DbConn, id: string): Promise<boolean> {
  return (await db.selectFrom('article_categories').select('id').where('parent_id', '=', id).limit(1).executeTakeFirst()) !== undefined;
}

export async function insertCategory(db: DbConn, id: string, values: CategoryValues): Promise<void> {
  await db.insertInto('article_categories').values({ id, ...values }).execute();
}

/** A category or tag added unless its id is already there (the seed: the row there is kept as it is). */
export async function insertCategoryIfMissing(db: DbConn, id: string, values: CategoryValues): Promise<void> {
  await db.insertInto('article_categories').values({ id, ...values }).onConflict((oc) => oc.column('id').doNothing()).execute();
}

/** The ids of every category and tag. */
export async function categoryIds(db: DbConn): Promise<Set<string>> {
  return new Set((await db.selectFrom('article_categories').select('id').execute()).map((r) => r.id));
}

export async function updateCategory(db: DbConn, id: string, values: CategoryValues): Promise<void> {
  await db.updateTable('article_categories').set(values).where('id', '=', id).execute();
}

/** The articles filed under a category or carrying a tag: their search documents name its label. */
export async function articlesUnder(db: DbConn, id: string): Promise<string[]> {
  const tagged = await db.selectFrom('article_tags').select('article_id').where('tag_id', '=', id).execute();
  const inCategory = await db.selectFrom('articles').select('id').where('category_id', '=', id).execute();
  return [...new Set([...tagged.map((a) => a.article_id), ...inCategory.map((a) => a.id)])];
}

/** Whether an article is filed under the category or carries the tag. */
export async function categoryInUse(db: DbConn, id: string): Promise<boolean> {
  const used =
    (await db.selectFrom('articles').select('id').where('category_id', '=', id).limit(1).executeTakeFirst()) ??
    (await db.selectFrom('article_tags').select('article_id as id').where('tag_id', '=', id).limit(1).executeTakeFirst());
  return used !== undefined;
}

/** Whether an article carries one of the category's tags. */
export async function categoryTagsInUse(db: DbConn, id: string): Promise<boolean> {
  const row = await db
    .selectFrom('article_tags')
    .innerJoin('article_categories as t', 't.id', 'article_tags.tag_id')
    .select('article_tags.article_id')
    .where('t.parent_id', '=', id)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** The category and its tags. */
export async function deleteCategoryTree(db: DbConn, id: string): Promise<void> {
  await db.deleteFrom('article_categories').where('parent_id', '=', id).execute();
  await db.deleteFrom('article_categories').where('id', '=', id).execute();
}
