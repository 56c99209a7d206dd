import type { Kysely } from 'kysely';

/**
 * Answering inquiries (issue 24, item 7): support's saved replies (자주 쓰는 답변), managed in the
 * back-office and inserted into the answer box, and staff-only notes on an inquiry, which no
 * member's page or method ever reads. Notes are only added; both are audited by their operations.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('reply_templates')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('reply_templates_title_idx').on('reply_templates').columns(['title', 'id']).execute();
  await db.schema
    .createTable('inquiry_notes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('inquiry_id', 'text', (c) => c.notNull())
    .addColumn('staff_id', 'text', (c) => c.notNull())
    .addColumn('staff_name', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('inquiry_notes_inquiry_idx').on('inquiry_notes').columns(['inquiry_id', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('inquiry_notes').execute();
  await db.schema.dropTable('reply_templates').execute();
}
