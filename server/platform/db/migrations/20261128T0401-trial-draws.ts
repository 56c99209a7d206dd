import type { Kysely } from 'kysely';

/**
 * The record of a free-trial campaign's draw (issue 24 item 5; docs/decisions/047-trial-workflow.md):
 * one per campaign (the primary key), with who drew, when, how many, the seed and the ids that
 * took part and won, so the draw can be run again from the record and give the same winners.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('trial_draws')
    .addColumn('campaign_id', 'text', (c) => c.primaryKey())
    .addColumn('seed', 'text', (c) => c.notNull())
    .addColumn('winners_wanted', 'integer', (c) => c.notNull())
    .addColumn('eligible_count', 'integer', (c) => c.notNull())
    .addColumn('excluded_count', 'integer', (c) => c.notNull())
    .addColumn('duplicates', 'text', (c) => c.notNull())
    /** JSON arrays of application ids: those in the draw (in the order the draw sorts them) and the winners. */
    .addColumn('eligible_ids', 'text', (c) => c.notNull())
    .addColumn('winner_ids', 'text', (c) => c.notNull())
    .addColumn('actor_id', 'text')
    .addColumn('drawn_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('trial_draws').execute();
}
