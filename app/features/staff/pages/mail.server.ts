import { z } from 'zod';
import { redirect } from 'react-router';
import { requireStaff } from '#app/page-kit/auth.server';
import { submitForm } from '#app/page-kit/operation-action.server';
import { optionalParam, type PageArgs, pageParam, readQuery } from '#app/page-kit/page-args';
import { MAIL_PER_PAGE, MAIL_STATUS_LABEL } from '../mail-labels';
import { countOutboxByStatus, listOutbox } from '#server/platform/mail/outbox';
import { requeueMailOp } from '../mail-operations.server';
import { href } from '#app/config/href';


const MailQuery = z.object({
  status: z.enum(['queued', 'sending', 'sent', 'failed']).optional().catch(undefined),
  to: optionalParam,
  page: pageParam,
  requeued: optionalParam,
});

/**
 * /staff/mail: the outbox, newest first. With no SMTP server configured (development) every
 * message stays here with its content, so staff can read what members were sent (and follow a
 * link); with SMTP the content is not shown and is erased once the server took the message.
 */
export async function loadMailOutbox(args: PageArgs) {
  requireStaff(args.context, args.request);
  const { services } = args.context;
  const { status, to, page, requeued } = readQuery(args, MailQuery);
  const [{ total, rows }, counts] = await Promise.all([
    listOutbox(services.db.kysely, { status, to: to ?? undefined, page, perPage: MAIL_PER_PAGE }),
    countOutboxByStatus(services.db.kysely),
  ]);
  const local = services.mail.transportKind === 'outbox';
  const items = await Promise.all(
    rows.map(async (r) => {
      let content: { subject: string; text: string } | null = null;
      let renderError: string | null = null;
      if (local && r.data !== '{}') {
        try {
          const rendered = await services.mail.render(r);
          content = { subject: rendered.subject, text: rendered.text };
        } catch (error) {
          renderError = error instanceof Error ? error.message : String(error);
        }
      }
      return {
        id: r.id,
        to: r.to_address,
        template: r.template,
        subject: content?.subject ?? r.subject,
        status: r.status,
        statusLabel: MAIL_STATUS_LABEL[r.status],
        attempts: r.attempts,
        lastError: r.last_error ?? renderError,
        createdAt: r.created_at,
        sentAt: r.sent_at,
        nextAttemptAt: r.status === 'queued' ? r.next_attempt_at : null,
        text: content?.text ?? null,
      };
    }),
  );
  return { local, total, counts, items, page, filters: { status: status ?? '', to: to ?? '' }, requeued: requeued !== null };
}

/** /staff/mail POST: a failed message back to the queue. */
export async function requeueMailAction(args: PageArgs) {
  const done = await submitForm(requeueMailOp, args);
  if (!done.ok) return done.answer;
  const url = new URL(args.request.url);
  url.searchParams.set('requeued', '1');
  // The list's own query (its filters and page) comes back as the browser sent it, plus requeued=1.
  return redirect(`${href('staff-mail')}?${url.searchParams.toString()}`);
}
