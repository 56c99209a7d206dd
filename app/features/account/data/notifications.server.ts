import { randomUUID } from 'node:crypto';
import type { DbConn } from '#server/platform/db/database';
import type { NotificationKind, NotificationRow } from '#server/platform/db/schema/notifications';
import { likeStartingWith } from '#server/platform/db/like';

/**
 * The notices' tables (notifications, notification_settings). Other features never write them
 * directly: they call `notify` (notify.server.ts) inside the transaction of their event.
 */

export interface NewNotice {
  memberId: string;
  kind: NotificationKind;
  title: string;
  body: string;
  link: string;
  /** One notice per member and key: a second call with the same key does nothing. */
  dedupeKey: string;
  at: Date;
}

/** Inserts the notice unless the member already has one with the key; true when this call wrote it. */
export async function insertNotice(db: DbConn, notice: NewNotice): Promise<boolean> {
  const result = await db
    .insertInto('notifications')
    .values({
      id: randomUUID(),
      member_id: notice.memberId,
      kind: notice.kind,
      title: notice.title,
      body: notice.body,
      link: notice.link,
      dedupe_key: notice.dedupeKey,
      created_at: notice.at.toISOString(),
      read_at: null,
    })
    // Doing nothing on the unique (member, key) keeps a PostgreSQL transaction usable.
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1;
}

export async function listNotices(db: DbConn, memberId: string, page: number, perPage: number): Promise<{ total: number; rows: NotificationRow[] }> {
  const [count, rows] = await Promise.all([
    db.selectFrom('notifications').select((eb) => eb.fn.countAll<number>().as('n')).where('member_id', '=', memberId).executeTakeFirstOrThrow(),
    db
      .selectFrom('notifications')
      .selectAll()
      .where('member_id', '=', memberId)
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .limit(perPage)
      .offset((page - 1) * perPage)
      .execute(),
  ]);
  return { total: Number(count.n), rows };
}

export async function countUnreadNotices(db: DbConn, memberId: string): Promise<number> {
  const row = await db.selectFrom('notifications').select((eb) => eb.fn.countAll<number>().as('n')).where('member_id', '=', memberId).where('read_at', 'is', null).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The member's own notice (its link), marked read. */
export async function readNotice(db: DbConn, memberId: string, id: string, at: Date): Promise<{ link: string } | undefined> {
  const row = await db.selectFrom('notifications').select('link').where('id', '=', id).where('member_id', '=', memberId).executeTakeFirst();
  if (!row) return undefined;
  await db.updateTable('notifications').set({ read_at: at.toISOString() }).where('id', '=', id).where('member_id', '=', memberId).where('read_at', 'is', null).execute();
  return row;
}

export async function readAllNotices(db: DbConn, memberId: string, at: Date): Promise<number> {
  const result = await db.updateTable('notifications').set({ read_at: at.toISOString() }).where('member_id', '=', memberId).where('read_at', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** The member saw what a notice points at by another way (opened the inquiry): its notices about it are read. */
export async function readNoticesAbout(db: DbConn, memberId: string, dedupeKeyPrefix: string, at: Date): Promise<void> {
  await db
    .updateTable('notifications')
    .set({ read_at: at.toISOString() })
    .where('member_id', '=', memberId)
    .where('read_at', 'is', null)
    .where('dedupe_key', 'like', likeStartingWith(dedupeKeyPrefix))
    .execute();
}

export interface NoticeSettings {
  email: boolean;
  trialOpenings: boolean;
}

export async function noticeSettings(db: DbConn, memberId: string): Promise<NoticeSettings> {
  const row = await db.selectFrom('notification_settings').select(['email', 'trial_openings']).where('member_id', '=', memberId).executeTakeFirst();
  return { email: row?.email === 1, trialOpenings: row?.trial_openings === 1 };
}

export async function saveNoticeSettings(db: DbConn, memberId: string, settings: Partial<NoticeSettings>, at: Date): Promise<NoticeSettings> {
  const current = await noticeSettings(db, memberId);
  const next = { ...current, ...Object.fromEntries(Object.entries(settings).filter(([, v]) => v !== undefined)) } as NoticeSettings;
  await db
    .insertInto('notification_settings')
    .values({ member_id: memberId, email: next.email ? 1 : 0, trial_openings: next.trialOpenings ? 1 : 0, updated_at: at.toISOString() })
    .onConflict((oc) => oc.column('member_id').doUpdateSet({ email: next.email ? 1 : 0, trial_openings: next.trialOpenings ? 1 : 0, updated_at: at.toISOString() }))
    .execute();
  return next;
}

/** Members who asked to be told of new trials, a page at a time (by id). */
export async function membersWantingTrialOpenings(db: DbConn, after: string, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('notification_settings')
    .select('member_id')
    .where('trial_openings', '=', 1)
    .where('member_id', '>', after)
    .orderBy('member_id')
    .limit(limit)
    .execute();
  return rows.map((r) => r.member_id);
}

/** Withdrawal: the member's notices and choices go (a member eraser, server/adapters/member-erasers.ts). */
export async function eraseNoticesOfMember(db: DbConn, memberId: string): Promise<void> {
  await db.deleteFrom('notifications').where('member_id', '=', memberId).execute();
  await db.deleteFrom('notification_settings').where('member_id', '=', memberId).execute();
}

/** Retention (server/adapters/retention.ts): up to `limit` read notices older than `before` leave the list; the count. */
export async function purgeReadNotices(db: DbConn, before: Date, limit: number): Promise<number> {
  const result = await db
    .deleteFrom('notifications')
    .where('id', 'in', (eb) => eb.selectFrom('notifications').select('id').where('read_at', 'is not', null).where('created_at', '<', before.toISOString()).limit(limit))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
