import type { Kysely } from 'kysely';

/**
 * Who moved an application or a claim: the staff member's id on each status row (null for the
 * member's own steps and for rows from before). No foreign key: the trail must outlive accounts.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('recruitment_status_log').addColumn('actor_id', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('recruitment_status_log').dropColumn('actor_id').execute();
}
