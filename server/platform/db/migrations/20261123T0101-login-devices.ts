import type { Kysely } from 'kysely';

/**
 * Known devices (OWASP "device cookies"): a browser that signed in successfully gets a random
 * token; only its SHA-256 is kept here. A login from a known device is exempt from the
 * per-account and per-address throttles, so an attacker cannot lock the owner out
 * (docs/security.md).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('login_devices')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('member_id', 'text', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('login_devices_member_idx').on('login_devices').column('member_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('login_devices').execute();
}
