import { z } from 'zod';
import { tooManyAttemptsMessage } from '#app/lib/retry-after';
import { answer, defineOperation } from '#server/platform/operations/operation';
import { normaliseCouponInput } from './codes';
import { type Coupon, findStoreCoupon, REDEEM_MESSAGES, redeemCoupon } from './data/coupons.server';
import { limitedCouponLookup } from './lookup-limit.server';

/** Staff look-ups and redemptions of store coupons, for the staff page and StoreController (docs/decisions/012-operations.md). */

const COUPON_INPUT_MESSAGE = '쿠폰 번호(16자리) 또는 PIN(8자리)을 정확히 입력해 주세요.';

/** What staff typed or scanned: a code or a PIN as stored. */
const CouponKey = z
  .string({ error: COUPON_INPUT_MESSAGE })
  .max(300, COUPON_INPUT_MESSAGE)
  .transform((value, ctx) => {
    const key = normaliseCouponInput(value);
    if (!key) {
      ctx.addIssue({ code: 'custom', message: COUPON_INPUT_MESSAGE });
      return z.NEVER;
    }
    return key;
  });

const WorkStore = z.string({ error: '근무 중인 매장을 선택해 주세요.' }).trim().min(1, '근무 중인 매장을 선택해 주세요.').max(64);

/** The limit's refusal: its text names what was tried and when to try again; both doors add Retry-After. */
const RATE_LIMITED = { status: 429, message: '쿠폰 조회 시도가 너무 많습니다.' } as const;
const limited = (retryAfter: number) => answer.refuse('RATE_LIMITED', { message: tooManyAttemptsMessage('쿠폰 조회', retryAfter), retryAfter });

/** What a code stands for, before redeeming it. Counted against the staff account's look-up limit. */
export const findCouponOp = defineOperation({
  name: 'coupons.find',
  input: z.object({ code: CouponKey }),
  access: 'staff:coupons',
  transaction: false,
  // A look-up changes nothing (its limit is counted, not audited).
  audit: false,
  refusals: { RATE_LIMITED, NOT_FOUND: { status: 404, message: REDEEM_MESSAGES['not-found'] } },
  async run({ code }, { services, credential }) {
    const looked = await limitedCouponLookup(services, credential.staffId, () => findStoreCoupon(services.db.kysely, code), (c) => c !== null);
    if (!looked.ok) return limited(looked.retryAfter);
    return looked.value ? answer.ok(looked.value) : answer.refuse('NOT_FOUND');
  },
});

/**
 * Marks a store coupon used at the staff member's store, exactly once (409 for every later
 * attempt). A code of another store names the store it belongs to.
 */
export const redeemCouponOp = defineOperation({
  name: 'coupons.redeem',
  input: z.object({ code: CouponKey, storeId: WorkStore }),
  access: 'staff:coupons',
  refusals: {
    RATE_LIMITED,
    COUPON_NOT_FOUND: { status: 404, message: REDEEM_MESSAGES['not-found'] },
    COUPON_USED: { status: 409, message: REDEEM_MESSAGES.used },
    COUPON_EXPIRED: { status: 409, message: REDEEM_MESSAGES.expired },
    COUPON_NOT_YET: { status: 409, message: REDEEM_MESSAGES['not-yet'] },
    COUPON_OTHER_STORE: { status: 409, message: REDEEM_MESSAGES['other-store'] },
  },
  async run({ code, storeId }, { db, services, credential, audit }) {
    const looked = await limitedCouponLookup(services, credential.staffId, () => redeemCoupon(db, credential.staffId, storeId, code), (o) => o.ok || o.reason !== 'not-found');
    if (!looked.ok) return limited(looked.retryAfter);
    const outcome = looked.value;
    if (outcome.ok) {
      await audit({ type: 'coupon', id: outcome.coupon.id }, { usedAt: null, usedStoreId: null }, { usedAt: outcome.coupon.usedAt, usedStoreId: storeId });
      return answer.ok<Coupon>(outcome.coupon);
    }
    switch (outcome.reason) {
      case 'not-found':
        return answer.refuse('COUPON_NOT_FOUND');
      case 'used':
        return answer.refuse('COUPON_USED');
      case 'expired':
        return answer.refuse('COUPON_EXPIRED');
      case 'not-yet':
        return answer.refuse('COUPON_NOT_YET');
      case 'other-store':
        return answer.refuse('COUPON_OTHER_STORE', outcome.coupon?.storeName ? { message: `${REDEEM_MESSAGES['other-store']} (사용 매장: ${outcome.coupon.storeName})` } : {});
    }
  },
});
