import type { Kysely } from 'kysely';

/**
 * Two-factor sign-in for staff (issue 14, item 4): the TOTP secret of each enrolled account
 * (RFC 6238; the last time step used, so a code works once), its one-time recovery codes (only
 * their SHA-256), and the sign-in attempts between the password and the second step (only the
 * SHA-256 of the id in the browser's cookie).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('staff_second_factors')
    .addColumn('member_id', 'text', (c) => c.primaryKey().references('members.id').onDelete('cascade'))
    .addColumn('secret', 'text', (c) => c.notNull())
    .addColumn('last_step', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('enrolled_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('staff_recovery_codes')
    .addColumn('code_hash', 'text', (c) => c.primaryKey())
    .addColumn('member_id', 'text', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema.createIndex('staff_recovery_codes_member_idx').on('staff_recovery_codes').column('member_id').execute();
  await db.schema
    .createTable('staff_sign_in_challenges')
    .addColumn('id_hash', 'text', (c) => c.primaryKey())
    .addColumn('member_id', 'text', (c) => c.notNull().references('members.id').onDelete('cascade'))
    /** 'verify' (enrolled: asks the code) or 'enrol' (first sign-in of a role that must have one). */
    .addColumn('purpose', 'text', (c) => c.notNull())
    /** The secret being enrolled, until its first code is confirmed. */
    .addColumn('pending_secret', 'text')
    .addColumn('start_url', 'text', (c) => c.notNull())
    .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('staff_sign_in_challenges_member_idx').on('staff_sign_in_challenges').column('member_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('staff_sign_in_challenges').execute();
  await db.schema.dropTable('staff_recovery_codes').execute();
  await db.schema.dropTable('staff_second_factors').execute();
}
