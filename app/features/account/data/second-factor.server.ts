import { createHash, randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import { isStaffRole, type StaffRole } from '#server/platform/auth/staff-roles';
import type { DbConn } from '#server/platform/db/database';
import type { ChallengePurpose } from '#server/platform/db/schema/staff-security';
import type { Env } from '#server/platform/env';
import type { Services } from '#server/platform/services';
import { activeMemberById } from './account.server';
import { type AccountChangeBy, recordAccountChange } from './staff-account-changes.server';
import { secondFactorFailures } from '../limits.server';

/**
 * Two-factor sign-in for staff (issue 14, item 4; docs/decisions/014-staff-platform.md): TOTP
 * (RFC 6238) through the `otpauth` library, enrolled with a QR code, with ten one-time recovery
 * codes kept only as SHA-256. Owner of staff_second_factors, staff_recovery_codes and
 * staff_sign_in_challenges.
 *
 * After the password, a staff account that has a second factor (or whose role must have one,
 * STAFF_TOTP_ROLES) gets no session yet: a challenge (a random id in a short cookie, its SHA-256
 * here) leads to /login/second-factor, which asks the code, or enrols the first one. So a
 * stolen password alone never opens the back-office.
 */

const PERIOD_S = 30;
const CHALLENGE_MS = 10 * 60_000;
const RECOVERY_CODES = 10;

export interface Challenge {
  idHash: string;
  memberId: string;
  email: string;
  name: string;
  role: StaffRole;
  purpose: ChallengePurpose;
  pendingSecret: string | null;
  startURL: string;
  failures: number;
}

export function requiresSecondFactor(env: Pick<Env, 'STAFF_TOTP_ROLES'>, role: StaffRole): boolean {
  return env.STAFF_TOTP_ROLES.includes(role);
}

function hash(value: string): string {
  return createHash('sha256').update(value).digest('base64url');
}

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

function totpOf(secret: string, label = '', issuer = ''): TOTP {
  return new TOTP({ issuer, label, algorithm: 'SHA1', digits: 6, period: PERIOD_S, secret: Secret.fromBase32(secret) });
}

/**
 * The time step a code belongs to (one step of clock drift either way), or null when it is wrong
 * or its step was already used (a code works once).
 */
export function acceptedStep(secret: string, code: string, lastStep: number, now = Date.now()): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpOf(secret).validate({ token: code, timestamp: now, window: 1 });
  if (delta === null) return null;
  const step = Math.floor(now / 1000 / PERIOD_S) + delta;
  return step > lastStep ? step : null;
}

/** What the enrolment screen shows: the QR code of the otpauth:// URI, and the secret to type by hand. */
export async function enrolmentOf(secret: string, account: string, brand: string): Promise<{ qrDataUrl: string; secret: string; uri: string }> {
  const uri = totpOf(secret, account, `${brand} 운영 관리`).toString();
  return { qrDataUrl: await QRCode.toDataURL(uri, { margin: 1, width: 220 }), secret, uri };
}

/** Recovery codes look like "k7m2-p9qx-4t"; typed without dashes or case they still match. */
function normaliseRecovery(code: string): string {
  return code.toLowerCase().replace(/[^a-z0-9]/g, '');
}

function newRecoveryCode(): string {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  const bytes = randomBytes(10);
  const chars = [...bytes].map((b) => alphabet[b % alphabet.length]).join('');
  return `${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8)}`;
}

/** Ten new recovery codes replace the old ones; the codes are answered once and only their hashes kept. */
async function replaceRecoveryCodes(db: DbConn, memberId: string, now = new Date()): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODES }, newRecoveryCode);
  await db.deleteFrom('staff_recovery_codes').where('member_id', '=', memberId).execute();
  await db
    .insertInto('staff_recovery_codes')
    .values(codes.map((code) => ({ code_hash: hash(normaliseRecovery(code)), member_id: memberId, created_at: now.toISOString(), used_at: null })))
    .execute();
  return codes;
}

