import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { DbConn, Dialect } from '#server/platform/db/database';
import type { MailOutboxRow, MailStatus, MailTransportKind } from '#server/platform/db/schema/mail-outbox';
import type { MailTemplate } from './template';
import { likeContaining } from '../db/like';

/**
 * The outbox table's SQL (the mail platform owns `mail_outbox`). Features only call
 * `enqueueMail`, inside the transaction of the event the message is about, so the message exists
 * exactly when the event does; the worker (worker.ts) claims, sends and settles rows.
 */

export interface NewMail<D> {
  to: string;
  template: MailTemplate<D>;
  data: NoInfer<D>;
  /** The member the message is about: withdrawal drops their messages. Omit for mail to staff or invitees. */
  memberId?: string | null;
  /** When it was written (the caller's clock); defaults to now. */
  at?: Date;
}

/**
 * Queues one message. `db` is the caller's transaction (or a connection): the row commits or
 * rolls back with the event. The data is checked against the template's schema now, so a bad
 * message fails its event instead of failing later in the worker. Returns the row id.
 */
export async function enqueueMail<D>(db: DbConn, mail: NewMail<D>): Promise<string> {
  const data = mail.template.data.parse(mail.data);
  const id = randomUUID();
  const at = (mail.at ?? new Date()).toISOString();
  await db
    .insertInto('mail_outbox')
    .values({
      id,
      member_id: mail.memberId ?? null,
      to_address: mail.to,
      template: mail.template.name,
      data: JSON.stringify(data),
      status: 'queued',
      attempts: 0,
      next_attempt_at: at,
      lease_owner: null,
      lease_until: null,
      last_error: null,
      transport: null,
      subject: null,
      created_at: at,
      sent_at: null,
    })
    .execute();
  return id;
}

/**
 * Claims up to `limit` rows that are due (queued and past their next attempt) or whose lease ran
 * out (a worker died while sending), for `owner` until `leaseUntil`. One statement: on PostgreSQL
 * the rows are picked `FOR UPDATE SKIP LOCKED`, so two workers claiming at once take different
 * rows; on SQLite the single writer makes the UPDATE … RETURNING atomic.
 */
export async function claimDueMail(db: DbConn, dialect: Dialect, owner: string, now: Date, leaseUntil: Date, limit: number): Promise<MailOutboxRow[]> {
  const at = now.toISOString();
  let due = db
    .selectFrom('mail_outbox')
    .select('id')
    .where((eb) =>
      eb.or([
        eb.and([eb('status', '=', 'queued'), eb('next_attempt_at', '<=', at)]),
        eb.and([eb('status', '=', 'sending'), eb('lease_until', '<', at)]),
      ]),
    )
    .orderBy('next_attempt_at')
    .limit(limit);
  if (dialect === 'postgres') due = due.forUpdate().skipLocked();
  return db
    .updateTable('mail_outbox')
    .set({ status: 'sending', lease_owner: owner, lease_until: leaseUntil.toISOString() })
    .where('id', 'in', due)
    .returningAll()
    .execute();
}

