import type { Kysely } from 'kysely';

/** Bookmarks (찜) of members, and the feeding guides of product detail. */
export async function up(db: Kysely<unknown>): Promise<void> {
  // The primary key is the "at most one bookmark per member and product" rule (DESIGN 5).
  await db.schema
    .createTable('bookmarks')
    .addColumn('member_id', 'text', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('product_id', 'text', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('bookmarks_pk', ['member_id', 'product_id'])
    .execute();
  await db.schema.createIndex('bookmarks_member_created_idx').on('bookmarks').columns(['member_id', 'created_at']).execute();

  await db.schema
    .createTable('product_feeding_rows')
    .addColumn('product_id', 'text', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('weight_g', 'integer', (c) => c.notNull())
    .addColumn('grams_per_day', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('product_feeding_rows_pk', ['product_id', 'weight_g'])
    .execute();

  await db.schema
    .createTable('health_feeding_rows')
    .addColumn('code', 'integer', (c) => c.notNull())
    .addColumn('weight_g', 'integer', (c) => c.notNull())
    .addColumn('kcal_per_day', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('health_feeding_rows_pk', ['code', 'weight_g'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('health_feeding_rows').execute();
  await db.schema.dropTable('product_feeding_rows').execute();
  await db.schema.dropTable('bookmarks').execute();
}
