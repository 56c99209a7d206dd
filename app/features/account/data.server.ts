import type { Insertable } from 'kysely';
import type { DbConn } from '#server/platform/db/database';
import type { MembersTable, Role } from '#server/platform/db/schema/members';

/**
 * The account's tables (members, marketing_consent_log, withdrawal_reasons, login_devices) seen
 * from outside the account feature: other features, the server adapters, the CLI and the seed
 * call these instead of writing SQL on them. Every function takes a connection or a transaction.
 *
 * Exception kept on purpose: another feature's read may join `members` for the member's name,
 * email or mobile beside its own rows (staff lists of trials and inquiries, searched and
 * paginated in SQL; review authors; the attribution report). Such joins never write.
 */

/** The member behind a session, unless withdrawn. */
export async function activeMemberById(db: DbConn, id: string): Promise<{ id: string; name: string; role: Role } | undefined> {
  return db.selectFrom('members').select(['id', 'name', 'role']).where('id', '=', id).where('withdrawn_at', 'is', null).executeTakeFirst();
}

/** The account holding an email (login ids are stored lower-cased), withdrawn or not. */
export async function memberIdByEmail(db: DbConn, email: string): Promise<string | undefined> {
  return (await db.selectFrom('members').select('id').where('email', '=', email).executeTakeFirst())?.id;
}

export async function setMemberRole(db: DbConn, id: string, role: Role, now = new Date()): Promise<void> {
  await db.updateTable('members').set({ role, updated_at: now.toISOString() }).where('id', '=', id).execute();
}

/** Adds an account row as given (hashing, consent and devices are the caller's). */
export async function insertMember(db: DbConn, row: Insertable<MembersTable>): Promise<void> {
  await db.insertInto('members').values(row).execute();
}

/** First-touch attribution columns of a member (SPEC 4.8). */
export type UtmColumn = 'utm_source' | 'utm_medium' | 'utm_campaign' | 'utm_term' | 'utm_content' | 'utm_id';
export type MemberUtm = Record<UtmColumn, string | null>;

/** Records a member's UTM values, unless withdrawn. True when the member was found. */
export async function setMemberUtm(db: DbConn, memberId: string, utm: MemberUtm, now = new Date()): Promise<boolean> {
  const result = await db
    .updateTable('members')
    .set({ ...utm, utm_updated_at: now.toISOString() })
    .where('id', '=', memberId)
    .where('withdrawn_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function memberUtm(db: DbConn, memberId: string): Promise<(MemberUtm & { utm_updated_at: string | null }) | undefined> {
  return db
    .selectFrom('members')
    .select(['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content', 'utm_id', 'utm_updated_at'])
    .where('id', '=', memberId)
    .executeTakeFirst();
}

/** Members who signed up in [start, end) with UTM values, with the value of one UTM column. */
export async function membersWithUtmSignedUpBetween(db: DbConn, column: UtmColumn, start: string, end: string): Promise<{ id: string; value: string | null }[]> {
  return db
    .selectFrom('members')
    .select(['id', `${column} as value`])
    .where('created_at', '>=', start)
    .where('created_at', '<', end)
    .where('utm_updated_at', 'is not', null)
    .execute();
}
