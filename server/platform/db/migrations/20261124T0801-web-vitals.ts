import type { Kysely } from 'kysely';

/**
 * Field data of Core Web Vitals (issue 17.6): one row per metric of a sampled page view, sent by
 * browsers through the client-logging path. No visitor or member is kept: only the page, the
 * metric and its value.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('web_vitals')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('page', 'text', (c) => c.notNull())
    /** LCP, INP or CLS. */
    .addColumn('metric', 'text', (c) => c.notNull())
    /** Milliseconds for LCP and INP; thousandths of the layout-shift score for CLS. */
    .addColumn('value', 'integer', (c) => c.notNull())
    .addColumn('rating', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('web_vitals_created_idx').on('web_vitals').columns(['created_at', 'page']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('web_vitals').execute();
}
