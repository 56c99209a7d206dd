import type { Kysely } from 'kysely';

/**
 * Staff accounts from the browser and member support (issue 14, items 3 and 5): an account may
 * be suspended (a member by support, a staff account disabled by an admin) with the reason the
 * person is shown at sign-in; admins invite staff by a single-use link that expires (only the
 * SHA-256 of its token is kept).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('members').addColumn('suspended_at', 'text').execute();
  await db.schema.alterTable('members').addColumn('suspended_reason', 'text').execute();
  await db.schema
    .createTable('staff_invitations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('invited_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('accepted_at', 'text')
    .addColumn('revoked_at', 'text')
    .execute();
  await db.schema.createIndex('staff_invitations_email_idx').on('staff_invitations').column('email').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('staff_invitations').execute();
  await db.schema.alterTable('members').dropColumn('suspended_reason').execute();
  await db.schema.alterTable('members').dropColumn('suspended_at').execute();
}
