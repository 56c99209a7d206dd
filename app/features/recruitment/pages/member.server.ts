import { data, redirect } from 'react-router';
import { z } from 'zod';
import { requireMember } from '#app/page-kit/auth.server';
import { invalidQuery } from '#app/page-kit/forms.server';
import { submitForm } from '#app/page-kit/operation-action.server';
import { type PageArgs, readQuery, urlOf } from '#app/page-kit/page-args';
import { variantOfQuery } from '#app/lib/responsive-image';
import { noticeSettings } from '#app/features/account/data/notifications.server';
import { followTrialOpeningsOp } from '#app/features/account/operations.server';
import { previewRequested } from '#app/staff-kit/page-helpers.server';
import { heldPlus1CouponId } from '#app/features/offline-store/data/plus1.server';
import { getCampaign, listCampaigns } from '../data/campaigns.server';
import { getMyOrder, listMyOrders } from '../data/orders.server';
import { photoForViewer } from '../data/photos.server';
import { deleteReview } from '../operations.server';
import { listMyReviews, reviewableOrders } from '../data/reviews.server';
import { href } from '#app/config/href';

/** /recruitment: the running and past trial campaigns, and (members) whether they asked to hear of new ones. */
export async function loadCampaigns(args: PageArgs) {
  const { context } = args;
  const [campaigns, following, heldCoupon] = await Promise.all([
    listCampaigns(context.services.db.kysely, new Date(), { preview: previewRequested(args) }),
    context.viewer.isGuest ? null : noticeSettings(context.services.db.kysely, context.viewer.userId).then((s) => s.trialOpenings),
    context.viewer.isGuest ? null : heldPlus1CouponId(context.services.db.kysely, context.viewer.userId),
  ]);
  // A member who already holds the 1+1 coupon (one each) is sent to it, not asked to get another.
  return { ...campaigns, following, plus1Href: heldCoupon ? href('coupon', { id: heldCoupon }) : null };
}

/** /recruitment POST: "새 체험 알림" on or off. */
export async function followTrialOpeningsAction(args: PageArgs) {
  const done = await submitForm(followTrialOpeningsOp, args);
  if (!done.ok) return done.answer;
  return { following: done.value.trialOpenings };
}

const PhotoQuery = z.object({ id: z.string().optional() });

/**
 * /recruitment/photo: a photo of a return, refund or review (or one of its resized variants,
 * `w` and `f`): to its owner and staff, and to everyone when it belongs to a published review.
 * The rule is in the query (photoForViewer); anything else is 404.
 */
export async function recruitmentPhoto(args: PageArgs) {
  const { context } = args;
  const variant = variantOfQuery(urlOf(args).searchParams);
  if (variant === null) invalidQuery('w', '사진 크기(w)와 형식(f)이 올바르지 않습니다.');
  const id = readQuery(args, PhotoQuery).id ?? '';
  const file = id && id.length <= 64 ? await photoForViewer(context.services.db.kysely, context.services, context.viewer, id, variant) : null;
  if (!file) return new Response('Not found', { status: 404, headers: { 'Cache-Control': 'no-store' } });
  return new Response(file.body as Uint8Array<ArrayBuffer>, {
    headers: {
      'Content-Type': file.contentType,
      'Content-Disposition': 'inline',
      'Cache-Control': file.isPublic ? 'public, max-age=3600' : 'private, max-age=3600',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}

const REASONS = {
  duplicate: { title: '이미 신청하신 체험이에요', text: '체험은 회원 한 분당 한 번만 신청할 수 있어요. 신청 내역에서 진행 상태를 확인해 주세요.' },
  full: { title: '아쉽게도 모집 인원이 다 찼어요', text: '신청하시는 사이에 마지막 자리가 채워졌어요. 다음 체험 때 꼭 다시 만나요.' },
  'not-open': { title: '지금은 신청 기간이 아니에요', text: '신청 기간을 확인하시고 다른 체험도 둘러보세요.' },
} as const;

// An unknown reason shows the "nothing to show" note rather than refusing the link.
const OrderResultQuery = z.object({
  orderId: z.string().optional(),
  reason: z.enum(['duplicate', 'full', 'not-open']).optional().catch(undefined),
  campaignId: z.string().optional(),
});

/** /recruitment/order-result: the order just placed (?orderId=), or why it could not be (?reason=&campaignId=). */
export async function loadOrderResult(args: PageArgs) {
  const { request, context } = args;
  const member = requireMember(context, request);
  const query = readQuery(args, OrderResultQuery);
  if (query.orderId) {
    const order = await getMyOrder(context.services.db.kysely, context.services.clock, member.memberId, query.orderId);
    if (!order) throw data('신청 내역을 찾을 수 없습니다.', { status: 404 });
    return { order, failure: null };
  }
  const campaign = query.campaignId ? await getCampaign(context.services.db.kysely, query.campaignId) : null;
  const failure = query.reason ? { ...REASONS[query.reason], campaignTitle: campaign?.title ?? null } : null;
  return { order: null, failure };
}

/** /mypage/myrecruitment-order: the member's trial orders. */
export async function loadMyOrders({ request, context }: PageArgs) {
  const member = requireMember(context, request);
  return { orders: await listMyOrders(context.services.db.kysely, context.services.clock, member.memberId) };
}

const ReviewListQuery = z.object({ deleted: z.string().optional(), coupon: z.string().optional(), saved: z.string().optional() });

/** /mypage/myproducts-review: the member's reviews and the delivered trials still waiting for one. */
export async function loadMyReviews(args: PageArgs) {
  const { request, context } = args;
  const { services } = context;
  const member = requireMember(context, request);
  const query = readQuery(args, ReviewListQuery);
  const [reviews, pending] = await Promise.all([listMyReviews(services.db.kysely, member.memberId), reviewableOrders(services.db.kysely, services.clock, member.memberId)]);
  const notice =
    query.deleted !== undefined
      ? '리뷰를 삭제했습니다.'
      : query.coupon !== undefined
        ? '리뷰를 등록했습니다. 감사의 마음으로 온라인몰 10% 할인 쿠폰을 쿠폰함에 넣어 드렸어요.'
        : query.saved !== undefined
          ? '리뷰를 저장했습니다.'
          : null;
  return { reviews, pending: pending.map((o) => ({ id: o.id, campaignTitle: o.campaignTitle, product: o.product, petName: o.petName })), notice };
}

/** /mypage/myproducts-review POST: deletes one of the member's reviews. */
export async function myReviewsAction(args: PageArgs) {
  const done = await submitForm(deleteReview, args, { intent: 'delete' });
  if (!done.ok) return done.answer;
  return redirect(href('review-list', { deleted: 1 }));
}