export async function secondFactorStatus(db: DbConn, memberId: string): Promise<{ enrolledAt: string; recoveryCodesLeft: number } | null> {
  const row = await db.selectFrom('staff_second_factors').select('enrolled_at').where('member_id', '=', memberId).executeTakeFirst();
  if (!row) return null;
  const left = await db
    .selectFrom('staff_recovery_codes')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('member_id', '=', memberId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return { enrolledAt: row.enrolled_at, recoveryCodesLeft: Number(left.n) };
}

/** Recovery (CLI `staff:reset-second-factor`, or an admin on /staff/accounts): the account enrols again at its next sign-in. */
export async function removeSecondFactor(db: DbConn, memberId: string, by: AccountChangeBy): Promise<void> {
  const codes = await db.deleteFrom('staff_recovery_codes').where('member_id', '=', memberId).executeTakeFirst();
  const factor = await db.deleteFrom('staff_second_factors').where('member_id', '=', memberId).executeTakeFirst();
  await recordAccountChange(
    db,
    memberId,
    by,
    { secondFactor: Number(factor.numDeletedRows) > 0, recoveryCodes: Number(codes.numDeletedRows) > 0 ? 'old' : null },
    { secondFactor: false, recoveryCodes: null },
  );
  await db.deleteFrom('staff_sign_in_challenges').where('member_id', '=', memberId).execute();
}

/**
 * After a correct password: null when the account signs in at once (a member, or staff of a role
 * that need not have a second factor and has none); else a new challenge, whose id goes into the
 * browser's challenge cookie.
 */
export async function beginSecondFactor(db: DbConn, env: Pick<Env, 'STAFF_TOTP_ROLES'>, memberId: string, startURL: string, force: ChallengePurpose | null = null): Promise<{ id: string } | null> {
  const member = await activeMemberById(db, memberId);
  if (!member || !isStaffRole(member.role)) return null;
  const enrolled = (await db.selectFrom('staff_second_factors').select('member_id').where('member_id', '=', memberId).executeTakeFirst()) !== undefined;
  const purpose: ChallengePurpose | null = enrolled ? 'verify' : force === 'enrol' || requiresSecondFactor(env, member.role) ? 'enrol' : null;
  if (purpose === null) return null;
  const id = randomBytes(32).toString('base64url');
  const now = Date.now();
  // One sign-in in progress per account: an older challenge (another tab, an attacker's) ends.
  await db.deleteFrom('staff_sign_in_challenges').where('member_id', '=', memberId).execute();
  await db
    .insertInto('staff_sign_in_challenges')
    .values({
      id_hash: hash(id),
      member_id: memberId,
      purpose,
      pending_secret: purpose === 'enrol' ? newTotpSecret() : null,
      start_url: startURL,
      created_at: new Date(now).toISOString(),
      expires_at: new Date(now + CHALLENGE_MS).toISOString(),
    })
    .execute();
  return { id };
}

export async function readChallenge(db: DbConn, id: string | undefined): Promise<Challenge | null> {
  if (id === undefined || !/^[A-Za-z0-9_-]{43}$/.test(id)) return null;
  const row = await db
    .selectFrom('staff_sign_in_challenges as c')
    .innerJoin('members as m', 'm.id', 'c.member_id')
    .select(['c.id_hash', 'c.member_id', 'c.purpose', 'c.pending_secret', 'c.start_url', 'c.failures', 'c.expires_at', 'm.email', 'm.name', 'm.role'])
    .where('c.id_hash', '=', hash(id))
    .executeTakeFirst();
  if (!row) return null;
  const member = await activeMemberById(db, row.member_id);
  if (Date.parse(row.expires_at) <= Date.now() || !member || !isStaffRole(member.role)) {
    await db.deleteFrom('staff_sign_in_challenges').where('id_hash', '=', row.id_hash).execute();
    return null;
  }
  return {
    idHash: row.id_hash,
    memberId: row.member_id,
    email: row.email,
    name: member.name,
    role: member.role,
    purpose: row.purpose,
    pendingSecret: row.pending_secret,
    startURL: row.start_url,
    failures: row.failures,
  };
}

export type SecondFactorOutcome =
  | { ok: true; memberId: string; startURL: string; recoveryCodes: string[] | null }
  | { ok: false; reason: 'wrong'; attemptsLeft: number }
  | { ok: false; reason: 'ended' }
  | { ok: false; reason: 'throttled'; retryAfter: number };

interface Origin {
  ip: string;
  requestId: string;
}

/**
 * Checks the code (or, when verifying, a recovery code) of a challenge. Wrong codes are counted
 * per account across sign-ins (secondFactorFailures) and per challenge: the challenge
 * ends after STAFF_TOTP_MAX_FAILURES, so the password must be given again. Enrolling stores the
 * secret and answers the new recovery codes; both write an audit entry in the same transaction.
 */
export async function completeSecondFactor(db: DbConn, deps: Pick<Services, 'limits' | 'env'>, challenge: Challenge, code: string, origin: Origin): Promise<SecondFactorOutcome> {
  const gate = await secondFactorFailures(deps).take(challenge.memberId);
  if (!gate.ok) return { ok: false, reason: 'throttled', retryAfter: gate.retryAfter };
  const typed = code.trim();

  const done = await db.transaction().execute(async (trx) => {
    // The challenge is taken by this attempt (deleted), so two attempts cannot both pass.
    const taken = await trx.deleteFrom('staff_sign_in_challenges').where('id_hash', '=', challenge.idHash).executeTakeFirst();
    if (Number(taken.numDeletedRows) !== 1) return 'ended' as const;
    const now = new Date();
    if (challenge.purpose === 'enrol') {
      const secret = challenge.pendingSecret ?? '';
      const step = acceptedStep(secret, typed, 0, now.getTime());
      if (step === null) return 'wrong' as const;
      await trx.deleteFrom('staff_second_factors').where('member_id', '=', challenge.memberId).execute();
      await trx.insertInto('staff_second_factors').values({ member_id: challenge.memberId, secret, last_step: step, enrolled_at: now.toISOString() }).execute();
      const codes = await replaceRecoveryCodes(trx, challenge.memberId, now);
      await recordAccountChange(trx, challenge.memberId, { by: 'holder', action: 'staff.enrolSecondFactor', ...origin }, { secondFactor: false }, { secondFactor: true, recoveryCodes: RECOVERY_CODES });
      return codes;
    }
    const factor = await trx.selectFrom('staff_second_factors').select(['secret', 'last_step']).where('member_id', '=', challenge.memberId).executeTakeFirst();
    if (!factor) return 'ended' as const;
    const step = acceptedStep(factor.secret, typed, factor.last_step, now.getTime());
    if (step !== null) {
      // Conditional on the step it read: two requests with one code cannot both pass.
      const moved = await trx
        .updateTable('staff_second_factors')
        .set({ last_step: step })
        .where('member_id', '=', challenge.memberId)
        .where('last_step', '=', factor.last_step)
        .executeTakeFirst();
      return Number(moved.numUpdatedRows) === 1 ? null : ('wrong' as const);
    }
    const recovery = normaliseRecovery(typed);
    if (recovery.length === 10) {
      const used = await trx
        .updateTable('staff_recovery_codes')
        .set({ used_at: now.toISOString() })
        .where('member_id', '=', challenge.memberId)
        .where('code_hash', '=', hash(recovery))
        .where('used_at', 'is', null)
        .executeTakeFirst();
      if (Number(used.numUpdatedRows) === 1) {
        await recordAccountChange(trx, challenge.memberId, { by: 'holder', action: 'staff.useRecoveryCode', ...origin }, { recoveryCodeUsed: false }, { recoveryCodeUsed: true });
        return null;
      }
    }
    return 'wrong' as const;
  });

  if (done === 'ended') return { ok: false, reason: 'ended' };
  if (done === 'wrong') {
    const failures = challenge.failures + 1;
    const attemptsLeft = deps.env.STAFF_TOTP_MAX_FAILURES - failures;
    if (attemptsLeft <= 0) return { ok: false, reason: 'ended' };
    // The attempt took the challenge; a wrong code puts it back, one failure more.
    await db
      .insertInto('staff_sign_in_challenges')
      .values({
        id_hash: challenge.idHash,
        member_id: challenge.memberId,
        purpose: challenge.purpose,
        pending_secret: challenge.pendingSecret,
        start_url: challenge.startURL,
        failures,
        created_at: new Date().toISOString(),
        expires_at: new Date(Date.now() + CHALLENGE_MS).toISOString(),
      })
      .execute();
    return { ok: false, reason: 'wrong', attemptsLeft };
  }
  await secondFactorFailures(deps).refund(challenge.memberId);
  return { ok: true, memberId: challenge.memberId, startURL: challenge.startURL, recoveryCodes: Array.isArray(done) ? done : null };
}

/** New recovery codes from the security page: the current code proves the person holds the factor. */
export async function renewRecoveryCodes(
  db: DbConn,
  deps: Pick<Services, 'limits'>,
  staff: { staffId: string; name: string; role: StaffRole },
  code: string,
  origin: Origin,
): Promise<{ ok: true; codes: string[] } | { ok: false; reason: 'wrong' | 'not-enrolled' } | { ok: false; reason: 'throttled'; retryAfter: number }> {
  const gate = await secondFactorFailures(deps).take(staff.staffId);
  if (!gate.ok) return { ok: false, reason: 'throttled', retryAfter: gate.retryAfter };
  const outcome = await db.transaction().execute(async (trx) => {
    const factor = await trx.selectFrom('staff_second_factors').select(['secret', 'last_step']).where('member_id', '=', staff.staffId).executeTakeFirst();
    if (!factor) return 'not-enrolled' as const;
    const step = acceptedStep(factor.secret, code.trim(), factor.last_step);
    if (step === null) return 'wrong' as const;
    const moved = await trx.updateTable('staff_second_factors').set({ last_step: step }).where('member_id', '=', staff.staffId).where('last_step', '=', factor.last_step).executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1) return 'wrong' as const;
    const codes = await replaceRecoveryCodes(trx, staff.staffId);
    await recordAccountChange(trx, staff.staffId, { by: 'holder', action: 'staff.newRecoveryCodes', ...origin }, { recoveryCodes: 'old' }, { recoveryCodes: 'new' });
    return codes;
  });
  if (typeof outcome === 'string') return { ok: false, reason: outcome };
  await secondFactorFailures(deps).refund(staff.staffId);
  return { ok: true, codes: outcome };
}

/** Retention (server/adapters/retention.ts): up to `limit` of the oldest rows of staff sign-in challenges that expired before `before`, deleted; the count. */
export async function purgeExpiredChallenges(db: DbConn, before: Date, limit: number): Promise<number> {
  const result = await db
    .deleteFrom('staff_sign_in_challenges')
    .where('id_hash', 'in', (eb) => eb.selectFrom('staff_sign_in_challenges').select('id_hash').where('expires_at', '<', before.toISOString()).limit(limit))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
