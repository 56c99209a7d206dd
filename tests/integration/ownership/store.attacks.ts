import { expect } from 'vitest';
import { signedInMember } from '../../fixtures/members';
import type { AttackModule } from './types';
import { rpcRequest } from '../../fixtures/rpc-client';

/** The second member tries the store coupon methods and pages with the first member's coupon. */
export const storeAttacks: AttackModule = {
  async setup({ server, a }) {
    const res = await rpcRequest(server, 'StoreController', 'issuePlus1Coupon', { storeId: 'store-seoul-mapo', productId: 'p-dog-calm' }, { cookie: a.cookie });
    const body = (await res.json()) as { data: { couponId: string } };
    const row = await server.services.db.kysely.selectFrom('coupons').select(['code', 'pin']).where('id', '=', body.data.couponId).executeTakeFirstOrThrow();
    return { storeCouponId: body.data.couponId, storeCouponCode: row.code, storeCouponPin: row.pin! };
  },
  attacks: {
    'StoreController.issuePlus1Coupon': async ({ call, ids, server, a }) => {
      // b gets a coupon of their own; a's stays as it was, and b never receives a's.
      const res = await call('StoreController', 'issuePlus1Coupon', { storeId: 'store-busan-haeundae', productId: 'p-cat-coat', memberId: a.id });
      expect(res.status).toBe(400);
      const own = await (await call('StoreController', 'issuePlus1Coupon', { storeId: 'store-busan-haeundae', productId: 'p-cat-coat' })).json();
      expect(own.data.couponId).not.toBe(ids.storeCouponId);
      const mine = await server.services.db.kysely.selectFrom('coupons').select('store_id').where('id', '=', ids.storeCouponId!).executeTakeFirstOrThrow();
      expect(mine.store_id).toBe('store-seoul-mapo');
      // Pages: a's coupon (with its QR code) is not shown to b.
      const c = await signedInMember(server.services, 'member', '아홉째회원');
      expect((await server.fetch(`/mypage/myrecruitment-order/store/step3?couponId=${ids.storeCouponId}`, { headers: { Cookie: c.cookie } })).status).toBe(404);
      expect((await server.fetch(`/mypage/myrecruitment-order/coupon?id=${ids.storeCouponId}`, { headers: { Cookie: c.cookie } })).status).toBe(404);
    },
    'StoreController.findCoupon': async ({ call, ids }) => {
      expect((await call('StoreController', 'findCoupon', { code: ids.storeCouponCode })).status).toBe(403);
    },
    'StoreController.redeemCoupon': async ({ call, ids, server }) => {
      expect((await call('StoreController', 'redeemCoupon', { code: ids.storeCouponPin, storeId: 'store-seoul-mapo' })).status).toBe(403);
      const row = await server.services.db.kysely.selectFrom('coupons').select('used_at').where('id', '=', ids.storeCouponId!).executeTakeFirstOrThrow();
      expect(row.used_at).toBeNull();
    },
  },
};
