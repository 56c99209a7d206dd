import { z } from 'zod';
import { redirect } from 'react-router';
import { requireStaff } from '#app/page-kit/auth.server';
import { submitForm } from '#app/page-kit/operation-action.server';
import { optionalParam, type PageArgs, pageParam, readQuery } from '#app/page-kit/page-args';
import { MAIL_PER_PAGE, MAIL_STATES, MAIL_WAY, type MailState, mailErrorLabel, mailStateOf } from '../mail-labels';
import { countOutboxByWay, listOutbox, type OutboxListQuery } from '#server/platform/mail/outbox';
import { requeueMailOp } from '../mail-operations.server';
import { staffHref } from '#app/config/staff-href';
import { formatSeoulSpoken } from '#app/lib/seoul-time';


const MailQuery = z.object({
  state: z.enum(Object.keys(MAIL_STATES) as [MailState, ...MailState[]]).optional().catch(undefined),
  to: optionalParam,
  page: pageParam,
  requeued: optionalParam,
});

/** The list query of a state. */
const STATE_QUERY: Record<MailState, Pick<OutboxListQuery, 'status' | 'transport' | 'retrying'>> = {
  waiting: { status: 'queued', retrying: false },
  retrying: { status: 'queued', retrying: true },
  sending: { status: 'sending' },
  delivered: { status: 'sent', transport: 'smtp' },
  stored: { status: 'sent', transport: 'outbox' },
  failed: { status: 'failed' },
};

/**
 * /staff/mail: the outbox, newest first, each message with what truly happened to it — sent
 * through a mail server, kept only in the development outbox, waiting, retrying or failed (with
 * its attempts and the reason in Korean) — read from the message's own record, not from this
 * instance's settings. Content is shown for messages kept in the outbox (nothing left the
 * server); a mail server's messages are erased once it took them.
 */
export async function loadMailOutbox(args: PageArgs) {
  requireStaff(args.context, args.request);
  const { services } = args.context;
  const { state, to, page, requeued } = readQuery(args, MailQuery);
  const [{ total, rows }, ways] = await Promise.all([
    listOutbox(services.db.kysely, { ...(state ? STATE_QUERY[state] : {}), to: to ?? undefined, page, perPage: MAIL_PER_PAGE }),
    countOutboxByWay(services.db.kysely),
  ]);
  const counts = Object.fromEntries(Object.keys(MAIL_STATES).map((s) => [s, 0])) as Record<MailState, number>;
  for (const w of ways) counts[mailStateOf({ status: w.status, transport: w.transport, attempts: w.retrying ? 1 : 0 })] += w.n;
  const local = services.mail.transportKind === 'outbox';
  const items = await Promise.all(
    rows.map(async (r) => {
      const rowState = mailStateOf(r);
      let content: { subject: string; text: string } | null = null;
      let renderError: string | null = null;
      const kept = r.transport === 'outbox' || (r.transport === null && local);
      if (r.data !== '{}') {
        try {
          const rendered = await services.mail.render(r);
          content = { subject: rendered.subject, text: kept ? rendered.text : '' };
        } catch (error) {
          renderError = error instanceof Error ? error.message : String(error);
        }
      }
      const technical = r.last_error ?? renderError;
      return {
        id: r.id,
        to: r.to_address,
        subject: content?.subject ?? r.subject ?? '(제목은 보낼 때 정해집니다)',
        state: rowState,
        stateLabel: MAIL_STATES[rowState],
        way: MAIL_WAY[rowState],
        attempts: r.attempts,
        error: technical === null ? null : { reason: mailErrorLabel(technical), detail: technical },
        createdAt: formatSeoulSpoken(r.created_at),
        sentAt: r.status === 'sent' ? formatSeoulSpoken(r.sent_at) : null,
        nextAttemptAt: r.status === 'queued' && r.attempts > 0 ? formatSeoulSpoken(r.next_attempt_at) : null,
        text: content?.text || null,
      };
    }),
  );
  return { local, total, counts, items, page, filters: { state: state ?? '', to: to ?? '' }, requeued: requeued !== null };
}

/** /staff/mail POST: a failed message back to the queue. */
export async function requeueMailAction(args: PageArgs) {
  const done = await submitForm(requeueMailOp, args);
  if (!done.ok) return done.answer;
  const url = new URL(args.request.url);
  url.searchParams.set('requeued', '1');
  // The list's own query (its filters and page) comes back as the browser sent it, plus requeued=1.
  return redirect(`${staffHref('staff-mail')}?${url.searchParams.toString()}`);
}
