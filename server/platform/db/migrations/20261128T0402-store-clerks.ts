import type { Kysely } from 'kysely';

/**
 * The store clerk (issue 24, item 6): a staff account bound to one or more offline stores, whose
 * only work is redeeming those stores' coupons. `staff_stores` holds the binding (owned by
 * app/features/offline-store/data/staff-stores.server.ts); an invitation for a clerk keeps the
 * stores it will bind (a JSON array of store ids, '[]' for every other role).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('staff_stores')
    .addColumn('account_id', 'text', (c) => c.notNull())
    .addColumn('store_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('staff_stores_pk', ['account_id', 'store_id'])
    .execute();
  await db.schema.alterTable('staff_invitations').addColumn('store_ids', 'text', (c) => c.notNull().defaultTo('[]')).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('staff_invitations').dropColumn('store_ids').execute();
  await db.schema.dropTable('staff_stores').execute();
}
