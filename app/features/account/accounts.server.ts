import { randomUUID } from 'node:crypto';
import { deleteBookmarksOfMember } from '#app/features/catalogue/data/catalogue.server';
import { deletePetsOfMember, petPhotoKeysOfMember } from '#app/features/pets/data/pets.server';
import { recordAgreements } from '#app/features/site/data/legal.server';
import { LEGAL_MISSING_MESSAGE, LEGAL_STALE_MESSAGE, type LegalKind } from '#app/features/site/legal-types';
import { hashPassword, verifyPassword } from '#server/platform/auth/passwords';
import { sessionCookieHeader } from '#server/platform/auth/session-cookie';
import { isStaffRole } from '#server/platform/auth/staff-roles';
import type { MemberRow } from '#server/platform/db/schema/members';
import { isUniqueViolation } from '#server/platform/db/unique-violation';
import type { DbConn } from '#server/platform/db/database';
import type { Services } from '#server/platform/services';
import {
  activeMemberById,
  suspensionOf,
  activeMemberLoginByEmail,
  activeMemberLoginById,
  activeMemberRow,
  eraseAccountRows,
  insertMember,
  logMarketingConsent,
  memberIdByEmail,
  memberMarketing,
  setMemberMarketing,
  setMemberPasswordHash,
  updateMemberProfile,
} from './data/account.server';
import { forgetDevices, knownDevice, rememberDevice } from './data/known-devices.server';
import type { Profile } from './profile';
import type { MarketingInput, ProfileInput, RegisterInput } from './schemas';
import { staffHref } from '#app/config/staff-href';
import { staffLandingFor } from '#app/config/staff-routes';
import { signUpAttempts } from './limits.server';

export const INVALID_LOGIN_MESSAGE = '이메일 또는 비밀번호가 올바르지 않습니다.';
/** What a suspended account is told when it signs in with the right password (issue 14, item 5). */
export function suspendedMessage(reason: string): string {
  return `이용이 정지된 계정입니다. 사유: ${reason || '운영 정책 위반'} — 궁금한 점은 고객센터로 문의해 주세요.`;
}

export const DUPLICATE_EMAIL_MESSAGE = '이미 가입된 이메일입니다. 로그인하거나 다른 이메일을 사용해 주세요.';

// A real argon2id hash, verified when the account does not exist, so both paths take as long.
let dummyHash: Promise<string> | undefined;

function now(): string {
  return new Date().toISOString();
}

export function isSecure(services: Pick<Services, 'env'>): boolean {
  return services.env.PUBLIC_ORIGIN?.startsWith('https://') ?? false;
}

/**
 * Starts a fresh session (a new id, so a planted cookie is never promoted: rotation at login).
 * Staff sessions get the shorter staff limits (STAFF_SESSION_IDLE_MINUTES / _ABSOLUTE_HOURS).
 */
export async function startSession(services: Services, memberId: string, previousSessionId?: string): Promise<string> {
  if (previousSessionId) await services.sessions.destroy(previousSessionId);
  const member = await activeMemberById(services.db.kysely, memberId);
  const limits = member && isStaffRole(member.role) ? services.staffSessionLimits : undefined;
  const { id } = await services.sessions.create(memberId, limits);
  const maxAge = limits ? Math.floor(limits.absoluteMs / 1000) : services.env.SESSION_ABSOLUTE_HOURS * 3600;
  return sessionCookieHeader(isSecure(services), id, maxAge);
}

/** Where a sign-in lands: staff go to the staff home unless they were on their way to a staff page. */
export async function landingAfterSignIn(services: Pick<Services, 'db'>, memberId: string, startURL: string): Promise<string> {
  const member = await activeMemberById(services.db.kysely, memberId);
  if (!member || !isStaffRole(member.role)) return startURL;
  const staffHome = staffHref('staff');
  // A role without the staff home (a store clerk) starts at its own first page.
  const landing = staffLandingFor(member.role);
  if (startURL === staffHome || startURL === `${staffHome}/`) return landing;
  return startURL.startsWith(`${staffHome}/`) || startURL.startsWith(`${staffHome}?`) ? startURL : landing;
}

export function endSessionCookie(services: Services): string {
  return sessionCookieHeader(isSecure(services), null, 0);
}

/** Where a password check comes from: the throttles count per address and trust known devices. */
export interface PasswordCheckContext {
  /** The caller's address (`context.clientIp`). */
  ip: string;
  /** The device cookie the request carries (`readDeviceToken`). */
  deviceToken: string | undefined;
}

export type Throttled = { ok: false; reason: 'throttled'; retryAfter: number };

/**
 * Sign-up, limited per address (SIGNUP_MAX_PER_IP per SIGNUP_WINDOW_MINUTES): every well-formed
 * attempt counts, the refused duplicates too, so the "already registered" answer cannot be used
 * to test many addresses (issue 10, item 7). The new member's browser becomes a known device.
 */
