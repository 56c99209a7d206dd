import { hashSessionId, newSessionId } from '#server/platform/auth/session-store';
import { readSiteCookie, siteCookieHeader } from '#server/platform/auth/site-cookies';
import type { DbConn } from '#server/platform/db/database';

/**
 * Known devices (OWASP "device cookies"): a browser that signed in to an account gets a random
 * token in a long-lived HttpOnly cookie; the table keeps only its hash. A password check from a
 * known device of that account skips the account and address throttles (login-throttle.ts), so
 * an attacker guessing at an account, or failing from the owner's shared address, does not lock
 * the owner out. Tokens end with a password change and with withdrawal.
 */
const DEVICE_DAYS = 90;
/** The browsers remembered per account; the oldest go first. */
const DEVICES_PER_MEMBER = 10;

/** The device token the request carries, if it looks like one. */
export function readDeviceToken(request: Request, secure: boolean): string | undefined {
  const value = readSiteCookie('knownDevice', secure, request.headers.get('cookie'));
  return value && /^[A-Za-z0-9_-]{43}$/.test(value) ? value : undefined;
}

/** The throttle key of the token when it is a live device of this member, else undefined. */
export async function knownDevice(db: DbConn, token: string | undefined, memberId: string | undefined): Promise<string | undefined> {
  if (token === undefined || memberId === undefined) return undefined;
  const hash = hashSessionId(token);
  const row = await db
    .selectFrom('login_devices')
    .select('token_hash')
    .where('token_hash', '=', hash)
    .where('member_id', '=', memberId)
    .where('expires_at', '>', new Date().toISOString())
    .executeTakeFirst();
  return row ? hash : undefined;
}

/**
 * Remembers this browser for the member after a successful password check: keeps a live token
 * it already has for them, else issues a new one. Answers the Set-Cookie header.
 */
export async function rememberDevice(db: DbConn, memberId: string, current: string | undefined, secure: boolean): Promise<string> {
  const now = new Date();
  const expiresAt = new Date(now.getTime() + DEVICE_DAYS * 86_400_000).toISOString();
  if (current !== undefined) {
    const kept = await db
      .updateTable('login_devices')
      .set({ expires_at: expiresAt })
      .where('token_hash', '=', hashSessionId(current))
      .where('member_id', '=', memberId)
      .executeTakeFirst();
    if (kept.numUpdatedRows > 0n) return deviceCookieHeader(secure, current, DEVICE_DAYS * 86_400);
  }
  const token = newSessionId();
  await db.insertInto('login_devices').values({ token_hash: hashSessionId(token), member_id: memberId, created_at: now.toISOString(), expires_at: expiresAt }).execute();
  await db.deleteFrom('login_devices').where('member_id', '=', memberId).where('expires_at', '<=', now.toISOString()).execute();
  const surplus = await db
    .selectFrom('login_devices')
    .select('token_hash')
    .where('member_id', '=', memberId)
    .orderBy('created_at', 'desc')
    .offset(DEVICES_PER_MEMBER)
    .limit(100)
    .execute();
  if (surplus.length > 0) await db.deleteFrom('login_devices').where('token_hash', 'in', surplus.map((r) => r.token_hash)).execute();
  return deviceCookieHeader(secure, token, DEVICE_DAYS * 86_400);
}

/** Every device of the member stops being known (password changed, account withdrawn). */
export async function forgetDevices(db: DbConn, memberId: string): Promise<void> {
  await db.deleteFrom('login_devices').where('member_id', '=', memberId).execute();
}

function deviceCookieHeader(secure: boolean, token: string, maxAgeSeconds: number): string {
  return siteCookieHeader('knownDevice', secure, token, maxAgeSeconds);
}

/** Retention (server/adapters/retention.ts): up to `limit` of the oldest rows of known-device tokens that expired before `before`, deleted; the count. */
export async function purgeExpiredDevices(db: DbConn, before: Date, limit: number): Promise<number> {
  const result = await db
    .deleteFrom('login_devices')
    .where('token_hash', 'in', (eb) => eb.selectFrom('login_devices').select('token_hash').where('expires_at', '<', before.toISOString()).limit(limit))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
