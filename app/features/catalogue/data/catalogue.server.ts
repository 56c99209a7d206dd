import type { Insertable, Updateable } from 'kysely';
import type { DbConn } from '#server/platform/db/database';
import type { ProductRow, ProductSpecies, ProductsTable } from '#server/platform/db/schema/products';
import { liveWhere } from '#app/staff-kit/data/content-kit.server';

/**
 * The catalogue's tables (products, product_codes, product_feeding_rows, bookmarks) seen from outside the
 * catalogue: other features and the seed call these instead of writing SQL on them. Every
 * function takes a connection or a transaction (`DbConn`).
 *
 * Exception kept on purpose: another feature's read may join `products` to show a few display
 * columns (name, thumbnail, species) of the rows it lists (trial campaigns, orders, claims,
 * reviews, coupons): one query instead of two, and lists paginated or searched in SQL stay so.
 * Such joins never write, never select whole product rows and never map them into catalogue types.
 */

/** An active product, or undefined. */
export async function activeProductById(db: DbConn, id: string): Promise<ProductRow | undefined> {
  return db.selectFrom('products').selectAll().where('id', '=', id).where(liveWhere('products', 'is_active', new Date().toISOString())).executeTakeFirst();
}

/** The active products among the ids, in catalogue order (one query). */
export async function activeProductsByIds(db: DbConn, ids: readonly string[]): Promise<ProductRow[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom('products')
    .selectAll()
    .where('id', 'in', [...new Set(ids)])
    .where(liveWhere('products', 'is_active', new Date().toISOString()))
    .orderBy('sort_order')
    .execute();
}

/** A product's name whatever its state: records that named it stay readable after it is retired. */
export async function productNameById(db: DbConn, id: string): Promise<{ id: string; name: string } | undefined> {
  return db.selectFrom('products').select(['id', 'name']).where('id', '=', id).executeTakeFirst();
}

/** Every product, active or not, in catalogue order (search index, seeds). */
export async function allProducts(db: DbConn): Promise<ProductRow[]> {
  return db.selectFrom('products').selectAll().orderBy('sort_order').execute();
}

/** The active products, for choosers: catalogue order, then name. */
export async function activeProductChoices(db: DbConn): Promise<{ id: string; name: string; species: ProductSpecies }[]> {
  return db.selectFrom('products').select(['id', 'name', 'species']).where(liveWhere('products', 'is_active', new Date().toISOString())).orderBy('sort_order').orderBy('name').execute();
}

/** The active prescription (vet) feeds in catalogue order. */
export async function activeVetProducts(db: DbConn, limit?: number): Promise<ProductRow[]> {
  let query = db.selectFrom('products').selectAll().where('is_vet', '=', 1).where(liveWhere('products', 'is_active', new Date().toISOString())).orderBy('sort_order');
  if (limit !== undefined) query = query.limit(limit);
  return query.execute();
}

/** The active products of a species at a life stage, in catalogue order (the cat ageing event). */
export async function activeProductsAtLifeStage(db: DbConn, species: ProductSpecies, lifeStage: ProductRow['life_stage']): Promise<ProductRow[]> {
  return db.selectFrom('products').selectAll().where(liveWhere('products', 'is_active', new Date().toISOString())).where('species', '=', species).where('life_stage', '=', lifeStage).orderBy('sort_order').execute();
}

/**
 * Adds a product with its internal codes (kept both in the row and in product_codes for
 * queries). Two statements: call it inside a transaction.
 */
export async function insertProduct(db: DbConn, row: Insertable<ProductsTable>, codes: readonly number[]): Promise<void> {
  await db.insertInto('products').values(row).execute();
  if (codes.length > 0) {
    await db
      .insertInto('product_codes')
      .values(codes.map((code) => ({ product_id: row.id, code })))
      .execute();
  }
}

/** Changes columns of a product; `updated_at` is set here. */
export async function updateProduct(db: DbConn, id: string, changes: Omit<Updateable<ProductsTable>, 'id' | 'created_at' | 'updated_at'>, now = new Date()): Promise<void> {
  await db
    .updateTable('products')
    .set({ ...changes, updated_at: now.toISOString() })
    .where('id', '=', id)
    .execute();
}

/** Products that already have a feeding guide (product_feeding_rows). */
export async function productIdsWithFeedingGuide(db: DbConn): Promise<Set<string>> {
  const rows = await db.selectFrom('product_feeding_rows').select('product_id').distinct().execute();
  return new Set(rows.map((r) => r.product_id));
}

/** A product's feeding guide: grams a day by body weight; rows already there are kept. */
export async function insertFeedingRows(db: DbConn, productId: string, rows: readonly { weight_g: number; grams_per_day: number }[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('product_feeding_rows')
    .values(rows.map((row) => ({ product_id: productId, ...row })))
    .onConflict((oc) => oc.columns(['product_id', 'weight_g']).doNothing())
    .execute();
}

/** Deletes every bookmark of a member (withdrawal). */
export async function deleteBookmarksOfMember(db: DbConn, memberId: string): Promise<void> {
  await db.deleteFrom('bookmarks').where('member_id', '=', memberId).execute();
}

/** Products staff may pick (campaigns, home sections, articles): every one not deleted, drafts included, in catalogue order. */
export async function productChoices(db: DbConn): Promise<{ id: string; name: string; species: ProductSpecies; live: boolean }[]> {
  const now = new Date().toISOString();
  const rows = await db
    .selectFrom('products')
    .select(['id', 'name', 'species', 'is_active', 'publish_at'])
    .where('deleted_at', 'is', null)
    .orderBy('sort_order')
    .orderBy('name')
    .execute();
  return rows.map((r) => ({ id: r.id, name: r.name, species: r.species, live: r.is_active === 1 && (r.publish_at === null || r.publish_at <= now) }));
}
