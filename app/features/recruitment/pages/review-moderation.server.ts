import { redirect } from 'react-router';
import { z } from 'zod';
import { requireStaff } from '#app/page-kit/auth.server';
import { submitForm } from '#app/page-kit/operation-action.server';
import { optionalParam, type PageArgs, pageParam, readQuery, urlOf } from '#app/page-kit/page-args';
import { moderateReviewOp } from '../operations.server';
import { listStaffReviews } from '../data/review-moderation.server';

/** /staff/reviews: review moderation (issue 15 item 8). */

const Query = z.object({
  q: z.string().trim().max(100).optional().transform((v) => v ?? ''),
  shown: z.enum(['all', 'visible', 'hidden']).optional().catch('all').transform((v) => v ?? 'all'),
  page: pageParam,
  saved: optionalParam,
});

export async function loadStaffReviews(args: PageArgs) {
  requireStaff(args.context, args.request);
  const query = readQuery(args, Query);
  const list = await listStaffReviews(args.context.services.db.kysely, query);
  const notice = query.saved === 'hide' ? '리뷰를 숨겼습니다. 상품 페이지에서 바로 사라지고, 회원에게는 이유가 보입니다.' : query.saved === 'show' ? '리뷰를 다시 보이게 했습니다.' : null;
  return { ...list, query, notice };
}

export async function moderateReviewAction(args: PageArgs) {
  const done = await submitForm(moderateReviewOp, args);
  if (!done.ok) return done.answer;
  const url = urlOf(args);
  url.searchParams.set('saved', String(done.form.get('action')));
  return redirect(url.pathname + url.search);
}
