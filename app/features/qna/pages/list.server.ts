import { data } from 'react-router';
import { z } from 'zod';
import { requireMember, requireStaff } from '#app/page-kit/auth.server';
import { invalidQuery } from '#app/page-kit/forms.server';
import { type PageArgs, pageParam, readQuery, urlOf } from '#app/page-kit/page-args';
import { variantOfQuery } from '#app/lib/responsive-image';
import { getAttachment, getMyInquiry, listInquiriesForStaff, listMyInquiries, markAnswerRead, staticImageUrl } from '../data/inquiries.server';

/** A flag parameter: present (with any value) or not. */
const flag = z
  .string()
  .optional()
  .transform((value) => value !== undefined);

const MyListQuery = z.object({ page: pageParam, deleted: flag });

/** /mypage/myqna: a page of the member's inquiries. */
export async function loadMyInquiries(args: PageArgs) {
  const { request, context } = args;
  const member = requireMember(context, request);
  const query = readQuery(args, MyListQuery);
  const { total, items } = await listMyInquiries(context.services.db.kysely, member.memberId, query.page);
  return {
    total,
    items,
    page: query.page,
    unread: items.filter((i) => i.isNewAnswer).length,
    emptyImage: staticImageUrl(context.services.env, 'qna-empty.svg'),
    notice: query.deleted ? '문의를 삭제했습니다.' : null,
  };
}

const MyDetailQuery = z.object({ id: z.string().optional(), created: flag, updated: flag, locked: flag });

/** /mypage/myqna/detail?id=…: one of the member's inquiries; opening its answer marks it read. */
export async function loadMyInquiry(args: PageArgs) {
  const { request, context } = args;
  const member = requireMember(context, request);
  const query = readQuery(args, MyDetailQuery);
  const id = query.id ?? '';
  // Without an id there is nothing to show yet: the page points to the list (an unknown id is a 404).
  if (!id) return { inquiry: null, notice: null, justRead: false };
  const inquiry = await getMyInquiry(context.services.db.kysely, member.memberId, id);
  if (!inquiry) throw data('문의를 찾을 수 없습니다.', { status: 404 });
  // Opening the answer is what "read" means: the notices in the header and my-page go away.
  if (inquiry.isNewAnswer) await markAnswerRead(context.services.db.kysely, member.memberId, inquiry.id);
  const notice = query.created
    ? '문의가 등록되었습니다. 답변이 등록되면 알려 드릴게요.'
    : query.updated
      ? '문의를 수정했습니다.'
      : query.locked
        ? '답변이 등록된 문의는 수정할 수 없어요. 더 궁금한 점은 새 문의로 남겨 주세요.'
        : null;
  return { inquiry, notice, justRead: inquiry.isNewAnswer };
}

const AttachmentQuery = z.object({ id: z.string().optional() });

/**
 * /mypage/myqna/attachment: an inquiry attachment (or a resized variant of an image attachment,
 * `w` and `f`), to the inquiry's owner and to staff only (never cached by shared caches).
 */
export async function inquiryAttachment(args: PageArgs) {
  const { request, context } = args;
  const viewer = requireMember(context, request);
  const variant = variantOfQuery(urlOf(args).searchParams);
  if (variant === null) invalidQuery('w', '사진 크기(w)와 형식(f)이 올바르지 않습니다.');
  const id = readQuery(args, AttachmentQuery).id ?? '';
  const file = id ? await getAttachment(context.services.db.kysely, context.services, viewer, id, variant) : null;
  if (!file) return new Response('Not found', { status: 404 });
  const isPdf = file.contentType === 'application/pdf';
  const ext = isPdf ? 'pdf' : file.contentType.split('/')[1]!.replace('jpeg', 'jpg');
  return new Response(file.body as Uint8Array<ArrayBuffer>, {
    headers: {
      'Content-Type': file.contentType,
      'Content-Disposition': `${isPdf ? 'attachment' : 'inline'}; filename="${file.label}.${ext}"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}

// Any other status (or none) lists them all.
const StaffListQuery = z.object({ status: z.enum(['waiting', 'answered']).optional().catch(undefined), page: pageParam });

/** /staff/inquiries: a page of every member's inquiries, optionally by answer status. */
export async function loadStaffInquiries(args: PageArgs) {
  const { request, context } = args;
  requireStaff(context, request);
  const { status, page } = readQuery(args, StaffListQuery);
  const { total, items } = await listInquiriesForStaff(context.services.db.kysely, { status, page });
  return { total, items, page, status: status ?? '' };
}
