import { type Kysely, sql } from 'kysely';

/**
 * Staff roles (issue 14): the one undifferentiated 'staff' role becomes 'admin' (they could do
 * everything, and only the command line made them), beside the new 'editor' and 'support'
 * (server/platform/auth/staff-roles.ts decides what each may do).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`update members set role = 'admin' where role = 'staff'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`update members set role = 'staff' where role in ('admin', 'editor', 'support')`.execute(db);
}