export async function registerMember(
  services: Services,
  input: RegisterInput,
  ctx: PasswordCheckContext,
): Promise<{ ok: true; memberId: string; deviceCookie: string } | { ok: false; reason: 'duplicate' } | { ok: false; reason: 'legal'; kind: LegalKind; message: string } | Throttled> {
  const allowed = await signUpAttempts(services).take(ctx.ip);
  if (!allowed.ok) return { ok: false, reason: 'throttled', retryAfter: allowed.retryAfter };
  if ((await memberIdByEmail(services.db.kysely, input.email)) !== undefined) return { ok: false, reason: 'duplicate' };
  const id = randomUUID();
  const at = now();
  const marketing = input.marketingSms || input.marketingEmail || input.marketingKakao;
  try {
    await services.db.kysely.transaction().execute(async (trx) => {
      await insertMember(trx, {
        id,
        email: input.email,
        name: input.name,
        password_hash: await hashPassword(input.password),
        role: 'member',
        mobile: input.mobile,
        terms_agreed_at: at,
        privacy_agreed_at: at,
        marketing_sms: input.marketingSms ? 1 : 0,
        marketing_email: input.marketingEmail ? 1 : 0,
        marketing_kakao: input.marketingKakao ? 1 : 0,
        marketing_updated_at: marketing ? at : null,
        password_changed_at: at,
        created_at: at,
        updated_at: at,
      });
      await logMarketingConsent(trx, id, { sms: input.marketingSms, email: input.marketingEmail, kakao: input.marketingKakao }, at);
      // The versions in force now, which must be the ones the form showed (else nothing is written).
      const refused = await recordAgreements(trx, id, { terms: input.termsVersion, privacy: input.privacyVersion }, new Date(at));
      if (refused) throw new LegalRefusal(refused.kind, refused.reason);
    });
  } catch (error) {
    if (error instanceof LegalRefusal) return { ok: false, reason: 'legal', kind: error.kind, message: error.reason === 'stale' ? LEGAL_STALE_MESSAGE[error.kind] : LEGAL_MISSING_MESSAGE };
    // Two sign-ups with one email at the same moment: the unique index decides.
    if (isUniqueViolation(error)) return { ok: false, reason: 'duplicate' };
    throw error;
  }
  return { ok: true, memberId: id, deviceCookie: await rememberDevice(services.db.kysely, id, ctx.deviceToken, isSecure(services)) };
}

/** Rolls the sign-up's transaction back when the terms or the policy changed under the form. */
class LegalRefusal extends Error {
  constructor(
    readonly kind: LegalKind,
    readonly reason: 'stale' | 'missing',
  ) {
    super(`sign-up refused: ${kind} ${reason}`);
  }
}

type PasswordCheck = { ok: true; memberId: string } | { ok: false; reason: 'invalid' } | Throttled;

/**
 * Every check of a member's password — login, and the current password asked by password change
 * and withdrawal — goes through here: reserved under the login throttle first (per account across
 * addresses, per address, or per known device), then verified. Unknown accounts are checked
 * against a dummy hash and counted the same, so neither the answer nor its timing tells them apart.
 */
export async function checkPassword(
  services: Services,
  account: string,
  member: { id: string; password_hash: string | null } | undefined,
  password: string,
  ctx: PasswordCheckContext,
): Promise<PasswordCheck> {
  const device = await knownDevice(services.db.kysely, ctx.deviceToken, member?.id);
  const gate = await services.loginThrottle.begin({ account, ip: ctx.ip, device });
  if (!gate.ok) return { ok: false, reason: 'throttled', retryAfter: gate.retryAfter };
  dummyHash ??= hashPassword('not-a-real-password-used-for-timing');
  const ok = await verifyPassword(member?.password_hash ?? (await dummyHash), password);
  if (!member?.password_hash || !ok) return { ok: false, reason: 'invalid' };
  await gate.succeeded();
  return { ok: true, memberId: member.id };
}

export type LoginOutcome = { ok: true; memberId: string; deviceCookie: string } | { ok: false; reason: 'invalid' } | { ok: false; reason: 'suspended'; why: string } | Throttled;

export async function authenticate(services: Services, email: string, password: string, ctx: PasswordCheckContext): Promise<LoginOutcome> {
  const account = email.trim().toLowerCase();
  const member = await activeMemberLoginByEmail(services.db.kysely, account);
  const checked = await checkPassword(services, account, member, password, ctx);
  if (!checked.ok) return checked;
  // Told only after the right password, so the answer says nothing to someone guessing.
  const suspended = await suspensionOf(services.db.kysely, checked.memberId);
  if (suspended) return { ok: false, reason: 'suspended', why: suspended.reason };
  return { ok: true, memberId: checked.memberId, deviceCookie: await rememberDevice(services.db.kysely, checked.memberId, ctx.deviceToken, isSecure(services)) };
}

