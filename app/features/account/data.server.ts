import { randomUUID } from 'node:crypto';
import { type Insertable, sql } from 'kysely';
import type { DbConn } from '#server/platform/db/database';
import type { MemberRow, MembersTable, Role } from '#server/platform/db/schema/members';

/**
 * The account's tables (members, marketing_consent_log, withdrawal_reasons, login_devices — the
 * known-device rules stay in `known-devices.server.ts`): the account's own modules, other features, the server adapters,
 * the CLI and the seed call these instead of writing SQL on them. Every function takes a
 * connection or a transaction.
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

/** Members who signed up in [start, end) with UTM values, counted by the value of one UTM column (the attribution report). */
export async function countMembersByUtm(db: DbConn, column: UtmColumn, start: string, end: string): Promise<{ value: string | null; n: number }[]> {
  const rows = await db
    .selectFrom('members')
    .select([sql<string | null>`${sql.ref(column)}`.as('value'), (eb) => eb.fn.countAll<number>().as('n')])
    .where('created_at', '>=', start)
    .where('created_at', '<', end)
    .where('utm_updated_at', 'is not', null)
    .groupBy(sql.ref(column))
    .execute();
  return rows.map((r) => ({ value: r.value, n: Number(r.n) }));
}

/** The sign-in columns of the active account holding an email (login ids are lower-cased). */
export async function activeMemberLoginByEmail(db: DbConn, email: string): Promise<{ id: string; password_hash: string | null } | undefined> {
  return db.selectFrom('members').select(['id', 'password_hash']).where('email', '=', email).where('withdrawn_at', 'is', null).executeTakeFirst();
}

/** What a password check of an active member needs. */
export async function activeMemberLoginById(db: DbConn, id: string): Promise<{ id: string; email: string; password_hash: string | null } | undefined> {
  return db.selectFrom('members').select(['id', 'email', 'password_hash']).where('id', '=', id).where('withdrawn_at', 'is', null).executeTakeFirst();
}

/** A whole member row, unless withdrawn. */
export async function activeMemberRow(db: DbConn, id: string): Promise<MemberRow | undefined> {
  return db.selectFrom('members').selectAll().where('id', '=', id).where('withdrawn_at', 'is', null).executeTakeFirst();
}

export type MemberProfileColumns = Pick<MembersTable, 'name' | 'mobile' | 'postcode' | 'road_address' | 'jibun_address' | 'extra_address' | 'address_detail'>;

/** Changes the profile of an active member. */
export async function updateMemberProfile(db: DbConn, id: string, profile: MemberProfileColumns, now = new Date()): Promise<void> {
  await db
    .updateTable('members')
    .set({ ...profile, updated_at: now.toISOString() })
    .where('id', '=', id)
    .where('withdrawn_at', 'is', null)
    .execute();
}

export async function setMemberPasswordHash(db: DbConn, id: string, passwordHash: string, now = new Date()): Promise<void> {
  const at = now.toISOString();
  await db.updateTable('members').set({ password_hash: passwordHash, password_changed_at: at, updated_at: at }).where('id', '=', id).execute();
}

export interface MarketingChoice {
  sms: boolean;
  email: boolean;
  kakao: boolean;
}

export async function memberMarketing(
  db: DbConn,
  id: string,
): Promise<Pick<MemberRow, 'marketing_sms' | 'marketing_email' | 'marketing_kakao' | 'marketing_updated_at'> | undefined> {
  return db.selectFrom('members').select(['marketing_sms', 'marketing_email', 'marketing_kakao', 'marketing_updated_at']).where('id', '=', id).executeTakeFirst();
}

/** Records a marketing choice on the member and in the consent log. Two statements: call it inside a transaction. */
export async function setMemberMarketing(db: DbConn, id: string, choice: MarketingChoice, at: string): Promise<void> {
  await db
    .updateTable('members')
    .set({ marketing_sms: choice.sms ? 1 : 0, marketing_email: choice.email ? 1 : 0, marketing_kakao: choice.kakao ? 1 : 0, marketing_updated_at: at, updated_at: at })
    .where('id', '=', id)
    .execute();
  await logMarketingConsent(db, id, choice, at);
}

/** One line of the consent log: every choice is kept with its time. */
export async function logMarketingConsent(db: DbConn, memberId: string, choice: MarketingChoice, at: string): Promise<void> {
  await db
    .insertInto('marketing_consent_log')
    .values({ id: randomUUID(), member_id: memberId, sms: choice.sms ? 1 : 0, email: choice.email ? 1 : 0, kakao: choice.kakao ? 1 : 0, created_at: at })
    .execute();
}

/** The active account linked to a Kakao id. */
export async function activeMemberIdByKakao(db: DbConn, kakaoId: string): Promise<string | undefined> {
  return (await db.selectFrom('members').select('id').where('kakao_id', '=', kakaoId).where('withdrawn_at', 'is', null).executeTakeFirst())?.id;
}

/** The active account holding an email, with its Kakao link. */
export async function activeMemberKakaoByEmail(db: DbConn, email: string): Promise<{ id: string; kakao_id: string | null } | undefined> {
  return db.selectFrom('members').select(['id', 'kakao_id']).where('email', '=', email).where('withdrawn_at', 'is', null).executeTakeFirst();
}

export async function linkMemberKakao(db: DbConn, id: string, kakaoId: string, at: string): Promise<void> {
  await db.updateTable('members').set({ kakao_id: kakaoId, updated_at: at }).where('id', '=', id).execute();
}

/**
 * Withdrawal, the account's own rows (docs/decisions/005): the member row stays, anonymised, so
 * records the law requires us to keep still reference it; consents and devices are deleted; the
 * reasons are kept without the member. Several statements: call it inside a transaction.
 */
export async function eraseAccountRows(db: DbConn, id: string, reasons: { reasons: string[]; comment: string }, at: string): Promise<void> {
  await db.deleteFrom('marketing_consent_log').where('member_id', '=', id).execute();
  await db.deleteFrom('login_devices').where('member_id', '=', id).execute();
  await db
    .updateTable('members')
    .set({
      email: `withdrawn-${id}@invalid`,
      name: '탈퇴회원',
      password_hash: null,
      mobile: null,
      postcode: null,
      road_address: null,
      jibun_address: null,
      extra_address: null,
      address_detail: null,
      kakao_id: null,
      marketing_sms: 0,
      marketing_email: 0,
      marketing_kakao: 0,
      marketing_updated_at: null,
      withdrawn_at: at,
      updated_at: at,
    })
    .where('id', '=', id)
    .execute();
  await db.insertInto('withdrawal_reasons').values({ id: randomUUID(), reasons: reasons.reasons.join(','), comment: reasons.comment, created_at: at }).execute();
}