/** The claimed row was handed to the transport. Only its lease holder settles it. */
export async function markMailSent(db: DbConn, row: Pick<MailOutboxRow, 'id'>, owner: string, sent: { at: Date; transport: MailTransportKind; subject: string; keepData: boolean }): Promise<boolean> {
  const result = await db
    .updateTable('mail_outbox')
    .set({
      status: 'sent',
      sent_at: sent.at.toISOString(),
      transport: sent.transport,
      subject: sent.subject,
      attempts: sql<number>`attempts + 1`,
      lease_owner: null,
      lease_until: null,
      last_error: null,
      // A message an SMTP server took holds nothing we still need (a reset link, a name): only
      // the development outbox keeps it, to show it.
      ...(!sent.keepData && { data: '{}' }),
    })
    .where('id', '=', row.id)
    .where('lease_owner', '=', owner)
    .where('status', '=', 'sending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A try failed: back to the queue for `retryAt`, or `failed` for good (retryAt null). */
export async function markMailFailed(db: DbConn, row: Pick<MailOutboxRow, 'id'>, owner: string, failure: { error: string; retryAt: Date | null }): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set({
      status: failure.retryAt ? 'queued' : 'failed',
      attempts: sql<number>`attempts + 1`,
      next_attempt_at: (failure.retryAt ?? new Date()).toISOString(),
      lease_owner: null,
      lease_until: null,
      last_error: failure.error.slice(0, 500),
    })
    .where('id', '=', row.id)
    .where('lease_owner', '=', owner)
    .where('status', '=', 'sending')
    .execute();
}

/** Staff send a failed message again (it keeps its data until sent). */
export async function requeueMail(db: DbConn, id: string, at: Date): Promise<boolean> {
  const result = await db
    .updateTable('mail_outbox')
    .set({ status: 'queued', attempts: 0, next_attempt_at: at.toISOString(), last_error: null })
    .where('id', '=', id)
    .where('status', '=', 'failed')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Withdrawal (docs/decisions/005): the member's messages go — pending ones are never sent, and
 * sent ones no longer keep the address. Registered as a member eraser (server/adapters/member-erasers.ts).
 */
export async function eraseMailOfMember(db: DbConn, memberId: string): Promise<void> {
  await db.deleteFrom('mail_outbox').where('member_id', '=', memberId).execute();
}

/** Pending (queued or being sent) messages of one kind to a member, newest first (e.g. drop a superseded link). */
export async function dropPendingMail(db: DbConn, memberId: string, templateName: string): Promise<number> {
  const result = await db.deleteFrom('mail_outbox').where('member_id', '=', memberId).where('template', '=', templateName).where('status', '=', 'queued').executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Messages still to be delivered, and the time the oldest of those that are due became due (metrics). */
export async function outboxBacklog(db: DbConn, now: Date): Promise<{ depth: number; oldestDueAt: Date | null }> {
  const row = await db
    .selectFrom('mail_outbox')
    .where('status', 'in', ['queued', 'sending'])
    .select((eb) => [eb.fn.countAll<number>().as('depth')])
    .executeTakeFirst();
  const due = await db
    .selectFrom('mail_outbox')
    .where('status', '=', 'queued')
    .where('next_attempt_at', '<=', now.toISOString())
    .select((eb) => eb.fn.min('next_attempt_at').as('oldest'))
    .executeTakeFirst();
  const oldest = due?.oldest ?? null;
  return { depth: Number(row?.depth ?? 0), oldestDueAt: oldest === null ? null : new Date(String(oldest)) };
}

/** Retention (server/adapters/retention.ts): up to `limit` messages sent before `before` leave the table; the count. */
export async function purgeSentMail(db: DbConn, before: Date, limit: number): Promise<number> {
  const result = await db
    .deleteFrom('mail_outbox')
    .where('id', 'in', (eb) => eb.selectFrom('mail_outbox').select('id').where('status', '=', 'sent').where('sent_at', '<', before.toISOString()).limit(limit))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

export interface OutboxListQuery {
  status?: MailStatus | undefined;
  /** Sent messages: the way they went (a mail server, or only this outbox). */
  transport?: MailTransportKind | undefined;
  /** Queued messages: true for those that failed before and wait to be tried again, false for first tries. */
  retrying?: boolean | undefined;
  /** Part of the recipient address. */
  to?: string | undefined;
  page: number;
  perPage: number;
}

/** The staff outbox page: newest first. */
export async function listOutbox(db: DbConn, query: OutboxListQuery): Promise<{ total: number; rows: MailOutboxRow[] }> {
  let base = db.selectFrom('mail_outbox');
  if (query.status) base = base.where('status', '=', query.status);
  if (query.transport) base = base.where('transport', '=', query.transport);
  if (query.retrying !== undefined) base = base.where('attempts', query.retrying ? '>' : '=', 0);
  if (query.to) base = base.where('to_address', 'like', likeContaining(query.to));
  const [count, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    base
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage)
      .execute(),
  ]);
  return { total: Number(count.n), rows };
}

/** How many rows are in each status (the staff page's summary and the tests). */
export async function countOutboxByStatus(db: DbConn): Promise<Record<MailStatus, number>> {
  const rows = await db.selectFrom('mail_outbox').select(['status', (eb) => eb.fn.countAll<number>().as('n')]).groupBy('status').execute();
  const counts: Record<MailStatus, number> = { queued: 0, sending: 0, sent: 0, failed: 0 };
  for (const r of rows) counts[r.status] = Number(r.n);
  return counts;
}

/** Sent messages by the way they went, and queued ones by first try or retry (the staff page's summary). */
export async function countOutboxByWay(db: DbConn): Promise<{ status: MailStatus; transport: MailTransportKind | null; retrying: boolean; n: number }[]> {
  // Written without parameters: PostgreSQL matches the grouped expression to the selected one by its text.
  const retrying = sql<number>`case when attempts > 0 then 1 else 0 end`;
  const rows = await db
    .selectFrom('mail_outbox')
    .select(['status', 'transport', retrying.as('retrying'), (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy(['status', 'transport', retrying])
    .execute();
  return rows.map((r) => ({ status: r.status, transport: r.transport, retrying: Number(r.retrying) === 1, n: Number(r.n) }));
}
