import type { Kysely } from 'kysely';
import {
  createTrackingRollupTables,
  dropTrackingRollupTables,
  dropTrackingRollupTriggers,
  installTrackingRollupTriggers,
  rebuildTrackingRollups,
} from './tracking-rollups';

/**
 * Attribution roll-ups kept by triggers (server/platform/db/migrations/tracking-rollups.ts), backfilled
 * from the logs already stored, and the indexes the report's member and trial counts use.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createTrackingRollupTables(db);
  await rebuildTrackingRollups(db);
  await installTrackingRollupTriggers(db);
  await db.schema.createIndex('members_created_idx').on('members').column('created_at').execute();
  await db.schema.createIndex('trial_orders_created_idx').on('trial_orders').column('created_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('trial_orders_created_idx').execute();
  await db.schema.dropIndex('members_created_idx').execute();
  await dropTrackingRollupTriggers(db);
  await dropTrackingRollupTables(db);
}
