import { randomBytes } from 'node:crypto';
import { formatSeoulDateTime } from '#app/lib/seoul-time';
import { hashSessionId } from '#server/platform/auth/session-store';
import { isUniqueViolation } from '#server/platform/db/unique-violation';
import { dropPendingMail, enqueueMail } from '#server/platform/mail/outbox';
import type { Services } from '#server/platform/services';
import { checkPassword, type PasswordCheckContext } from './accounts.server';
import { activeMemberRow, liveEmailChange, memberIdByEmail, replaceEmailChange, setMemberEmail, useEmailChange } from './data/account.server';
import { EMAIL_CHANGE_HOURS } from './link-lifetimes';
import { emailChangeConfirmMail, emailChangedMail } from './mail-templates';
import { href } from '#app/config/href';
import { emailChangeRequests } from './limits.server';

/**
 * E-mail change (issue 13, item 3): the member asks (with the current password, when the
 * account has one), a link goes to the *new* address, and only opening it changes the login
 * e-mail; then the old address is told. One change waits per account; 24 hours, used once.
 */

const EMAIL_CHANGE_PATH = href('email-change');

export type EmailChangeRequest =
  | { ok: true; newEmail: string }
  | { ok: false; reason: 'same' | 'taken' | 'password' | 'not-found' }
  | { ok: false; reason: 'throttled'; retryAfter: number };

export async function requestEmailChange(services: Services, memberId: string, newEmail: string, password: string, ctx: PasswordCheckContext): Promise<EmailChangeRequest> {
  const member = await activeMemberRow(services.db.kysely, memberId);
  if (!member) return { ok: false, reason: 'not-found' };
  const taken = await emailChangeRequests(services).take(memberId);
  if (!taken.ok) return { ok: false, reason: 'throttled', retryAfter: taken.retryAfter };
  if (member.password_hash !== null) {
    const checked = await checkPassword(services, member.email, member, password, ctx);
    if (!checked.ok) return checked.reason === 'throttled' ? checked : { ok: false, reason: 'password' };
  }
  if (newEmail === member.email) return { ok: false, reason: 'same' };
  if ((await memberIdByEmail(services.db.kysely, newEmail)) !== undefined) return { ok: false, reason: 'taken' };

  const now = services.clock.now();
  const token = randomBytes(32).toString('base64url');
  await services.db.kysely.transaction().execute(async (trx) => {
    await dropPendingMail(trx, memberId, emailChangeConfirmMail.name);
    await replaceEmailChange(trx, memberId, { tokenHash: hashSessionId(token), newEmail, at: now, expiresAt: new Date(now.getTime() + EMAIL_CHANGE_HOURS * 3_600_000) });
    await enqueueMail(trx, { to: newEmail, template: emailChangeConfirmMail, data: { name: member.name, newEmail, path: `${EMAIL_CHANGE_PATH}?token=${token}` }, memberId, at: now });
  });
  return { ok: true, newEmail };
}

/** The change a link confirms, while it is live. */
export async function emailChangeOf(services: Services, token: string | null | undefined) {
  if (typeof token !== 'string' || !/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  return (await liveEmailChange(services.db.kysely, hashSessionId(token), services.clock.now())) ?? null;
}

/** "ab***@example.com": enough for the owner to recognise, little for anyone reading the old mailbox. */
function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 2)}${'*'.repeat(Math.max(3, local.length - 2))}@${domain}`;
}

export type EmailChangeOutcome = { ok: true; newEmail: string } | { ok: false; reason: 'invalid-link' | 'taken' };

/** Opens the link: the login e-mail becomes the new address and the old one is told, in one transaction. */
export async function confirmEmailChange(services: Services, token: string, origin: { ip: string; requestId: string }): Promise<EmailChangeOutcome> {
  const change = await emailChangeOf(services, token);
  if (!change) return { ok: false, reason: 'invalid-link' };
  if ((await memberIdByEmail(services.db.kysely, change.newEmail)) !== undefined) return { ok: false, reason: 'taken' };
  const now = services.clock.now();
  try {
    const used = await services.db.kysely.transaction().execute(async (trx) => {
      if (!(await useEmailChange(trx, hashSessionId(token), now))) return false;
      await setMemberEmail(trx, change.memberId, change.newEmail, { by: 'holder', action: 'staff.changeEmail', ...origin }, now);
      await enqueueMail(trx, {
        to: change.oldEmail,
        template: emailChangedMail,
        data: { name: change.name, newEmailMasked: maskEmail(change.newEmail), at: formatSeoulDateTime(now) },
        memberId: change.memberId,
        at: now,
      });
      return true;
    });
    return used ? { ok: true, newEmail: change.newEmail } : { ok: false, reason: 'invalid-link' };
  } catch (error) {
    // Another account took the address between the check and the update: the unique index decides.
    if (isUniqueViolation(error)) return { ok: false, reason: 'taken' };
    throw error;
  }
}
