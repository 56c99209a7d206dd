import { formatSeoulDateTime } from '#app/lib/seoul-time';
import { enqueueMail } from '#server/platform/mail/outbox';
import type { Services } from '#server/platform/services';
import { staffInvitationMail } from './mail-templates';

/**
 * How an invitation reaches the invitee: an e-mail through the outbox, written in the invite's
 * transaction (`services.db.kysely` is the operation's), so the message exists exactly when the
 * invitation does. With no mail server configured (SMTP_URL unset: the outbox only keeps
 * messages for /staff/mail) the admin is also shown the link to copy and hand over.
 */
export interface InvitationMessage {
  email: string;
  /** The link's path on this site (the mail adds the origin and BASE_PATH). */
  path: string;
  /** The absolute, single-use link, as the admin may copy it. */
  link: string;
  roleLabel: string;
  inviterName: string;
  expiresAt: string;
}

export type InvitationDelivery = { delivered: true } | { delivered: false; link: string };

export async function deliverInvitation(services: Services, message: InvitationMessage): Promise<InvitationDelivery> {
  await enqueueMail(services.db.kysely, {
    to: message.email,
    template: staffInvitationMail,
    data: { inviterName: message.inviterName, roleLabel: message.roleLabel, path: message.path, expiresAt: formatSeoulDateTime(message.expiresAt) },
  });
  return services.mail.transportKind === 'smtp' ? { delivered: true } : { delivered: false, link: message.link };
}
