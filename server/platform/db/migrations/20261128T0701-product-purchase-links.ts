import type { Kysely } from 'kysely';

/**
 * Where to buy a product (issue 25 item 2).
 *
 * - `product_purchase_links` (the catalogue's): a product's links, several and ordered, each a
 *   shop of the fixed list (app/features/catalogue/purchase-links.ts; `name` only for 기타) and
 *   its https address. Guests never see the address: the pages link to /products/out?link={id},
 *   which answers with a redirect to a stored address only.
 * - `products.purchase_link_id`, `purchase_shop`, `purchase_shop_name`: the first link, kept in
 *   step by the save like `thumbnail_url` is for the first photo, so every product card shows it
 *   without a query of its own.
 * - `outbound_clicks` (tracking's): one row per counted click on a purchase link, with the
 *   visitor's attribution as it was at the click (utm values copied, so later claims or
 *   edits do not move past clicks), the shop as it was, and no member id.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('product_purchase_links')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('product_id', 'text', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('shop', 'text', (c) => c.notNull())
    .addColumn('shop_name', 'text')
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('product_purchase_links_product_idx').on('product_purchase_links').columns(['product_id', 'sort_order']).execute();

  await db.schema.alterTable('products').addColumn('purchase_link_id', 'text').execute();
  await db.schema.alterTable('products').addColumn('purchase_shop', 'text').execute();
  await db.schema.alterTable('products').addColumn('purchase_shop_name', 'text').execute();

  await db.schema
    .createTable('outbound_clicks')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('link_id', 'text', (c) => c.notNull())
    .addColumn('product_id', 'text', (c) => c.notNull())
    .addColumn('shop', 'text', (c) => c.notNull())
    .addColumn('shop_name', 'text')
    .addColumn('uuid', 'text')
    .addColumn('attributed_by', 'text', (c) => c.notNull())
    .addColumn('utm_source', 'text')
    .addColumn('utm_medium', 'text')
    .addColumn('utm_campaign', 'text')
    .addColumn('utm_term', 'text')
    .addColumn('utm_content', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('outbound_clicks_created_idx').on('outbound_clicks').column('created_at').execute();
  await db.schema.createIndex('outbound_clicks_product_idx').on('outbound_clicks').columns(['product_id', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('outbound_clicks').execute();
  await db.schema.alterTable('products').dropColumn('purchase_shop_name').execute();
  await db.schema.alterTable('products').dropColumn('purchase_shop').execute();
  await db.schema.alterTable('products').dropColumn('purchase_link_id').execute();
  await db.schema.dropTable('product_purchase_links').execute();
}
