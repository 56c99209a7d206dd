import { data, redirect } from 'react-router';
import type { MemberViewer } from '#app/lib/auth.server';
import { limitRefusal, parseForm } from '#app/lib/forms.server';
import type { Services } from '#server/platform/services';
import { getMyOrder } from './orders.server';
import { checkPhotos } from './photos.server';
import { deleteMyReview, getMyReview, saveReview } from './reviews.server';
import { MAX_PHOTOS, ReviewSchema } from './schemas';

export async function deleteReviewAction(services: Services, member: MemberViewer, form: FormData) {
  if (form.get('intent') !== 'delete') throw data('알 수 없는 요청입니다.', { status: 400 });
  const id = String(form.get('reviewId') ?? '');
  if (!id || !(await deleteMyReview(services, member.userId, id))) throw data('리뷰를 찾을 수 없습니다.', { status: 404 });
  return redirect('/mypage/myproducts-review?deleted=1');
}

/** Write (?orderId= of my delivered trial) or edit (?id= of my review). */
export async function loadReviewForm(services: Services, member: MemberViewer, url: URL) {
  const reviewId = url.searchParams.get('id');
  const orderId = url.searchParams.get('orderId');
  if (reviewId) {
    const review = await getMyReview(services, member.userId, reviewId);
    if (!review) throw data('리뷰를 찾을 수 없습니다.', { status: 404 });
    return { mode: 'edit' as const, review, order: null, note: null };
  }
  if (orderId) {
    const order = await getMyOrder(services, member.userId, orderId);
    if (!order) throw data('신청 내역을 찾을 수 없습니다.', { status: 404 });
    if (order.reviewId) throw redirect(`/mypage/myproducts-review/request?id=${encodeURIComponent(order.reviewId)}`);
    if (order.status !== 'delivered') return { mode: 'none' as const, review: null, order: null, note: '배송이 끝난 체험만 리뷰를 쓸 수 있어요.' };
    return { mode: 'new' as const, review: null, order: { id: order.id, campaignTitle: order.campaignTitle, product: order.product, petName: order.petName }, note: null };
  }
  return { mode: 'none' as const, review: null, order: null, note: null };
}

export async function saveReviewAction(services: Services, member: MemberViewer, url: URL, form: FormData) {
  const fields = new FormData();
  for (const [k, v] of form.entries()) if (typeof v === 'string' && (k === 'rating' || k === 'body')) fields.append(k, v);
  const parsed = parseForm(ReviewSchema, fields);
  const photos = await checkPhotos(form);
  const removePhotoIds = form.getAll('removePhoto').filter((v): v is string => typeof v === 'string');
  const errors: Record<string, string> = parsed.ok ? {} : { ...parsed.fieldErrors };
  if (!photos.ok) errors.photos = photos.message;
  const values = Object.fromEntries([...fields.entries()].map(([k, v]) => [k, String(v)]));
  if (!parsed.ok || !photos.ok) return data({ errors, values }, { status: 400 });
  const reviewId = url.searchParams.get('id');
  const orderId = url.searchParams.get('orderId');
  if (!reviewId && !orderId) throw data('알 수 없는 요청입니다.', { status: 400 });
  let outcome: Awaited<ReturnType<typeof saveReview>>;
  try {
    outcome = await saveReview(services, member.userId, reviewId ? { reviewId } : { orderId: orderId! }, parsed.data, photos.photos, removePhotoIds);
  } catch (error) {
    return limitRefusal(error, 'photos', values);
  }
  if (outcome.ok) return redirect(`/mypage/myproducts-review?${outcome.couponIssued ? 'coupon' : 'saved'}=1`);
  if (outcome.reason === 'not-found') throw data('리뷰를 찾을 수 없습니다.', { status: 404 });
  const message =
    outcome.reason === 'duplicate'
      ? '이 체험의 리뷰는 이미 작성하셨어요.'
      : outcome.reason === 'not-delivered'
        ? '배송이 끝난 체험만 리뷰를 쓸 수 있어요.'
        : `사진은 ${MAX_PHOTOS}장까지 올릴 수 있습니다.`;
  const errorsOut: Record<string, string> = outcome.reason === 'too-many-photos' ? { photos: message } : { form: message };
  return data({ errors: errorsOut, values }, { status: 400 });
}
