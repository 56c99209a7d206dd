import type { DbConn } from '#server/platform/db/database';

/**
 * The pets table seen from outside the pets feature (account withdrawal today): other features
 * call these instead of writing SQL on it. Every function takes a connection or a transaction
 * and names the owner in its WHERE clause.
 */

/** Storage keys of a member's pet photos, to delete the files once the rows are gone. */
export async function petPhotoKeysOfMember(db: DbConn, memberId: string): Promise<string[]> {
  const rows = await db.selectFrom('pets').select('photo_key').where('member_id', '=', memberId).where('photo_key', 'is not', null).execute();
  return rows.flatMap((r) => (r.photo_key === null ? [] : [r.photo_key]));
}

/** Deletes every pet of a member (withdrawal). */
export async function deletePetsOfMember(db: DbConn, memberId: string): Promise<void> {
  await db.deleteFrom('pets').where('member_id', '=', memberId).execute();
}
