import type { Kysely } from 'kysely';

// Timestamps are ISO-8601 UTC text and flags are 0/1 integers on both dialects, so one set of
// row types and one set of queries serve SQLite and PostgreSQL alike (docs/decisions/002).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('site_config')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('brand_name', 'text', (c) => c.notNull())
    .addColumn('is_maintenance', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('disabled_paths', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('alert_message', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('login_required_paths', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('page_layout')
    .addColumn('page_key', 'text', (c) => c.primaryKey())
    .addColumn('sections_json', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('members')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text')
    .addColumn('role', 'text', (c) => c.notNull().defaultTo('member'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id_hash', 'text', (c) => c.primaryKey())
    .addColumn('member_id', 'text', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_seen_at', 'text', (c) => c.notNull())
    .addColumn('idle_expires_at', 'text', (c) => c.notNull())
    .addColumn('absolute_expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sessions_member_idx').on('sessions').column('member_id').execute();

  await db.schema
    .createTable('cms_media')
    .addColumn('content_key', 'text', (c) => c.primaryKey())
    .addColumn('storage_key', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('alt_text', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('cms_media').execute();
  await db.schema.dropTable('sessions').execute();
  await db.schema.dropTable('members').execute();
  await db.schema.dropTable('page_layout').execute();
  await db.schema.dropTable('site_config').execute();
}
