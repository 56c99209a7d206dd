import { z } from 'zod';
import { CONTENT_TOPIC } from '#server/platform/cache/publish-clock';
import { findCouponOp, redeemCouponOp } from '#app/features/offline-store/coupon-operations.server';
import { issuePlus1CouponOp } from '#app/features/offline-store/operations.server';
import { REGIONS } from '#app/features/offline-store/regions';
import { getStore, listStores } from '#app/features/offline-store/data/stores.server';
import { wrappedMethod } from './define';
import { operationMethod } from './operation-method';
import { notFound } from '../../platform/errors/request-errors';

const StoreId = z.string({ error: '매장을 선택해 주세요.' }).trim().min(1, '매장을 선택해 주세요.').max(64);

/** Offline stores and the 1+1 store coupon (SPEC 2.4, 7.2). */
export const StoreController = {
  /** SPEC 7.2: {storeId} → data: the store (Name is shown). */
  getStoreById: wrappedMethod({
    input: z.object({ storeId: StoreId }),
    access: 'public',
    cacheable: true,
    invalidatedBy: CONTENT_TOPIC,
    handler: async ({ storeId }, { services }) => {
      const store = await getStore(services.db.kysely, storeId);
      if (!store) throw notFound('매장을 찾을 수 없습니다.');
      return store;
    },
  }),

  getStores: wrappedMethod({
    input: z.object({ region: z.enum(REGIONS).optional(), keyword: z.string().trim().max(40).optional() }),
    access: 'public',
    cacheable: true,
    invalidatedBy: CONTENT_TOPIC,
    handler: async (filter, { services }) => listStores(services.db.kysely, filter),
  }),

  /** Step 3: the member's 1+1 coupon for a store and product; one per member per campaign. */
  issuePlus1Coupon: operationMethod(issuePlus1CouponOp, { wrapped: true, wire: z.strictObject({ storeId: z.string(), productId: z.string() }) }),

  /** Staff: what a code or PIN stands for, before redeeming it. */
  findCoupon: {
    ...operationMethod(findCouponOp, {
      personalData: false,
      wrapped: true,
      wire: z.strictObject({ code: z.string() }),
      toWire: (c) => ({ id: c.id, title: c.title, benefit: c.benefit, storeId: c.storeId, storeName: c.storeName, validUntil: c.validUntil, usedAt: c.usedAt, state: c.state, stateLabel: c.stateLabel }),
    }),
    readOnly: true,
  },

  /** Staff: marks a store coupon used at their store, exactly once (409 for every later attempt). */
  redeemCoupon: operationMethod(redeemCouponOp, {
    personalData: false,
    wrapped: true,
    wire: z.strictObject({ code: z.string(), storeId: z.string() }),
    toWire: (c) => ({ couponId: c.id, usedAt: c.usedAt, benefit: c.benefit, storeName: c.storeName }),
  }),
} as const;
