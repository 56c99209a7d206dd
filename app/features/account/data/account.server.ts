import { randomUUID } from 'node:crypto';
import { type Insertable, sql } from 'kysely';
import { isChosungQuery, nameInitials } from '#app/lib/korean-search';
import { isStaffRole, STAFF_ROLES } from '#server/platform/auth/staff-roles';
import type { DbConn } from '#server/platform/db/database';
import type { MemberRow, MembersTable, Role } from '#server/platform/db/schema/members';
import { type AccountChangeBy, recordAccountChange } from './staff-account-changes.server';
import { likeContaining } from '#server/platform/db/like';

/**
 * The account's tables (members, marketing_consent_log, withdrawal_reasons, login_devices,
 * password_resets, email_changes — the
 * known-device rules stay in `known-devices.server.ts`): the account's own modules, other features, the server adapters,
 * the CLI and the seed call these instead of writing SQL on them. Every function takes a
 * connection or a transaction.
 *
 * Exception kept on purpose: another feature's read may join `members` for the member's name,
 * email or mobile beside its own rows (staff lists of trials and inquiries, searched and
 * paginated in SQL; review authors; the attribution report). Such joins never write.
 */

/**
 * The member behind a session, unless withdrawn or suspended: every request reads this, so a
 * suspension (or a disabled staff account, or a role change) holds at once on every instance.
 */
export async function activeMemberById(db: DbConn, id: string): Promise<{ id: string; name: string; role: Role } | undefined> {
  return db
    .selectFrom('members')
    .select(['id', 'name', 'role'])
    .where('id', '=', id)
    .where('withdrawn_at', 'is', null)
    .where('suspended_at', 'is', null)
    .executeTakeFirst();
}

/** Why an account may not sign in (null: it may). */
export async function suspensionOf(db: DbConn, id: string): Promise<{ at: string; reason: string } | null> {
  const row = await db.selectFrom('members').select(['suspended_at', 'suspended_reason']).where('id', '=', id).executeTakeFirst();
  return row?.suspended_at ? { at: row.suspended_at, reason: row.suspended_reason ?? '' } : null;
}

/**
 * Suspends (reason) or reactivates (null) an account; for a staff account that is disabling or
 * enabling it, recorded as `by` made it. Answers the state before, or undefined for no such account.
 */
export async function setSuspension(
  db: DbConn,
  id: string,
  reason: string | null,
  by: AccountChangeBy,
  now = new Date(),
): Promise<{ suspended: boolean; reason: string | null } | undefined> {
  const before = await db.selectFrom('members').select(['suspended_at', 'suspended_reason']).where('id', '=', id).where('withdrawn_at', 'is', null).executeTakeFirst();
  if (!before) return undefined;
  await db
    .updateTable('members')
    .set({ suspended_at: reason === null ? null : now.toISOString(), suspended_reason: reason, updated_at: now.toISOString() })
    .where('id', '=', id)
    .execute();
  await recordAccountChange(db, id, by, { disabled: before.suspended_at !== null }, { disabled: reason !== null });
  return { suspended: before.suspended_at !== null, reason: before.suspended_reason };
}

/** The role and name of an account that is not withdrawn (suspended ones included), for the staff-account and member-support pages. */
export async function accountSummary(db: DbConn, id: string): Promise<{ id: string; name: string; email: string; role: Role; suspendedAt: string | null } | undefined> {
  const row = await db.selectFrom('members').select(['id', 'name', 'email', 'role', 'suspended_at']).where('id', '=', id).where('withdrawn_at', 'is', null).executeTakeFirst();
  return row && { id: row.id, name: row.name, email: row.email, role: row.role, suspendedAt: row.suspended_at };
}

