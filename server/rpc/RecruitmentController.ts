import { z } from 'zod';
import { listCampaigns } from '#app/features/recruitment/campaigns.server';
import { cancelMyClaim, getMyClaim, listMyClaims, moveClaimStatus } from '#app/features/recruitment/claims.server';
import { getMyCoupon, listMyCoupons } from '#app/features/coupons/coupons.server';
import { cancelMyOrder, getMyOrder, listMyOrders, moveOrderStatus } from '#app/features/recruitment/orders.server';
import { deleteMyReview, getMyReview, listMyReviews, reviewsForProduct } from '#app/features/recruitment/reviews.server';
import { TRACKING_NUMBER } from '#app/features/recruitment/form-options';
import { Id } from '#app/features/recruitment/schemas';
import { method, wrappedMethod } from './define';
import { failure, notFound, RpcError } from '../platform/errors/request-errors';

const Kind = z.enum(['return', 'refund']);
const memberOf = (viewer: { isGuest: boolean; userId?: string }) => {
  if (viewer.isGuest || !viewer.userId) throw notFound();
  return viewer.userId;
};

/**
 * Free trials: campaigns (public), and the member's own applications, returns, refunds, reviews
 * and coupons. Member methods never take a member id; another member's id is "not found".
 */
export const RecruitmentController = {
  getCampaigns: wrappedMethod({
    input: z.object({}).strip(),
    access: 'public',
    cacheable: true,
    handler: async (_input, { services }) => listCampaigns(services),
  }),

  getProductReviews: wrappedMethod({
    input: z.object({ productId: Id }),
    access: 'public',
    cacheable: true,
    handler: async ({ productId }, { services }) => reviewsForProduct(services, productId),
  }),

  getMyOrders: method({
    input: z.strictObject({}),
    access: 'member',
    readOnly: true,
    handler: async (_input, { services, viewer }) => listMyOrders(services, memberOf(viewer)),
  }),

  getMyOrder: method({
    input: z.strictObject({ orderId: Id }),
    access: 'member',
    readOnly: true,
    handler: async ({ orderId }, { services, viewer }) => {
      const order = await getMyOrder(services, memberOf(viewer), orderId);
      if (!order) throw notFound('신청 내역을 찾을 수 없습니다.');
      return order;
    },
  }),

  getMyClaims: method({
    input: z.strictObject({ kind: Kind }),
    access: 'member',
    readOnly: true,
    handler: async ({ kind }, { services, viewer }) => listMyClaims(services, memberOf(viewer), kind),
  }),

  getMyClaim: method({
    input: z.strictObject({ kind: Kind, claimId: Id }),
    access: 'member',
    readOnly: true,
    handler: async ({ kind, claimId }, { services, viewer }) => {
      const claim = await getMyClaim(services, memberOf(viewer), kind, claimId);
      if (!claim) throw notFound('신청 내역을 찾을 수 없습니다.');
      return claim;
    },
  }),

  /** 신청 취소 before the draw; the place goes back to the campaign. */
  cancelMyOrder: wrappedMethod({
    input: z.strictObject({ orderId: Id }),
    access: 'member',
    handler: async ({ orderId }, { services, viewer }) => {
      const outcome = await cancelMyOrder(services, memberOf(viewer), orderId);
      if (outcome === 'not-found') throw notFound('신청 내역을 찾을 수 없습니다.');
      if (outcome === 'not-cancellable') throw failure('당첨 발표가 끝난 신청은 취소할 수 없습니다.', 'NOT_CANCELLABLE', 409);
      return null;
    },
  }),

  cancelMyClaim: wrappedMethod({
    input: z.strictObject({ claimId: Id }),
    access: 'member',
    handler: async ({ claimId }, { services, viewer }) => {
      const outcome = await cancelMyClaim(services, memberOf(viewer), claimId);
      if (outcome === 'not-found') throw notFound('신청 내역을 찾을 수 없습니다.');
      if (outcome === 'not-cancellable') throw failure('이미 처리 중이거나 끝난 신청은 취소할 수 없습니다.', 'NOT_CANCELLABLE', 409);
      return null;
    },
  }),

  getMyReviews: method({
    input: z.strictObject({}),
    access: 'member',
    readOnly: true,
    handler: async (_input, { services, viewer }) => listMyReviews(services, memberOf(viewer)),
  }),

  getMyReview: method({
    input: z.strictObject({ reviewId: Id }),
    access: 'member',
    readOnly: true,
    handler: async ({ reviewId }, { services, viewer }) => {
      const review = await getMyReview(services, memberOf(viewer), reviewId);
      if (!review) throw notFound('리뷰를 찾을 수 없습니다.');
      return review;
    },
  }),

  deleteMyReview: wrappedMethod({
    input: z.strictObject({ reviewId: Id }),
    access: 'member',
    handler: async ({ reviewId }, { services, viewer }) => {
      if (!(await deleteMyReview(services, memberOf(viewer), reviewId))) throw notFound('리뷰를 찾을 수 없습니다.');
      return null;
    },
  }),

  getMyCoupons: method({
    input: z.strictObject({}),
    access: 'member',
    readOnly: true,
    handler: async (_input, { services, viewer }) => listMyCoupons(services, memberOf(viewer)),
  }),

  getMyCoupon: method({
    input: z.strictObject({ couponId: Id }),
    access: 'member',
    readOnly: true,
    handler: async ({ couponId }, { services, viewer }) => {
      const coupon = await getMyCoupon(services, memberOf(viewer), couponId);
      if (!coupon) throw notFound('쿠폰을 찾을 수 없습니다.');
      return coupon;
    },
  }),

  /** Staff: moves an application along 신청완료 → 당첨/미당첨 → 배송준비 → 배송중 → 배송완료. */
  updateOrderStatus: wrappedMethod({
    input: z.strictObject({
      orderId: Id,
      status: z.enum(['applied', 'selected', 'not_selected', 'preparing', 'shipping', 'delivered']),
      note: z.string().trim().max(200).optional(),
      courier: z.string().trim().max(30).optional(),
      trackingNumber: z.string().trim().regex(TRACKING_NUMBER, '운송장 번호를 확인해 주세요.').optional(),
    }),
    access: 'staff',
    handler: async ({ orderId, status, ...extra }, { services, viewer }) => {
      const outcome = await moveOrderStatus(services, orderId, status, { ...extra, actorId: viewer.isGuest ? undefined : viewer.userId });
      if (!outcome.ok) {
        if (outcome.reason === 'not-found') throw notFound('신청 내역을 찾을 수 없습니다.');
        if (outcome.reason === 'shipping-details') throw new RpcError(400, 'INVALID_INPUT', '배송중으로 바꿀 때는 택배사와 운송장 번호가 필요합니다.', extra.courier ? 'trackingNumber' : 'courier');
        throw failure('지금 상태에서는 그 상태로 바꿀 수 없습니다.', 'INVALID_TRANSITION', 409);
      }
      return null;
    },
  }),

  /** Staff: moves a return or refund forward (접수 → 처리중 → 완료, or 불가). */
  updateClaimStatus: wrappedMethod({
    input: z.strictObject({ claimId: Id, status: z.enum(['in_progress', 'completed', 'rejected']), note: z.string().trim().max(200).optional() }),
    access: 'staff',
    handler: async ({ claimId, status, note }, { services, viewer }) => {
      const outcome = await moveClaimStatus(services, claimId, status, note ?? '', viewer.isGuest ? null : viewer.userId);
      if (outcome === 'not-found') throw notFound('신청 내역을 찾을 수 없습니다.');
      if (outcome === 'transition') throw failure('지금 상태에서는 그 상태로 바꿀 수 없습니다.', 'INVALID_TRANSITION', 409);
      return null;
    },
  }),
} as const;
