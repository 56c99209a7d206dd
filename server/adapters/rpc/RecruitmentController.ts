import { z } from 'zod';
import { CONTENT_TOPIC } from '#server/platform/cache/publish-clock';
import { listCampaigns } from '#app/features/recruitment/data/campaigns.server';
import { getMyClaim, listMyClaims } from '#app/features/recruitment/data/claims.server';
import { getMyCoupon, listMyCoupons } from '#app/features/offline-store/data/coupons.server';
import { cancelClaim, cancelOrder, deleteReview, moveClaim, moveOrder } from '#app/features/recruitment/operations.server';
import { getMyOrder, listMyOrders } from '#app/features/recruitment/data/orders.server';
import { getMyReview, listMyReviews, reviewsForProduct } from '#app/features/recruitment/data/reviews.server';
import { ORDER_NOT_FOUND } from '#app/features/recruitment/form-options';
import { ClaimKindSchema, Id } from '#app/features/recruitment/schemas';
import { method, wrappedMethod } from './define';
import { operationMethod } from './operation-method';
import { notFound } from '../../platform/errors/request-errors';

const Kind = ClaimKindSchema;

/**
 * Free trials: campaigns (public), and the member's own applications, returns, refunds, reviews
 * and coupons. Member methods never take a member id; another member's id is "not found".
 */
export const RecruitmentController = {
  getCampaigns: wrappedMethod({
    input: z.object({}).strip(),
    access: 'public',
    cacheable: true,
    invalidatedBy: CONTENT_TOPIC,
    handler: async (_input, { services }) => listCampaigns(services.db.kysely),
  }),

  getProductReviews: wrappedMethod({
    input: z.object({ productId: Id }),
    access: 'public',
    cacheable: true,
    invalidatedBy: CONTENT_TOPIC,
    handler: async ({ productId }, { services }) => reviewsForProduct(services.db.kysely, productId),
  }),

  getMyOrders: method({
    input: z.strictObject({}),
    access: 'member',
    readOnly: true,
    handler: async (_input, { services, member }) => listMyOrders(services.db.kysely, services.clock, member.memberId),
  }),

  getMyOrder: method({
    input: z.strictObject({ orderId: Id }),
    access: 'member',
    readOnly: true,
    handler: async ({ orderId }, { services, member }) => {
      const order = await getMyOrder(services.db.kysely, services.clock, member.memberId, orderId);
      if (!order) throw notFound(ORDER_NOT_FOUND);
      return order;
    },
  }),

  getMyClaims: method({
    input: z.strictObject({ kind: Kind }),
    access: 'member',
    readOnly: true,
    handler: async ({ kind }, { services, member }) => listMyClaims(services.db.kysely, member.memberId, kind),
  }),

  getMyClaim: method({
    input: z.strictObject({ kind: Kind, claimId: Id }),
    access: 'member',
    readOnly: true,
    handler: async ({ kind, claimId }, { services, member }) => {
      const claim = await getMyClaim(services.db.kysely, member.memberId, kind, claimId);
      if (!claim) throw notFound(ORDER_NOT_FOUND);
      return claim;
    },
  }),

  /** 신청 취소 before the draw; the place goes back to the campaign. */
  cancelMyOrder: operationMethod(cancelOrder, { wrapped: true, wire: z.strictObject({ orderId: Id }), toWire: () => null }),

  cancelMyClaim: operationMethod(cancelClaim, { wrapped: true, wire: z.strictObject({ claimId: Id }), toWire: () => null }),

  getMyReviews: method({
    input: z.strictObject({}),
    access: 'member',
    readOnly: true,
    handler: async (_input, { services, member }) => listMyReviews(services.db.kysely, member.memberId),
  }),

  getMyReview: method({
    input: z.strictObject({ reviewId: Id }),
    access: 'member',
    readOnly: true,
    handler: async ({ reviewId }, { services, member }) => {
      const review = await getMyReview(services.db.kysely, member.memberId, reviewId);
      if (!review) throw notFound('리뷰를 찾을 수 없습니다.');
      return review;
    },
  }),

  deleteMyReview: operationMethod(deleteReview, { wrapped: true, wire: z.strictObject({ reviewId: Id }), toWire: () => null }),

  getMyCoupons: method({
    input: z.strictObject({}),
    access: 'member',
    readOnly: true,
    handler: async (_input, { services, member }) => listMyCoupons(services.db.kysely, member.memberId),
  }),

  getMyCoupon: method({
    input: z.strictObject({ couponId: Id }),
    access: 'member',
    readOnly: true,
    handler: async ({ couponId }, { services, member }) => {
      const coupon = await getMyCoupon(services.db.kysely, member.memberId, couponId);
      if (!coupon) throw notFound('쿠폰을 찾을 수 없습니다.');
      return coupon;
    },
  }),

  /** Staff: moves an application along 신청완료 → 당첨/미당첨 → 배송준비 → 배송중 → 배송완료. */
  updateOrderStatus: operationMethod(moveOrder, {
    personalData: false,
    wrapped: true,
    wire: z.strictObject({
      orderId: Id,
      status: z.enum(['applied', 'selected', 'not_selected', 'preparing', 'shipping', 'delivered']),
      note: z.string().optional(),
      courier: z.string().optional(),
      trackingNumber: z.string().optional(),
    }),
    toWire: () => null,
  }),

  /** Staff: moves a return or refund forward (접수 → 처리중 → 완료, or 불가 with a note the member reads). */
  updateClaimStatus: operationMethod(moveClaim, {
    personalData: false,
    wrapped: true,
    wire: z.strictObject({ claimId: Id, status: z.enum(['in_progress', 'completed', 'rejected']), note: z.string().optional() }),
    toWire: () => null,
  }),
} as const;