/** Staff accounts (every staff role), by name. */
export async function listStaffAccounts(db: DbConn): Promise<{ id: string; name: string; email: string; role: Role; suspendedAt: string | null; secondFactor: boolean; createdAt: string }[]> {
  const rows = await db
    .selectFrom('members as m')
    .leftJoin('staff_second_factors as f', 'f.member_id', 'm.id')
    .select(['m.id', 'm.name', 'm.email', 'm.role', 'm.suspended_at', 'm.created_at', 'f.member_id as factor'])
    .where('m.role', 'in', [...STAFF_ROLES])
    .where('m.withdrawn_at', 'is', null)
    .orderBy('m.name')
    .orderBy('m.id')
    .execute();
  return rows.map((r) => ({ id: r.id, name: r.name, email: r.email, role: r.role, suspendedAt: r.suspended_at, secondFactor: r.factor !== null, createdAt: r.created_at }));
}

/** Active (not suspended) admins: the last one may not be demoted or disabled. */
export async function countActiveAdmins(db: DbConn): Promise<number> {
  const row = await db
    .selectFrom('members')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('role', '=', 'admin')
    .where('withdrawn_at', 'is', null)
    .where('suspended_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The account holding an email (login ids are stored lower-cased), withdrawn or not. */
export async function memberIdByEmail(db: DbConn, email: string): Promise<string | undefined> {
  return (await db.selectFrom('members').select('id').where('email', '=', email).executeTakeFirst())?.id;
}

/** A new role; recorded as `by` made it when the account is or was staff. */
export async function setMemberRole(db: DbConn, id: string, role: Role, by: AccountChangeBy, now = new Date()): Promise<void> {
  const before = await db.selectFrom('members').select('role').where('id', '=', id).executeTakeFirst();
  await db.updateTable('members').set({ role, updated_at: now.toISOString() }).where('id', '=', id).execute();
  if (before) await recordAccountChange(db, id, by, { role: before.role }, { role }, isStaffRole(before.role));
}

/** Adds an account row as given (hashing, consent and devices are the caller's). */
export async function insertMember(db: DbConn, row: Insertable<MembersTable>): Promise<void> {
  await db.insertInto('members').values({ ...row, name_initials: nameInitials(row.name) }).execute();
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
    .set({ ...profile, name_initials: nameInitials(profile.name), updated_at: now.toISOString() })
    .where('id', '=', id)
    .where('withdrawn_at', 'is', null)
    .execute();
}

/** A new password (its hash); recorded as `by` made it when the account is staff (never the hash). */
export async function setMemberPasswordHash(db: DbConn, id: string, passwordHash: string, by: AccountChangeBy, now = new Date()): Promise<void> {
  const at = now.toISOString();
  await db.updateTable('members').set({ password_hash: passwordHash, password_changed_at: at, updated_at: at }).where('id', '=', id).execute();
  await recordAccountChange(db, id, by, { password: 'old' }, { password: 'new' });
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
  await db.deleteFrom('password_resets').where('member_id', '=', id).execute();
  await db.deleteFrom('email_changes').where('member_id', '=', id).execute();
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

/** What a password reset needs of the active account holding an email. */
export async function activeMemberForReset(
  db: DbConn,
  email: string,
): Promise<{ id: string; email: string; name: string; password_hash: string | null; kakao_id: string | null } | undefined> {
  return db.selectFrom('members').select(['id', 'email', 'name', 'password_hash', 'kakao_id']).where('email', '=', email).where('withdrawn_at', 'is', null).executeTakeFirst();
}

/** A new reset link for the account; its earlier links stop working (one live link per account). */
export async function replacePasswordReset(db: DbConn, memberId: string, tokenHash: string, at: Date, expiresAt: Date): Promise<void> {
  await db.deleteFrom('password_resets').where('member_id', '=', memberId).execute();
  await db.insertInto('password_resets').values({ token_hash: tokenHash, member_id: memberId, created_at: at.toISOString(), expires_at: expiresAt.toISOString(), used_at: null }).execute();
}

/** The account of a live (unused, unexpired) reset link of an active member. */
export async function liveResetMember(db: DbConn, tokenHash: string, now: Date): Promise<{ memberId: string; email: string; name: string } | undefined> {
  const row = await db
    .selectFrom('password_resets as r')
    .innerJoin('members as m', 'm.id', 'r.member_id')
    .select(['m.id as memberId', 'm.email', 'm.name'])
    .where('r.token_hash', '=', tokenHash)
    .where('r.used_at', 'is', null)
    .where('r.expires_at', '>', now.toISOString())
    .where('m.withdrawn_at', 'is', null)
    .executeTakeFirst();
  return row;
}

/** Uses a live link, exactly once (a conditional update): true when this call used it. */
export async function useResetToken(db: DbConn, tokenHash: string, memberId: string, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('password_resets')
    .set({ used_at: now.toISOString() })
    .where('token_hash', '=', tokenHash)
    .where('member_id', '=', memberId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return false;
  await db.deleteFrom('password_resets').where('member_id', '=', memberId).where('token_hash', '!=', tokenHash).execute();
  return true;
}

/** A new e-mail change for the account; an earlier one waiting for confirmation stops working. */
export async function replaceEmailChange(db: DbConn, memberId: string, change: { tokenHash: string; newEmail: string; at: Date; expiresAt: Date }): Promise<void> {
  await db.deleteFrom('email_changes').where('member_id', '=', memberId).execute();
  await db
    .insertInto('email_changes')
    .values({ token_hash: change.tokenHash, member_id: memberId, new_email: change.newEmail, created_at: change.at.toISOString(), expires_at: change.expiresAt.toISOString(), used_at: null })
    .execute();
}

/** A live e-mail change of an active member: who, the old and the new address. */
export async function liveEmailChange(db: DbConn, tokenHash: string, now: Date): Promise<{ memberId: string; name: string; oldEmail: string; newEmail: string } | undefined> {
  return db
    .selectFrom('email_changes as c')
    .innerJoin('members as m', 'm.id', 'c.member_id')
    .select(['m.id as memberId', 'm.name', 'm.email as oldEmail', 'c.new_email as newEmail'])
    .where('c.token_hash', '=', tokenHash)
    .where('c.used_at', 'is', null)
    .where('c.expires_at', '>', now.toISOString())
    .where('m.withdrawn_at', 'is', null)
    .executeTakeFirst();
}

/** The address a member asked to change to and not yet confirmed (the edit page shows it). */
export async function pendingEmailChange(db: DbConn, memberId: string, now: Date): Promise<{ newEmail: string; expiresAt: string } | undefined> {
  const row = await db
    .selectFrom('email_changes')
    .select(['new_email', 'expires_at'])
    .where('member_id', '=', memberId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst();
  return row ? { newEmail: row.new_email, expiresAt: row.expires_at } : undefined;
}

/** Uses a live change link exactly once; true when this call used it. */
export async function useEmailChange(db: DbConn, tokenHash: string, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('email_changes')
    .set({ used_at: now.toISOString() })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The account's login e-mail (lower-cased); the unique index refuses one another account holds. */
export async function setMemberEmail(db: DbConn, id: string, email: string, by: AccountChangeBy, now: Date): Promise<void> {
  const before = await db.selectFrom('members').select('email').where('id', '=', id).where('withdrawn_at', 'is', null).executeTakeFirst();
  if (!before) return;
  await db.updateTable('members').set({ email, updated_at: now.toISOString() }).where('id', '=', id).where('withdrawn_at', 'is', null).execute();
  await recordAccountChange(db, id, by, { email: before.email }, { email });
}

export interface MemberSearchHit {
  id: string;
  name: string;
  email: string;
  mobile: string | null;
  createdAt: string;
  suspended: boolean;
}

/**
 * Staff look-up of members (issue 14, item 5): partial e-mail, name or phone. Korean names match
 * as typed in any spacing ("김 도담" finds "김도담", NFC so a decomposed input matches too); a
 * phone matches on its digits whatever the dashes ("1234-5678", "01012345678"). Members only
 * (not staff), not withdrawn; newest first.
 */
export async function searchMembers(db: DbConn, query: string, page: number, perPage: number): Promise<{ total: number; hits: MemberSearchHit[] }> {
  const text = query.normalize('NFC').trim().toLowerCase();
  const compact = text.replace(/\s+/g, '');
  const digits = text.replace(/\D/g, '');
  const base = db
    .selectFrom('members')
    .where('role', '=', 'member')
    .where('withdrawn_at', 'is', null)
    .where((eb) => {
      // Typed in initial consonants ("ㄱㄷㄷ"): the names whose initials hold them.
      if (isChosungQuery(compact)) return eb('name_initials', 'like', likeContaining(compact));
      const terms = [
        eb(sql`lower(email)`, 'like', likeContaining(text)),
        eb(sql`replace(name, ' ', '')`, 'like', likeContaining(compact)),
      ];
      if (digits.length >= 3) terms.push(eb(sql`replace(replace(coalesce(mobile, ''), '-', ''), ' ', '')`, 'like', likeContaining(digits)));
      return eb.or(terms);
    });
  const [count, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    base
      .select(['id', 'name', 'email', 'mobile', 'created_at', 'suspended_at'])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(perPage)
      .offset((page - 1) * perPage)
      .execute(),
  ]);
  return {
    total: Number(count.n),
    hits: rows.map((r) => ({ id: r.id, name: r.name, email: r.email, mobile: r.mobile, createdAt: r.created_at, suspended: r.suspended_at !== null })),
  };
}

/** One row per member and channel for the mailing tools: the current consent and when it was given or withdrawn. */
export async function marketingConsentRows(db: DbConn): Promise<{ email: string; name: string; mobile: string | null; sms: number; email_ok: number; kakao: number; updatedAt: string | null }[]> {
  const rows = await db
    .selectFrom('members')
    .select(['email', 'name', 'mobile', 'marketing_sms', 'marketing_email', 'marketing_kakao', 'marketing_updated_at'])
    .where('role', '=', 'member')
    .where('withdrawn_at', 'is', null)
    .where('suspended_at', 'is', null)
    .orderBy('email')
    .execute();
  return rows.map((r) => ({ email: r.email, name: r.name, mobile: r.mobile, sms: r.marketing_sms, email_ok: r.marketing_email, kakao: r.marketing_kakao, updatedAt: r.marketing_updated_at }));
}

/**
 * The members as other features' SQL may join them (issue 23: one owner per table): a read model
 * account publishes — `.innerJoin(membersForJoin(db).as('m'), 'm.id', 'o.member_id')` — with what
 * a staff list shows and searches (name, e-mail, mobile) and the sign-up UTM values the
 * attribution report groups by. Nothing else of a member (password, role, suspension) is joinable.
 */
export function membersForJoin(db: DbConn) {
  return db.selectFrom('members').select(['id', 'name', 'email', 'mobile', 'utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content', 'utm_id']);
}

/** Retention (server/adapters/retention.ts): up to `limit` of the oldest rows of password-reset and e-mail-change links that expired before `before`, deleted; the count. */
export async function purgeExpiredAccountLinks(db: DbConn, before: Date, limit: number): Promise<number> {
  const at = before.toISOString();
  const resets = await db
    .deleteFrom('password_resets')
    .where('token_hash', 'in', (eb) => eb.selectFrom('password_resets').select('token_hash').where('expires_at', '<', at).limit(limit))
    .executeTakeFirst();
  const changes = await db
    .deleteFrom('email_changes')
    .where('token_hash', 'in', (eb) => eb.selectFrom('email_changes').select('token_hash').where('expires_at', '<', at).limit(limit))
    .executeTakeFirst();
  return Number(resets.numDeletedRows) + Number(changes.numDeletedRows);
}
