import { z } from 'zod';
import { answer, defineOperation } from '#server/platform/operations/operation';
import { issuePlus1Coupon } from './plus1.server';

/** The member's 1+1 store coupon, for step 3 and StoreController.issuePlus1Coupon (docs/decisions/012-operations.md). */

const PICK_AGAIN = '매장과 상품을 다시 선택해 주세요.';
export const STORE_NOT_FOUND = '매장을 찾을 수 없습니다. 매장을 다시 선택해 주세요.';
const NOT_CAMPAIGN_PRODUCT = '1+1 캠페인 상품이 아닙니다. 상품을 다시 선택해 주세요.';

/** One coupon per member per campaign: a second attempt answers the coupon already issued. */
export const issuePlus1CouponOp = defineOperation({
  name: 'offline-store.issuePlus1Coupon',
  input: z.object({
    storeId: z.string({ error: PICK_AGAIN }).trim().min(1, PICK_AGAIN).max(64, PICK_AGAIN),
    productId: z.string({ error: PICK_AGAIN }).trim().min(1, PICK_AGAIN).max(64, PICK_AGAIN),
  }),
  access: 'member',
  refusals: {
    NO_CAMPAIGN: { status: 422, message: '지금은 진행 중인 1+1 캠페인이 없습니다.' },
    NOT_FOUND: { status: 404, message: NOT_CAMPAIGN_PRODUCT },
  },
  async run({ storeId, productId }, { services, credential }) {
    const outcome = await issuePlus1Coupon(services, credential.memberId, storeId, productId);
    if (outcome.ok) return answer.ok({ couponId: outcome.couponId, alreadyIssued: outcome.alreadyIssued });
    if (outcome.reason === 'no-campaign') return answer.refuse('NO_CAMPAIGN');
    return outcome.reason === 'store' ? answer.refuse('NOT_FOUND', { message: STORE_NOT_FOUND }) : answer.refuse('NOT_FOUND');
  },
});
