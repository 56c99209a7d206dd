import { z } from 'zod';
import { issuePlus1Coupon } from '#app/features/offline-store/plus1.server';
import { REGIONS } from '#app/features/offline-store/regions';
import { getStore, listStores } from '#app/features/offline-store/stores.server';
import { normaliseCouponInput } from '#app/features/coupons/codes';
import { limitedCouponLookup } from '#app/features/coupons/lookup-limit.server';
import { findStoreCoupon, REDEEM_MESSAGES, redeemCoupon } from '#app/features/coupons/coupons.server';
import { tooManyAttemptsMessage } from '#app/lib/retry-after';
import { wrappedMethod } from './define';
import { failure, notFound, RateLimitedError } from '../platform/errors/request-errors';

const couponLookupsLimited = (retryAfter: number) => new RateLimitedError(tooManyAttemptsMessage('쿠폰 조회', retryAfter), retryAfter);

const StoreId = z.string({ error: '매장을 선택해 주세요.' }).trim().min(1, '매장을 선택해 주세요.').max(64);
const ProductId = z.string({ error: '상품을 선택해 주세요.' }).trim().min(1, '상품을 선택해 주세요.').max(64);
const CouponInput = z
  .string({ error: '쿠폰 번호를 입력해 주세요.' })
  .max(300)
  .transform((v, ctx) => {
    const key = normaliseCouponInput(v);
    if (!key) {
      ctx.addIssue({ code: 'custom', message: '쿠폰 번호(16자리) 또는 PIN(8자리)을 정확히 입력해 주세요.' });
      return z.NEVER;
    }
    return key;
  });

/** Offline stores and the 1+1 store coupon (SPEC 2.4, 7.2). */
export const StoreController = {
  /** SPEC 7.2: {storeId} → data: the store (Name is shown). */
  getStoreById: wrappedMethod({
    input: z.object({ storeId: StoreId }),
    access: 'public',
    cacheable: true,
    handler: async ({ storeId }, { services }) => {
      const store = await getStore(services, storeId);
      if (!store) throw notFound('매장을 찾을 수 없습니다.');
      return store;
    },
  }),

  getStores: wrappedMethod({
    input: z.object({ region: z.enum(REGIONS).optional(), keyword: z.string().trim().max(40).optional() }),
    access: 'public',
    cacheable: true,
    handler: async (filter, { services }) => listStores(services, filter),
  }),

  /** Step 3: the member's 1+1 coupon for a store and product; one per member per campaign. */
  issuePlus1Coupon: wrappedMethod({
    input: z.strictObject({ storeId: StoreId, productId: ProductId }),
    access: 'member',
    handler: async ({ storeId, productId }, { services, viewer }) => {
      if (viewer.isGuest) throw notFound();
      const outcome = await issuePlus1Coupon(services, viewer.userId, storeId, productId);
      if (!outcome.ok) {
        if (outcome.reason === 'no-campaign') throw failure('지금은 진행 중인 1+1 캠페인이 없습니다.', 'NO_CAMPAIGN');
        if (outcome.reason === 'store') throw notFound('매장을 찾을 수 없습니다.');
        throw notFound('1+1 캠페인 상품이 아닙니다.');
      }
      return { couponId: outcome.couponId, alreadyIssued: outcome.alreadyIssued };
    },
  }),

  /** Staff: what a code or PIN stands for, before redeeming it. */
  findCoupon: wrappedMethod({
    input: z.strictObject({ code: CouponInput }),
    access: 'staff',
    readOnly: true,
    handler: async ({ code }, { services, viewer }) => {
      if (viewer.isGuest) throw notFound();
      const looked = await limitedCouponLookup(services, viewer.userId, () => findStoreCoupon(services, code), (c) => c !== null);
      if (!looked.ok) throw couponLookupsLimited(looked.retryAfter);
      const coupon = looked.value;
      if (!coupon) throw notFound(REDEEM_MESSAGES['not-found']);
      return { id: coupon.id, title: coupon.title, benefit: coupon.benefit, storeId: coupon.storeId, storeName: coupon.storeName, validUntil: coupon.validUntil, usedAt: coupon.usedAt, state: coupon.state, stateLabel: coupon.stateLabel };
    },
  }),

  /** Staff: marks a store coupon used at their store, exactly once (409 for every later attempt). */
  redeemCoupon: wrappedMethod({
    input: z.strictObject({ code: CouponInput, storeId: StoreId }),
    access: 'staff',
    handler: async ({ code, storeId }, { services, viewer }) => {
      if (viewer.isGuest) throw notFound();
      const looked = await limitedCouponLookup(services, viewer.userId, () => redeemCoupon(services, viewer.userId, storeId, code), (o) => o.ok || o.reason !== 'not-found');
      if (!looked.ok) throw couponLookupsLimited(looked.retryAfter);
      const outcome = looked.value;
      if (!outcome.ok) {
        const status = outcome.reason === 'not-found' ? 404 : 409;
        throw failure(REDEEM_MESSAGES[outcome.reason], `COUPON_${outcome.reason.toUpperCase().replace('-', '_')}`, status);
      }
      return { couponId: outcome.coupon.id, usedAt: outcome.coupon.usedAt, benefit: outcome.coupon.benefit, storeName: outcome.coupon.storeName };
    },
  }),
} as const;
