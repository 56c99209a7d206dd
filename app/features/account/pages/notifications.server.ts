import { data, redirect } from 'react-router';
import { z } from 'zod';
import { requireMember } from '#app/page-kit/auth.server';
import { readForm } from '#app/page-kit/forms.server';
import { performForm } from '#app/page-kit/operation-action.server';
import { type PageArgs, pageParam, readQuery } from '#app/page-kit/page-args';
import { safeReturnPath } from '#app/lib/return-path';
import { listNotices, noticeSettings } from '../data/notifications.server';
import { readAllNoticesOp, readNoticeOp, saveNoticeSettingsOp } from '../operations.server';
import { NOTICES_PER_PAGE } from '../notice-list-size';
import { href } from '#app/config/href';

const ListQuery = z.object({ page: pageParam });

/** /mypage/notifications: the member's notices, newest first, and how they are told. */
export async function loadNotices(args: PageArgs) {
  const member = requireMember(args.context, args.request);
  const { page } = readQuery(args, ListQuery);
  const db = args.context.services.db.kysely;
  const [{ total, rows }, settings] = await Promise.all([listNotices(db, member.memberId, page, NOTICES_PER_PAGE), noticeSettings(db, member.memberId)]);
  return {
    total,
    page,
    settings,
    notices: rows.map((r) => ({ id: r.id, kind: r.kind, title: r.title, body: r.body, createdAt: r.created_at, read: r.read_at !== null })),
  };
}

/** The page's forms: open a notice (`intent=open`), read them all (`intent=read-all`), the channels (`intent=settings`). */
export async function noticesAction(args: PageArgs) {
  requireMember(args.context, args.request);
  const form = await readForm(args.request);
  const intent = form.get('intent');
  form.delete('intent');
  if (intent === 'open') {
    const done = await performForm(readNoticeOp, args, form);
    if (!done.ok) return done.answer;
    // Only a path of this site (a notice's link is ours, but the check costs nothing).
    return redirect(safeReturnPath(done.value.link, href('notifications')));
  }
  if (intent === 'read-all') {
    const done = await performForm(readAllNoticesOp, args, form);
    if (!done.ok) return done.answer;
    return { intent: 'read-all' as const, saved: true };
  }
  if (intent === 'settings') {
    const done = await performForm(saveNoticeSettingsOp, args, form);
    if (!done.ok) return done.answer;
    return { intent: 'settings' as const, saved: true };
  }
  throw data('알 수 없는 요청입니다.', { status: 400 });
}
