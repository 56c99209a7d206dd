import { type Kysely, sql } from 'kysely';

/**
 * BCS results gain a fourth weight state, 'underweight' (scores 1–3). Results saved before were
 * stored as 'normal' with their score; they are rewritten so every screen and report reads the
 * state as it is. Down writes them back as 'normal' (the score keeps the fact either way).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`update bcs_results set state = 'underweight' where score <= 3 and state = 'normal'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`update bcs_results set state = 'normal' where state = 'underweight'`.execute(db);
}
