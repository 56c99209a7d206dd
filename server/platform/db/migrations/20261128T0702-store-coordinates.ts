import type { Kysely } from 'kysely';

/**
 * Stores near me (issue 25, item 3): a store's position (WGS84 degrees, both null when unknown),
 * found from its address through the geocoding adapter or typed by staff, and how it was
 * obtained (`location_status`: 'geocoded', 'manual', 'not_found' when the address could not be
 * located, 'error' when the service could not be reached, null when nobody tried). Owned by
 * app/features/offline-store/data/.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('stores').addColumn('latitude', 'double precision').execute();
  await db.schema.alterTable('stores').addColumn('longitude', 'double precision').execute();
  await db.schema.alterTable('stores').addColumn('location_status', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('stores').dropColumn('location_status').execute();
  await db.schema.alterTable('stores').dropColumn('longitude').execute();
  await db.schema.alterTable('stores').dropColumn('latitude').execute();
}