async function memberForPasswordCheck(services: Pick<Services, 'db'>, memberId: string) {
  return activeMemberLoginById(services.db.kysely, memberId);
}

function toProfile(row: MemberRow): Profile {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    mobile: row.mobile ?? '',
    postcode: row.postcode ?? '',
    roadAddress: row.road_address ?? '',
    jibunAddress: row.jibun_address ?? '',
    extraAddress: row.extra_address ?? '',
    addressDetail: row.address_detail ?? '',
    hasPassword: row.password_hash !== null,
    kakaoLinked: row.kakao_id !== null,
    createdAt: row.created_at,
  };
}

export async function getProfile(services: Pick<Services, 'db'>, memberId: string): Promise<Profile | null> {
  const row = await activeMemberRow(services.db.kysely, memberId);
  return row ? toProfile(row) : null;
}

export async function updateProfile(services: Pick<Services, 'db'>, memberId: string, input: ProfileInput): Promise<void> {
  await updateMemberProfile(services.db.kysely, memberId, {
    name: input.name,
    mobile: input.mobile,
    postcode: input.postcode || null,
    road_address: input.roadAddress || null,
    jibun_address: input.jibunAddress || null,
    extra_address: input.extraAddress || null,
    address_detail: input.addressDetail || null,
  });
}

/**
 * Changes the password and ends every other session (DESIGN 8); every other browser stops being a
 * known device. Returns the cookies of the new session and of this device.
 */
export async function changePassword(
  services: Services,
  memberId: string,
  currentSessionId: string,
  currentPassword: string,
  newPassword: string,
  ctx: PasswordCheckContext & { requestId: string },
): Promise<{ ok: true; cookies: string[] } | { ok: false; reason: 'invalid' } | Throttled> {
  const member = await memberForPasswordCheck(services, memberId);
  if (!member) return { ok: false, reason: 'invalid' };
  const checked = await checkPassword(services, member.email, member, currentPassword, ctx);
  if (!checked.ok) return checked;
  await setMemberPasswordHash(services.db.kysely, memberId, await hashPassword(newPassword), { by: 'holder', action: 'staff.changePassword', ip: ctx.ip, requestId: ctx.requestId });
  await services.sessions.destroyAllForMember(memberId);
  await forgetDevices(services.db.kysely, memberId);
  return {
    ok: true,
    cookies: [await startSession(services, memberId, currentSessionId), await rememberDevice(services.db.kysely, memberId, undefined, isSecure(services))],
  };
}

export interface MarketingConsent {
  sms: boolean;
  email: boolean;
  kakao: boolean;
  /** When the current choice was made (null: never agreed). */
  updatedAt: string | null;
}

export async function getMarketingConsent(services: Pick<Services, 'db'>, memberId: string): Promise<MarketingConsent | null> {
  const row = await memberMarketing(services.db.kysely, memberId);
  if (!row) return null;
  return { sms: row.marketing_sms === 1, email: row.marketing_email === 1, kakao: row.marketing_kakao === 1, updatedAt: row.marketing_updated_at };
}

/** The consent and its log row; `db` is the caller's transaction (the operation's), so both are written or neither. */
export async function updateMarketingConsent(db: DbConn, memberId: string, input: MarketingInput): Promise<MarketingConsent> {
  const at = now();
  await setMemberMarketing(db, memberId, input, at);
  return { ...input, updatedAt: at };
}

/**
 * Withdrawal (docs/decisions/005): personal data is erased or replaced, pets and consents are
 * deleted, sessions end. The member row stays, anonymised, so records the law requires us to keep
 * (trial orders, for 5 years under the e-commerce act) keep their reference without personal data.
 */
export async function withdraw(
  services: Services,
  memberId: string,
  input: { reasons: string[]; comment: string; password: string },
  ctx: PasswordCheckContext,
): Promise<{ ok: true } | { ok: false; reason: 'password' } | Throttled> {
  const member = await memberForPasswordCheck(services, memberId);
  if (!member) return { ok: false, reason: 'password' };
  // Members who only ever signed in with Kakao have no password to confirm.
  if (member.password_hash !== null) {
    const checked = await checkPassword(services, member.email, member, input.password, ctx);
    if (!checked.ok) return checked.reason === 'throttled' ? checked : { ok: false, reason: 'password' };
  }

  const at = now();
  const photos = await petPhotoKeysOfMember(services.db.kysely, memberId);
  await services.db.kysely.transaction().execute(async (trx) => {
    // The areas' records first (health records reference the pets), each erased by its owner
    // (services.memberErasure, filled at start-up): the account imports no area.
    await services.memberErasure.eraseMember(trx, memberId);
    await deletePetsOfMember(trx, memberId);
    await deleteBookmarksOfMember(trx, memberId);
    await eraseAccountRows(trx, memberId, input, at);
  });
  await services.sessions.destroyAllForMember(memberId);
  for (const key of photos) await services.storage.delete(key).catch(() => undefined);
  return { ok: true };
}
