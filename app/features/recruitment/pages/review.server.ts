import { data, redirect } from 'react-router';
import { requireMember } from '#app/page-kit/auth.server';
import { fieldErrorsOf, readForm } from '#app/page-kit/forms.server';
import { attemptForm } from '#app/page-kit/operation-action.server';
import type { PageArgs } from '#app/page-kit/page-args';
import { retryAfterHeaders } from '#app/lib/retry-after';
import { saveReviewOp } from '../operations.server';
import { getMyOrder } from '../data/orders.server';
import { checkPhotos } from '../data/photos.server';
import { getMyReview } from '../data/reviews.server';
import { href } from '#app/config/href';

/** Write (?orderId= of my delivered trial) or edit (?id= of my review). */
export async function loadReviewForm({ request, context }: PageArgs) {
  const { services } = context;
  const member = { userId: requireMember(context, request).memberId };
  const url = new URL(request.url);
  const reviewId = url.searchParams.get('id');
  const orderId = url.searchParams.get('orderId');
  if (reviewId) {
    const review = await getMyReview(services.db.kysely, member.userId, reviewId);
    if (!review) throw data('리뷰를 찾을 수 없습니다.', { status: 404 });
    return { mode: 'edit' as const, review, order: null, note: null };
  }
  if (orderId) {
    const order = await getMyOrder(services.db.kysely, services.clock, member.userId, orderId);
    if (!order) throw data('신청 내역을 찾을 수 없습니다.', { status: 404 });
    if (order.reviewId) throw redirect(href('review-request', { id: order.reviewId }));
    if (order.status !== 'delivered') return { mode: 'none' as const, review: null, order: null, note: '배송이 끝난 체험만 리뷰를 쓸 수 있어요.' };
    return { mode: 'new' as const, review: null, order: { id: order.id, campaignTitle: order.campaignTitle, product: order.product, petName: order.petName }, note: null };
  }
  return { mode: 'none' as const, review: null, order: null, note: null };
}

/** The review form (the saveReview operation): photos are checked here, where the files are. */
export async function saveReviewAction(args: PageArgs) {
  const { request, context } = args;
  requireMember(context, request);
  const url = new URL(request.url);
  const form = await readForm(request);
  const fields = new FormData();
  for (const [k, v] of form.entries()) if (typeof v === 'string' && (k === 'rating' || k === 'body')) fields.append(k, v);
  const values = Object.fromEntries([...fields.entries()].map(([k, v]) => [k, String(v)]));
  const photos = await checkPhotos(form);
  const target = { reviewId: url.searchParams.get('id') ?? undefined, orderId: url.searchParams.get('orderId') ?? undefined };
  const removePhoto = form.getAll('removePhoto').filter((v): v is string => typeof v === 'string');
  const input = { ...Object.fromEntries(fields.entries()), ...target, removePhoto, photos: photos.ok ? photos.photos : [] };
  if (!photos.ok) {
    const parsed = saveReviewOp.input.safeParse(input);
    return data({ errors: { ...(parsed.success ? {} : fieldErrorsOf(parsed.error)), photos: photos.message }, values }, { status: 400 });
  }
  const tried = await attemptForm(saveReviewOp, args, fields, { fromForm: () => input });
  if (tried.ok) return redirect(href('review-list', { [tried.value.couponIssued ? 'coupon' : 'saved']: 1 }));
  const { refusal } = tried;
  if (refusal === null) return data({ errors: tried.errors, values }, { status: 400 });
  if (refusal.code === 'NOT_FOUND' || refusal.code === 'NO_TARGET') throw data(refusal.message, { status: refusal.status });
  const init = refusal.retryAfter === undefined ? { status: 400 } : { status: refusal.status, headers: retryAfterHeaders(refusal.retryAfter) };
  return data({ errors: tried.errors, values }, init);
}
