import { activeMemberRow } from '#app/features/account/data/account.server';
import type { DbConn } from '#server/platform/db/database';
import type { NotificationKind } from '#server/platform/db/schema/notifications';
import { enqueueMail } from '#server/platform/mail/outbox';
import { insertNotice, noticeSettings } from './data/notifications.server';
import { noticeMail } from './notice-mail';

/**
 * One notice to one member (issue 13, item 4): a line in the my-page list (and the header
 * badge) and, when the member chose e-mail for service notices, the same as an e-mail. Called
 * with the transaction of the event, so the notice and its e-mail exist exactly when the event
 * does; `dedupeKey` makes a repeat (a rerun job, a second instance) do nothing.
 */
export interface Notice {
  memberId: string;
  kind: NotificationKind;
  title: string;
  /** The lines of the notice; the list shows them joined, the e-mail as paragraphs. */
  lines: string[];
  facts?: { label: string; value: string }[];
  link: string;
  /** The e-mail button's label. */
  action: string;
  dedupeKey: string;
  at?: Date;
}

export async function notify(db: DbConn, notice: Notice): Promise<boolean> {
  // A withdrawn member is told nothing (their records stay, anonymised).
  const member = await activeMemberRow(db, notice.memberId);
  if (!member) return false;
  const at = notice.at ?? new Date();
  const facts = notice.facts ?? [];
  const body = [...notice.lines, ...facts.map((f) => `${f.label}: ${f.value}`)].join('\n');
  const written = await insertNotice(db, { memberId: notice.memberId, kind: notice.kind, title: notice.title, body, link: notice.link, dedupeKey: notice.dedupeKey, at });
  if (!written) return false;
  const settings = await noticeSettings(db, notice.memberId);
  if (!settings.email) return true;
  await enqueueMail(db, {
    to: member.email,
    template: noticeMail,
    data: { name: member.name, title: notice.title, lines: notice.lines, facts, path: notice.link, action: notice.action },
    memberId: notice.memberId,
    at,
  });
  return true;
}
