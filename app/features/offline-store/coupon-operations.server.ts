import { z } from 'zod';
import { tooManyAttemptsMessage } from '#app/lib/retry-after';
import { answer, defineOperation } from '#server/platform/operations/operation';
import { normaliseCouponInput } from './codes';
import { formatSeoulMinute } from '#app/lib/seoul-time';
import type { StaffCredential } from '#server/platform/operations/credentials';
import type { DbConn } from '#server/platform/db/database';
import { type Coupon, type CouponRedemption, findStoreCouponForStaff, REDEEM_MESSAGES, redeemCoupon, redemptionOf } from './data/coupons.server';
import { storesOfStaff } from './data/staff-stores.server';
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

/**
 * The stores a staff member may redeem at: a store clerk only at the stores bound to the account
 * (issue 24, item 6); admin and support at any store (null).
 */
async function redeemStoresOf(db: DbConn, credential: Pick<StaffCredential, 'role' | 'staffId'>): Promise<string[] | null> {
  if (credential.role !== 'clerk') return null;
  return (await storesOfStaff(db, credential.staffId)).map((s) => s.id);
}

/** "이미 사용된 쿠폰" with when (Seoul time) and where it was used. */
export function usedCouponMessage(redemption: CouponRedemption | null): string {
  if (!redemption) return REDEEM_MESSAGES.used;
  const where = redemption.storeName ? ` · ${redemption.storeName}에서 사용` : '';
  return `${REDEEM_MESSAGES.used} (${formatSeoulMinute(redemption.redeemedAt)}${where})`;
}

/** The answer for a coupon of another store: which store it belongs to. */
function otherStoreMessage(storeName: string | null): string {
  return storeName ? `${REDEEM_MESSAGES['other-store']} (사용 매장: ${storeName})` : REDEEM_MESSAGES['other-store'];
}

const OTHER_STORE = { status: 409, message: REDEEM_MESSAGES['other-store'] } as const;

/** What a code stands for, before redeeming it. Counted against the staff account's look-up limit. */
export const findCouponOp = defineOperation({
  name: 'coupons.find',
  input: z.object({ code: CouponKey }),
  access: 'staff:coupons',
  transaction: false,
  // A look-up changes nothing (its limit is counted, not audited).
  audit: false,
  refusals: { RATE_LIMITED, NOT_FOUND: { status: 404, message: REDEEM_MESSAGES['not-found'] }, OTHER_STORE },
  async run({ code }, { services, credential }) {
    const db = services.db.kysely;
    const looked = await limitedCouponLookup(services, credential.staffId, () => findStoreCouponForStaff(db, code, services.clock.now()), (c) => c !== null);
    if (!looked.ok) return limited(looked.retryAfter);
    const coupon = looked.value;
    if (!coupon) return answer.refuse('NOT_FOUND');
    // A clerk sees only their own stores' coupons (nor whose they are).
    const mine = await redeemStoresOf(db, credential);
    if (mine && !mine.includes(coupon.storeId ?? '')) return answer.refuse('OTHER_STORE', { message: otherStoreMessage(coupon.storeName) });
    return answer.ok(coupon);
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
    COUPON_OTHER_STORE: OTHER_STORE,
    NOT_YOUR_STORE: { status: 403, message: '배정된 매장에서만 쿠폰을 사용 처리할 수 있습니다. 근무 매장을 확인해 주세요.', field: 'storeId' },
  },
  async run({ code, storeId }, { db, services, credential, audit }) {
    const mine = await redeemStoresOf(db, credential);
    if (mine && !mine.includes(storeId)) return answer.refuse('NOT_YOUR_STORE');
    const looked = await limitedCouponLookup(services, credential.staffId, () => redeemCoupon(db, credential.staffId, storeId, code, services.clock.now()), (o) => o.ok || o.reason !== 'not-found');
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
        return answer.refuse('COUPON_USED', { message: usedCouponMessage(outcome.coupon ? await redemptionOf(db, outcome.coupon.id) : null) });
      case 'expired':
        return answer.refuse('COUPON_EXPIRED');
      case 'not-yet':
        return answer.refuse('COUPON_NOT_YET');
      case 'other-store':
        return answer.refuse('COUPON_OTHER_STORE', { message: otherStoreMessage(outcome.coupon?.storeName ?? null) });
    }
  },
});
