import type { Kysely } from 'kysely';

/**
 * Stores edited in the back-office (issue 15 item 4) keep their address as the postcode service
 * gives it: the postcode and the detail line beside `address` (road address and its extra part).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('stores').addColumn('postcode', 'text', (c) => c.notNull().defaultTo('')).execute();
  await db.schema.alterTable('stores').addColumn('address_detail', 'text', (c) => c.notNull().defaultTo('')).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('stores').dropColumn('address_detail').execute();
  await db.schema.alterTable('stores').dropColumn('postcode').execute();
}
