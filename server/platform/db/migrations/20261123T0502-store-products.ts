import type { Kysely } from 'kysely';

/**
 * What each offline store carries: its regular assortment (docs/decisions/032-store-assortment.md).
 * A product page lists the stores that carry it; the 1+1 offer only names products every
 * participating store carries. Deleting a store or a product removes its rows.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('store_products')
    .addColumn('store_id', 'text', (c) => c.notNull().references('stores.id').onDelete('cascade'))
    .addColumn('product_id', 'text', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('store_products_pk', ['store_id', 'product_id'])
    .execute();
  await db.schema.createIndex('store_products_product_idx').on('store_products').columns(['product_id', 'store_id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('store_products').execute();
}
