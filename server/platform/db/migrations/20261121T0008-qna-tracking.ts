import type { Kysely } from 'kysely';

/**
 * 1:1 inquiries and their attachments, files uploaded through FileUploadController, visitor
 * attribution (tracking module and referer logs, the member's UTM values) and client log entries.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('inquiries')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('member_id', 'text', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('product_id', 'text')
    .addColumn('order_no', 'text')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('waiting'))
    .addColumn('answer', 'text')
    .addColumn('answered_by', 'text')
    .addColumn('answered_at', 'text')
    .addColumn('answer_read_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('inquiries_member_idx').on('inquiries').columns(['member_id', 'created_at']).execute();
  await db.schema.createIndex('inquiries_status_idx').on('inquiries').columns(['status', 'created_at']).execute();

  await db.schema
    .createTable('inquiry_attachments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('inquiry_id', 'text', (c) => c.notNull().references('inquiries.id').onDelete('cascade'))
    .addColumn('member_id', 'text', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('storage_key', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('size_bytes', 'integer', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('inquiry_attachments_inquiry_idx').on('inquiry_attachments').column('inquiry_id').execute();

  await db.schema
    .createTable('uploaded_files')
    .addColumn('file_key', 'text', (c) => c.primaryKey())
    .addColumn('member_id', 'text', (c) => c.references('members.id').onDelete('set null'))
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('size_bytes', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('uploaded_files_member_idx').on('uploaded_files').column('member_id').execute();

  await db.schema
    .createTable('tracking_module_logs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('uuid', 'text', (c) => c.notNull())
    .addColumn('member_id', 'text')
    .addColumn('utm_source', 'text')
    .addColumn('utm_medium', 'text')
    .addColumn('utm_campaign', 'text')
    .addColumn('utm_term', 'text')
    .addColumn('utm_content', 'text')
    .addColumn('utm_id', 'text')
    .addColumn('sfmc_contact_id', 'text')
    .addColumn('sfmc_pet_species', 'text')
    .addColumn('sfmc_pet_age_group', 'text')
    .addColumn('sfmc_pet_age_month', 'text')
    .addColumn('current_page_url', 'text')
    .addColumn('product_id', 'text')
    .addColumn('article_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('tracking_logs_uuid_idx').on('tracking_module_logs').columns(['uuid', 'created_at']).execute();
  await db.schema.createIndex('tracking_logs_created_idx').on('tracking_module_logs').column('created_at').execute();

  await db.schema
    .createTable('referer_logs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('uuid', 'text', (c) => c.notNull())
    .addColumn('member_id', 'text')
    .addColumn('referer', 'text', (c) => c.notNull())
    .addColumn('current_page_url', 'text')
    .addColumn('product_id', 'text')
    .addColumn('article_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('referer_logs_uuid_idx').on('referer_logs').column('uuid').execute();
  await db.schema.createIndex('referer_logs_created_idx').on('referer_logs').column('created_at').execute();

  await db.schema
    .createTable('component_logs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('uuid', 'text')
    .addColumn('member_id', 'text')
    .addColumn('logging_level', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('scenario', 'text')
    .addColumn('tags', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('page_url', 'text')
    .addColumn('browser_json', 'text')
    .addColumn('error_message', 'text')
    .addColumn('error_type', 'text')
    .addColumn('error_stack', 'text')
    .addColumn('origin_stack_trace', 'text')
    .addColumn('record_id', 'text')
    .addColumn('details_json', 'text')
    .addColumn('save_method', 'text', (c) => c.notNull())
    .addColumn('logged_at', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('component_logs_created_idx').on('component_logs').column('created_at').execute();
  await db.schema.createIndex('component_logs_level_idx').on('component_logs').columns(['logging_level', 'created_at']).execute();

  for (const column of ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content', 'utm_id', 'utm_updated_at']) {
    await db.schema.alterTable('members').addColumn(column, 'text').execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ['utm_updated_at', 'utm_id', 'utm_content', 'utm_term', 'utm_campaign', 'utm_medium', 'utm_source']) {
    await db.schema.alterTable('members').dropColumn(column).execute();
  }
  await db.schema.dropTable('component_logs').execute();
  await db.schema.dropTable('referer_logs').execute();
  await db.schema.dropTable('tracking_module_logs').execute();
  await db.schema.dropTable('uploaded_files').execute();
  await db.schema.dropTable('inquiry_attachments').execute();
  await db.schema.dropTable('inquiries').execute();
}
