import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('products')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('species', 'text', (c) => c.notNull())
    .addColumn('life_stage', 'text', (c) => c.notNull())
    .addColumn('size', 'text', (c) => c.notNull())
    .addColumn('form', 'text', (c) => c.notNull())
    .addColumn('internal_codes', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('package_grams', 'integer', (c) => c.notNull())
    .addColumn('price', 'integer', (c) => c.notNull())
    .addColumn('discount_rate', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('thumbnail_url', 'text', (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('benefits_json', 'text', (c) => c.notNull())
    .addColumn('ingredients', 'text', (c) => c.notNull())
    .addColumn('analysis_json', 'text', (c) => c.notNull())
    .addColumn('kcal_per_kg', 'integer', (c) => c.notNull())
    .addColumn('is_vet', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('seo_title', 'text')
    .addColumn('seo_description', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('products_species_idx').on('products').columns(['species', 'is_active', 'sort_order']).execute();

  // One row per (product, internal code): filters and health-program links query by code.
  await db.schema
    .createTable('product_codes')
    .addColumn('product_id', 'text', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('code', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('product_codes_pk', ['product_id', 'code'])
    .execute();
  await db.schema.createIndex('product_codes_code_idx').on('product_codes').column('code').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('product_codes').execute();
  await db.schema.dropTable('products').execute();
}
