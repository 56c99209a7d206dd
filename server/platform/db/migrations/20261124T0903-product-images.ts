import type { Kysely } from 'kysely';

/**
 * A product's photos, several and ordered, each with its alt text (issue 15 item 1). The image
 * itself is CMS media (cms_media, served at /cms/delivery/media/{key} with its resized variants);
 * the first photo is the product's thumbnail.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('product_images')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('product_id', 'text', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('content_key', 'text', (c) => c.notNull())
    .addColumn('alt_text', 'text', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('product_images_product_idx').on('product_images').columns(['product_id', 'sort_order']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('product_images').execute();
}
