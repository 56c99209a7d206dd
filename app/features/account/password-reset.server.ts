import { randomBytes } from 'node:crypto';
import { hashSessionId } from '#server/platform/auth/session-store';
import { hashPassword } from '#server/platform/auth/passwords';
import { dropPendingMail, enqueueMail } from '#server/platform/mail/outbox';
import type { Services } from '#server/platform/services';
import type { Later } from '#server/platform/after-response';
import { formatSeoulDateTime } from '#app/lib/seoul-time';
import { activeMemberForReset, liveResetMember, replacePasswordReset, setMemberPasswordHash, useResetToken } from './data/account.server';
import { forgetDevices } from './data/known-devices.server';
import { RESET_LINK_MINUTES } from './link-lifetimes';
import { passwordChangedMail, passwordResetKakaoMail, passwordResetMail } from './mail-templates';
import { weakPasswordReason } from './password-strength.server';
import { href } from '#app/config/href';
import { passwordResetsPerEmail, passwordResetsPerIp } from './limits.server';

/**
 * Password reset (issue 13, item 2; docs/decisions/045-mail-and-notifications.md): a 256-bit random
 * token in a link by e-mail, only its SHA-256 stored, 30 minutes, used once, one live link per
 * account. The page answers the same whether or not the address has an account (the e-mail is
 * the only place the difference shows), as fast (the link is made after the answer), and
 * requests are limited per address and per e-mail.
 */

const RESET_PATH = href('password-reset-new');

export type ResetRequestOutcome = { ok: true } | { ok: false; reason: 'throttled'; retryAfter: number };

export async function requestPasswordReset(services: Services, email: string, ip: string, afterResponse: Later): Promise<ResetRequestOutcome> {
  // Both limits count every request, known address or not, so the answers stay alike.
  for (const [limiter, key] of [
    [passwordResetsPerIp(services), ip],
    [passwordResetsPerEmail(services), email],
  ] as const) {
    const taken = await limiter.take(key);
    if (!taken.ok) return { ok: false, reason: 'throttled', retryAfter: taken.retryAfter };
  }
  // The answer must not tell whether the address has an account, not even by its time: looking
  // the address up and writing its link and e-mail (known addresses only) happen after the
  // response, so every request is answered after the same work (back-office attack, item 7).
  const at = services.clock.now();
  afterResponse('password-reset-link', () => sendResetLink(services, email, at));
  return { ok: true };
}

/** The link and its e-mail for an active account of the address; nothing for any other address. */
async function sendResetLink(services: Services, email: string, now: Date): Promise<void> {
  const member = await activeMemberForReset(services.db.kysely, email);
  if (!member) return;
  await services.db.kysely.transaction().execute(async (trx) => {
    // A link still waiting to be sent would be dead on arrival: it goes with its token.
    await dropPendingMail(trx, member.id, passwordResetMail.name);
    if (member.password_hash === null && member.kakao_id !== null) {
      await enqueueMail(trx, { to: member.email, template: passwordResetKakaoMail, data: { name: member.name }, memberId: member.id, at: now });
      return;
    }
    const token = randomBytes(32).toString('base64url');
    await replacePasswordReset(trx, member.id, hashSessionId(token), now, new Date(now.getTime() + RESET_LINK_MINUTES * 60_000));
    await enqueueMail(trx, { to: member.email, template: passwordResetMail, data: { name: member.name, path: `${RESET_PATH}?token=${token}` }, memberId: member.id, at: now });
  });
}

/** A token as it may appear in a link (43 base64url characters). */
function isTokenShaped(token: string | null | undefined): token is string {
  return typeof token === 'string' && /^[A-Za-z0-9_-]{43}$/.test(token);
}

/** The account a link opens, while it is live. */
export async function resetLinkAccount(services: Services, token: string | null | undefined): Promise<{ memberId: string; email: string; name: string } | null> {
  if (!isTokenShaped(token)) return null;
  return (await liveResetMember(services.db.kysely, hashSessionId(token), services.clock.now())) ?? null;
}

export type ResetOutcome = { ok: true } | { ok: false; reason: 'invalid-link' } | { ok: false; reason: 'weak'; message: string };

/**
 * Sets the new password through a live link: the link is used (once, even under concurrent
 * posts), every session of the account ends and every known device is forgotten, and the member
 * is told by e-mail, in one transaction with the password.
 */
export async function resetPassword(services: Services, token: string, newPassword: string, origin: { ip: string; requestId: string }): Promise<ResetOutcome> {
  const account = await resetLinkAccount(services, token);
  if (!account) return { ok: false, reason: 'invalid-link' };
  const weak = weakPasswordReason(newPassword, [account.email, account.name]);
  if (weak !== null) return { ok: false, reason: 'weak', message: weak };
  const hash = await hashPassword(newPassword);
  const now = services.clock.now();
  const used = await services.db.kysely.transaction().execute(async (trx) => {
    if (!(await useResetToken(trx, hashSessionId(token), account.memberId, now))) return false;
    await setMemberPasswordHash(trx, account.memberId, hash, { by: 'holder', action: 'staff.resetPassword', ...origin }, now);
    await enqueueMail(trx, { to: account.email, template: passwordChangedMail, data: { name: account.name, at: formatSeoulDateTime(now) }, memberId: account.memberId, at: now });
    return true;
  });
  if (!used) return { ok: false, reason: 'invalid-link' };
  await services.sessions.destroyAllForMember(account.memberId);
  await forgetDevices(services.db.kysely, account.memberId);
  return { ok: true };
}
