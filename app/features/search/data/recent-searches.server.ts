import { randomUUID } from 'node:crypto';
import { normaliseSearchTerm } from '#app/lib/guest-storage';
import type { DbConn } from '#server/platform/db/database';
import { MAX_RECENT_SEARCHES, type RecentSearch } from '../search-types';

/** Owner of `member_searches`: members' recent searches (SPEC 9.3 rule, kept on the server). */

export async function listRecentSearches(db: DbConn, memberId: string): Promise<RecentSearch[]> {
  const rows = await db
    .selectFrom('member_searches')
    .select(['id', 'term'])
    .where('member_id', '=', memberId)
    .orderBy('searched_at', 'desc')
    .orderBy('id', 'desc')
    .limit(MAX_RECENT_SEARCHES)
    .execute();
  return rows.map((r) => ({ Id: r.id, SearchTerm__c: r.term }));
}

/**
 * Records a member's search: newest first, one entry per term (the unique key (member, term)
 * moves an existing entry to the front), at most 10 kept. Runs in the caller's transaction.
 */
export async function addRecentSearch(db: DbConn, memberId: string, term: string, now = new Date()): Promise<void> {
  const clean = normaliseSearchTerm(term);
  if (clean === '') return;
  const at = now.toISOString();
  await db
    .insertInto('member_searches')
    .values({ id: randomUUID(), member_id: memberId, term: clean, searched_at: at })
    .onConflict((oc) => oc.columns(['member_id', 'term']).doUpdateSet({ searched_at: at }))
    .execute();
  const keep = db.selectFrom('member_searches').select('id').where('member_id', '=', memberId).orderBy('searched_at', 'desc').orderBy('id', 'desc').limit(MAX_RECENT_SEARCHES);
  await db.deleteFrom('member_searches').where('member_id', '=', memberId).where('id', 'not in', keep).execute();
}

/** Deletes one of the member's own searches; false when the id is not theirs (or gone). */
export async function deleteRecentSearch(db: DbConn, memberId: string, id: string): Promise<boolean> {
  const result = await db.deleteFrom('member_searches').where('id', '=', id).where('member_id', '=', memberId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function clearRecentSearches(db: DbConn, memberId: string): Promise<void> {
  await db.deleteFrom('member_searches').where('member_id', '=', memberId).execute();
}
