import type { Kysely } from 'kysely';

/**
 * Issue 15 item 7 (docs/decisions/044-legal-and-brand-pages.md):
 *
 * - `legal_documents`: the terms of use and the privacy policy as versions. A draft (no
 *   `number`, no `published_at`) is edited with the kit's version check; publishing gives it the
 *   next number of its kind and makes it immutable. The one in force is the published one with
 *   the highest number whose `effective_at` has come.
 * - `member_legal_agreements`: which version of each a member agreed to, and when (sign-up).
 * - `brand_pages`: /about-us, its sub-pages, /vdiet and the cat-ageing event page as content of
 *   the back-office kit (published flag, publish_at, deleted_at, version), keyed by the site
 *   route id that shows it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('legal_documents')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('number', 'integer')
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('change_note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('effective_at', 'text', (c) => c.notNull())
    .addColumn('published_at', 'text')
    .addColumn('published_by', 'text')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('legal_documents_number_uq').on('legal_documents').columns(['kind', 'number']).unique().execute();

  await db.schema
    .createTable('member_legal_agreements')
    .addColumn('member_id', 'text', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('document_id', 'text', (c) => c.notNull().references('legal_documents.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('number', 'integer', (c) => c.notNull())
    .addColumn('agreed_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('member_legal_agreements_pk', ['member_id', 'document_id'])
    .execute();
  await db.schema.createIndex('member_legal_agreements_kind_idx').on('member_legal_agreements').columns(['member_id', 'kind', 'number']).execute();

  await db.schema
    .createTable('brand_pages')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('lead', 'text', (c) => c.notNull())
    .addColumn('image_key', 'text', (c) => c.notNull())
    .addColumn('image_alt', 'text', (c) => c.notNull())
    .addColumn('sections_json', 'text', (c) => c.notNull())
    .addColumn('cta_label', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('cta_href', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('is_published', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('publish_at', 'text')
    .addColumn('deleted_at', 'text')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('brand_pages').execute();
  await db.schema.dropTable('member_legal_agreements').execute();
  await db.schema.dropTable('legal_documents').execute();
}
