import type { DbConn } from '#server/platform/db/database';

/**
 * The stores a store clerk works at (issue 24, item 6): owner of `staff_stores`. The clerk's
 * redeem page and the redeem operation read them (a clerk redeems only there); the staff-accounts
 * page sets them when an admin invites a clerk or changes a role.
 */

export interface StaffStore {
  id: string;
  name: string;
  region: string;
}

/** Stores by id (not deleted), in store order: what a clerk's binding and an invitation name. */
export async function storesByIds(db: DbConn, ids: readonly string[]): Promise<StaffStore[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom('stores')
    .select(['id', 'name', 'region'])
    .where('id', 'in', [...ids])
    .where('deleted_at', 'is', null)
    .orderBy('sort_order')
    .orderBy('name')
    .execute();
}

/** The stores one staff account is bound to, in store order (none for every role but the clerk). */
export async function storesOfStaff(db: DbConn, accountId: string): Promise<StaffStore[]> {
  return db
    .selectFrom('staff_stores as b')
    .innerJoin('stores as s', 's.id', 'b.store_id')
    .select(['s.id', 's.name', 's.region'])
    .where('b.account_id', '=', accountId)
    .where('s.deleted_at', 'is', null)
    .orderBy('s.sort_order')
    .orderBy('s.name')
    .execute();
}

/** The bindings of several accounts at once (the staff-accounts list): account id → its stores. */
export async function storesOfStaffAccounts(db: DbConn, accountIds: readonly string[]): Promise<Map<string, StaffStore[]>> {
  const map = new Map<string, StaffStore[]>();
  if (accountIds.length === 0) return map;
  const rows = await db
    .selectFrom('staff_stores as b')
    .innerJoin('stores as s', 's.id', 'b.store_id')
    .select(['b.account_id', 's.id', 's.name', 's.region'])
    .where('b.account_id', 'in', [...accountIds])
    .where('s.deleted_at', 'is', null)
    .orderBy('s.sort_order')
    .orderBy('s.name')
    .execute();
  for (const r of rows) map.set(r.account_id, [...(map.get(r.account_id) ?? []), { id: r.id, name: r.name, region: r.region }]);
  return map;
}

/** Binds an account to exactly these stores (an empty list unbinds it). Answers the store ids it had before, for the audit entry. */
export async function setStaffStores(db: DbConn, accountId: string, storeIds: readonly string[], now: Date): Promise<string[]> {
  const before = (await db.selectFrom('staff_stores').select('store_id').where('account_id', '=', accountId).orderBy('store_id').execute()).map((r) => r.store_id);
  await db.deleteFrom('staff_stores').where('account_id', '=', accountId).execute();
  const unique = [...new Set(storeIds)];
  if (unique.length > 0) await db.insertInto('staff_stores').values(unique.map((store_id) => ({ account_id: accountId, store_id, created_at: now.toISOString() }))).execute();
  return before;
}
