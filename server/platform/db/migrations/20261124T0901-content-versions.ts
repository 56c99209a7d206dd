import { type Kysely, sql } from 'kysely';

/**
 * The back-office content kit (issue 15, docs/decisions/038-backoffice-content-kit.md): every piece
 * of content staff edit gets
 * - `publish_at`: the instant it goes live (ISO UTC); reads show a row when its published flag
 *   is 1, `publish_at <= now` and `deleted_at` is null, so a scheduled row appears with no restart;
 * - `deleted_at`: soft delete (restorable);
 * - `version`: the optimistic version check (a save names the version it edited).
 * The trial and 1+1 campaigns get a published flag too; stores and campaigns an `updated_at`.
 * `seed_keys` records which demo content was inserted once (issue 15 item 9), and
 * `search_index.visible_from` keeps a scheduled document out of search until its time.
 */
const CONTENT = [
  { table: 'products', liveFrom: 'created_at' },
  { table: 'articles', liveFrom: 'publish_date' },
  { table: 'faqs', liveFrom: 'created_at' },
  { table: 'news', liveFrom: 'publish_date' },
  { table: 'stores', liveFrom: 'created_at' },
  { table: 'trial_campaigns', liveFrom: 'created_at' },
  { table: 'store_campaigns', liveFrom: 'created_at' },
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ['trial_campaigns', 'store_campaigns']) {
    await db.schema.alterTable(table).addColumn('is_published', 'integer', (c) => c.notNull().defaultTo(1)).execute();
  }
  for (const table of ['stores', 'trial_campaigns', 'store_campaigns']) {
    await db.schema.alterTable(table).addColumn('updated_at', 'text').execute();
    await sql`update ${sql.table(table)} set updated_at = created_at`.execute(db);
  }
  for (const { table, liveFrom } of CONTENT) {
    await db.schema.alterTable(table).addColumn('publish_at', 'text').execute();
    await db.schema.alterTable(table).addColumn('deleted_at', 'text').execute();
    await db.schema.alterTable(table).addColumn('version', 'integer', (c) => c.notNull().defaultTo(1)).execute();
    await sql`update ${sql.table(table)} set publish_at = ${sql.ref(liveFrom)}`.execute(db);
    // The staff lists: newest change first, paged (10,000 rows in well under 100 ms).
    await db.schema.createIndex(`${table}_staff_idx`).on(table).columns(['updated_at', 'id']).execute();
  }
  for (const table of ['article_categories', 'page_layout']) {
    await db.schema.alterTable(table).addColumn('version', 'integer', (c) => c.notNull().defaultTo(1)).execute();
  }
  await db.schema.alterTable('search_index').addColumn('visible_from', 'text', (c) => c.notNull().defaultTo('')).execute();

  await db.schema
    .createTable('seed_keys')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('applied_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('seed_keys').execute();
  await db.schema.alterTable('search_index').dropColumn('visible_from').execute();
  for (const table of ['article_categories', 'page_layout']) await db.schema.alterTable(table).dropColumn('version').execute();
  for (const { table } of CONTENT) {
    await db.schema.dropIndex(`${table}_staff_idx`).execute();
    for (const column of ['publish_at', 'deleted_at', 'version']) await db.schema.alterTable(table).dropColumn(column).execute();
  }
  for (const table of ['stores', 'trial_campaigns', 'store_campaigns']) await db.schema.alterTable(table).dropColumn('updated_at').execute();
  for (const table of ['trial_campaigns', 'store_campaigns']) await db.schema.alterTable(table).dropColumn('is_published').execute();
}
