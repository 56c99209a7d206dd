import { expect } from 'vitest';
import { postForm } from '../../fixtures/forms';
import { signedInMember } from '../../fixtures/members';
import { apply, createCampaign, deliver } from '../../fixtures/recruitment';
import { addPet } from '../../fixtures/pets';
import { pngBlob } from '../../fixtures/images';
import type { AttackModule } from './types';

/** The second member tries every trial method and page with the first member's ids. */
export const recruitmentAttacks: AttackModule = {
  async setup({ server, a }) {
    const petId = await addPet(server.services, a.id, 'dog', '콩이');
    const orderId = await apply(server, a.cookie, 'trial-dog-derma', petId);
    await deliver(server.services, orderId);
    const ret = await postForm(server, '/mypage/myrecruitment-return', { orderId, reason: 'damaged', detail: '포장이 찢어진 채로 도착했어요.', photos: pngBlob() }, a.cookie);
    const refund = await postForm(
      server,
      '/mypage/myrecruitment-refund',
      { orderId, reason: 'return_shipping', detail: '반품 택배비를 제가 냈어요.', amount: '3000', bankName: '신한은행', accountNumber: '110123456789', accountHolder: '첫째회원', photos: pngBlob() },
      a.cookie,
    );
    await postForm(server, `/mypage/myproducts-review/request?orderId=${orderId}`, { rating: '5', body: '콩이가 정말 잘 먹어요. 변 상태도 좋아졌어요.', photos: pngBlob() }, a.cookie);
    const db = server.services.db.kysely;
    const review = await db.selectFrom('product_reviews').select('id').where('member_id', '=', a.id).executeTakeFirstOrThrow();
    const coupon = await db.selectFrom('coupons').select('id').where('member_id', '=', a.id).where('kind', '=', 'online').executeTakeFirstOrThrow();
    const returnPhoto = await db.selectFrom('recruitment_photos').select('id').where('member_id', '=', a.id).where('subject', '=', 'return').executeTakeFirstOrThrow();
    const idOf = (res: Response) => new URL(res.headers.get('location')!, server.url).searchParams.get('id')!;
    // An application still before its draw, which its owner could cancel.
    const pendingOrderId = await apply(server, a.cookie, await createCampaign(server.services), petId);
    return {
      trialOrderId: orderId,
      pendingOrderId,
      returnId: idOf(ret),
      refundId: idOf(refund),
      reviewId: review.id,
      onlineCouponId: coupon.id,
      returnPhotoId: returnPhoto.id,
    };
  },
  attacks: {
    'RecruitmentController.getMyOrders': async ({ call, ids, a }) => {
      const res = await call('RecruitmentController', 'getMyOrders', {});
      expect(JSON.stringify(await res.json())).not.toContain(ids.trialOrderId);
      expect((await call('RecruitmentController', 'getMyOrders', { memberId: a.id })).status).toBe(400);
    },
    'RecruitmentController.getMyOrder': async ({ call, ids, server }) => {
      const res = await call('RecruitmentController', 'getMyOrder', { orderId: ids.trialOrderId });
      expect(res.status).toBe(404);
      expect(JSON.stringify(await res.json())).not.toContain('콩이');
      const b = await signedInMember(server.services, 'member', '셋째회원');
      for (const path of [
        `/mypage/myrecruitment-order/detail?id=${ids.trialOrderId}`,
        `/recruitment/order-result?orderId=${ids.trialOrderId}`,
        `/mypage/myrecruitment-return?orderId=${ids.trialOrderId}`,
        `/mypage/myrecruitment-refund?orderId=${ids.trialOrderId}`,
        `/mypage/myproducts-review/request?orderId=${ids.trialOrderId}`,
      ]) {
        expect((await server.fetch(path, { headers: { Cookie: b.cookie } })).status, path).toBe(404);
      }
      // Forms with the first member's order id write nothing.
      const claim = await postForm(server, '/mypage/myrecruitment-return', { orderId: ids.trialOrderId!, reason: 'other', detail: '남의 주문으로 반품을 신청해 봅니다.' }, b.cookie);
      expect(claim.status).toBe(404);
      const review = await postForm(server, `/mypage/myproducts-review/request?orderId=${ids.trialOrderId}`, { rating: '1', body: '남의 주문으로 리뷰를 써 봅니다. 안 되어야 합니다.' }, b.cookie);
      expect(review.status).toBe(404);
      const claims = await server.services.db.kysely.selectFrom('trial_claims').select('id').where('order_id', '=', ids.trialOrderId!).execute();
      expect(claims.length).toBe(2);
    },
    'RecruitmentController.getMyClaims': async ({ call, ids }) => {
      for (const kind of ['return', 'refund']) {
        const body = JSON.stringify(await (await call('RecruitmentController', 'getMyClaims', { kind })).json());
        expect(body).not.toContain(ids.returnId);
        expect(body).not.toContain(ids.refundId);
      }
    },
    'RecruitmentController.getMyClaim': async ({ call, ids, server }) => {
      expect((await call('RecruitmentController', 'getMyClaim', { kind: 'return', claimId: ids.returnId })).status).toBe(404);
      const refund = await call('RecruitmentController', 'getMyClaim', { kind: 'refund', claimId: ids.refundId });
      expect(refund.status).toBe(404);
      expect(JSON.stringify(await refund.json())).not.toContain('6789');
      const b = await signedInMember(server.services, 'member', '넷째회원');
      expect((await server.fetch(`/mypage/myrecruitment-return/detail?id=${ids.returnId}`, { headers: { Cookie: b.cookie } })).status).toBe(404);
      expect((await server.fetch(`/mypage/myrecruitment-refund/detail?id=${ids.refundId}`, { headers: { Cookie: b.cookie } })).status).toBe(404);
      // The return's photo is private to its owner (and staff).
      expect((await server.fetch(`/recruitment/photo?id=${ids.returnPhotoId}`, { headers: { Cookie: b.cookie } })).status).toBe(404);
      expect((await server.fetch(`/recruitment/photo?id=${ids.returnPhotoId}`)).status).toBe(404);
    },
    'RecruitmentController.cancelMyOrder': async ({ call, ids, server }) => {
      expect((await call('RecruitmentController', 'cancelMyOrder', { orderId: ids.pendingOrderId })).status).toBe(404);
      const b = await signedInMember(server.services, 'member', '취소시도회원');
      const page = await postForm(server, `/mypage/myrecruitment-order/detail?id=${ids.pendingOrderId}`, { intent: 'cancel', orderId: ids.pendingOrderId! }, b.cookie);
      expect(page.status).toBe(404);
      const row = await server.services.db.kysely.selectFrom('trial_orders').select('status').where('id', '=', ids.pendingOrderId!).executeTakeFirstOrThrow();
      expect(row.status).toBe('applied');
    },
    'RecruitmentController.cancelMyClaim': async ({ call, ids, server }) => {
      expect((await call('RecruitmentController', 'cancelMyClaim', { claimId: ids.returnId })).status).toBe(404);
      const b = await signedInMember(server.services, 'member', '다섯째회원');
      expect((await postForm(server, `/mypage/myrecruitment-return/detail?id=${ids.returnId}`, { intent: 'cancel', claimId: ids.returnId! }, b.cookie)).status).toBe(404);
      expect((await postForm(server, `/mypage/myrecruitment-refund/detail?id=${ids.refundId}`, { intent: 'cancel', claimId: ids.refundId! }, b.cookie)).status).toBe(404);
      const rows = await server.services.db.kysely.selectFrom('trial_claims').select('status').where('id', 'in', [ids.returnId!, ids.refundId!]).execute();
      expect(rows.map((r) => r.status)).toEqual(['requested', 'requested']);
    },
    'RecruitmentController.getMyReviews': async ({ call, ids }) => {
      expect(JSON.stringify(await (await call('RecruitmentController', 'getMyReviews', {})).json())).not.toContain(ids.reviewId);
    },
    'RecruitmentController.getMyReview': async ({ call, ids, server }) => {
      expect((await call('RecruitmentController', 'getMyReview', { reviewId: ids.reviewId })).status).toBe(404);
      const b = await signedInMember(server.services, 'member', '여섯째회원');
      expect((await server.fetch(`/mypage/myproducts-review/request?id=${ids.reviewId}`, { headers: { Cookie: b.cookie } })).status).toBe(404);
      const edit = await postForm(server, `/mypage/myproducts-review/request?id=${ids.reviewId}`, { rating: '1', body: '남의 리뷰를 고쳐 보려는 시도입니다. 안 돼야 해요.' }, b.cookie);
      expect(edit.status).toBe(404);
      const row = await server.services.db.kysely.selectFrom('product_reviews').select('rating').where('id', '=', ids.reviewId!).executeTakeFirstOrThrow();
      expect(row.rating).toBe(5);
    },
    'RecruitmentController.deleteMyReview': async ({ call, ids, server }) => {
      expect((await call('RecruitmentController', 'deleteMyReview', { reviewId: ids.reviewId })).status).toBe(404);
      const b = await signedInMember(server.services, 'member', '일곱째회원');
      expect((await postForm(server, '/mypage/myproducts-review', { intent: 'delete', reviewId: ids.reviewId! }, b.cookie)).status).toBe(404);
      expect(await server.services.db.kysely.selectFrom('product_reviews').select('id').where('id', '=', ids.reviewId!).executeTakeFirst()).toBeTruthy();
    },
    'RecruitmentController.getMyCoupons': async ({ call, ids }) => {
      expect(JSON.stringify(await (await call('RecruitmentController', 'getMyCoupons', {})).json())).not.toContain(ids.onlineCouponId);
    },
    'RecruitmentController.getMyCoupon': async ({ call, ids, server }) => {
      expect((await call('RecruitmentController', 'getMyCoupon', { couponId: ids.onlineCouponId })).status).toBe(404);
      const b = await signedInMember(server.services, 'member', '여덟째회원');
      expect((await server.fetch(`/mypage/myrecruitment-order/coupon?id=${ids.onlineCouponId}`, { headers: { Cookie: b.cookie } })).status).toBe(404);
    },
    'RecruitmentController.updateOrderStatus': async ({ call, ids, server }) => {
      expect((await call('RecruitmentController', 'updateOrderStatus', { orderId: ids.trialOrderId, status: 'delivered' })).status).toBe(403);
      const row = await server.services.db.kysely.selectFrom('trial_orders').select('status').where('id', '=', ids.trialOrderId!).executeTakeFirstOrThrow();
      expect(row.status).toBe('delivered');
    },
    'RecruitmentController.updateClaimStatus': async ({ call, ids, server }) => {
      expect((await call('RecruitmentController', 'updateClaimStatus', { claimId: ids.returnId, status: 'completed' })).status).toBe(403);
      const row = await server.services.db.kysely.selectFrom('trial_claims').select('status').where('id', '=', ids.returnId!).executeTakeFirstOrThrow();
      expect(row.status).toBe('requested');
    },
  },
};
