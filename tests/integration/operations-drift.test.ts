import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { htmlOf, postForm } from '../fixtures/forms';
import { signedInMember } from '../fixtures/members';
import { createTestDatabase, dialects, startTestServer, type TestDatabase, type TestServer } from '../setup/test-server';

/** Writes declared once (docs/decisions/012-operations.md): the page and the method answer the same rule with the same text. */
describe.each(dialects)('one operation, two doors, on %s', (dialect) => {
  let db: TestDatabase;
  let server: TestServer;
  let member: Awaited<ReturnType<typeof signedInMember>>;
  let staff: Awaited<ReturnType<typeof signedInMember>>;

  beforeAll(async () => {
    db = await createTestDatabase(dialect);
    server = await startTestServer(db.url, { PAGE_CACHE_SECONDS: '0' });
    member = await signedInMember(server.services, 'member', '한결');
    staff = await signedInMember(server.services, 'staff', '매장직원');
  });
  afterAll(async () => {
    await server.close();
    await db.drop();
  });

  const rpc = (path: string, body: unknown, cookie: string) =>
    server.fetch(`/lwr/apex/v65.0/${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json', Cookie: cookie }, body: JSON.stringify(body) });

  it('the 1+1 coupon: an unknown store is refused with the step-3 page text through the method too', async () => {
    const viaMethod = await rpc('StoreController/issuePlus1Coupon', { storeId: 'store-nowhere', productId: 'p-cat-urinary' }, member.cookie);
    expect(viaMethod.status).toBe(404);
    expect(await viaMethod.json()).toMatchObject({ success: false, errorCode: 'NOT_FOUND', message: '매장을 찾을 수 없습니다. 매장을 다시 선택해 주세요.' });
    const viaPage = await postForm(server, '/mypage/myrecruitment-order/store/step3', { storeId: 'store-nowhere', productId: 'p-cat-urinary' }, member.cookie);
    expect(viaPage.status).toBe(400);
    expect(await htmlOf(viaPage)).toContain('매장을 찾을 수 없습니다. 매장을 다시 선택해 주세요.');
  });

  it('redeeming at another store names the coupon’s store through both doors; nothing is used', async () => {
    const issued = await (await rpc('StoreController/issuePlus1Coupon', { storeId: 'store-seoul-seongsu', productId: 'p-cat-urinary' }, member.cookie)).json();
    const coupon = await server.services.db.kysely.selectFrom('coupons').selectAll().where('id', '=', issued.data.couponId).executeTakeFirstOrThrow();
    const viaMethod = await rpc('StoreController/redeemCoupon', { code: coupon.code, storeId: 'store-busan-seomyeon' }, staff.cookie);
    expect(viaMethod.status).toBe(409);
    const body = await viaMethod.json();
    expect(body).toMatchObject({ success: false, errorCode: 'COUPON_OTHER_STORE' });
    expect(body.message).toContain('(사용 매장: 펫마루 성수점)');
    const viaPage = await postForm(server, '/staff/coupons/redeem', { code: coupon.code, storeId: 'store-busan-seomyeon' }, staff.cookie);
    expect(viaPage.status).toBe(409);
    expect(await htmlOf(viaPage)).toContain('(사용 매장: 펫마루 성수점)');
    const row = await server.services.db.kysely.selectFrom('coupons').select('used_at').where('id', '=', coupon.id).executeTakeFirstOrThrow();
    expect(row.used_at).toBeNull();
  });

  it('a missing work store is the page’s text through the method', async () => {
    const res = await rpc('StoreController/redeemCoupon', { code: '12345678', storeId: '' }, staff.cookie);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ errorCode: 'INVALID_INPUT', field: 'storeId', message: '근무 중인 매장을 선택해 주세요.' });
  });

  it('deleting a review that is not the member’s: 404 with one text through both doors', async () => {
    const viaMethod = await rpc('RecruitmentController/deleteMyReview', { reviewId: 'review-of-someone-else' }, member.cookie);
    expect(viaMethod.status).toBe(404);
    expect(await viaMethod.json()).toMatchObject({ success: false, errorCode: 'NOT_FOUND', message: '리뷰를 찾을 수 없습니다.' });
    const viaPage = await postForm(server, '/mypage/myproducts-review', { intent: 'delete', reviewId: 'review-of-someone-else' }, member.cookie);
    expect(viaPage.status).toBe(404);
    expect(await htmlOf(viaPage)).toContain('리뷰를 찾을 수 없습니다.');
  });

  it('bookmarking a product that does not exist: 404 with one text through both doors; a bookmark set through one door reads through the other', async () => {
    const viaMethod = await rpc('ProductController/toggleBookmark', { productId: 'p-nowhere', bookmarked: true }, member.cookie);
    expect(viaMethod.status).toBe(404);
    expect(await viaMethod.json()).toMatchObject({ success: false, errorCode: 'NOT_FOUND', message: '상품을 찾을 수 없습니다.' });
    const viaPage = await postForm(server, '/mypage/bookmark', { intent: 'bookmark', productId: 'p-nowhere', bookmarked: 'on' }, member.cookie);
    expect(viaPage.status).toBe(404);
    expect(await htmlOf(viaPage)).toContain('상품을 찾을 수 없습니다.');
    const set = await rpc('ProductController/toggleBookmark', { productId: 'p-cat-urinary', bookmarked: true }, member.cookie);
    expect(await set.json()).toMatchObject({ success: true, data: { productId: 'p-cat-urinary', bookmarked: true } });
    const flipped = await postForm(server, '/mypage/bookmark', { intent: 'bookmark', productId: 'p-cat-urinary' }, member.cookie);
    expect(flipped.status).toBe(200);
    const row = await server.services.db.kysely.selectFrom('bookmarks').select('product_id').where('product_id', '=', 'p-cat-urinary').execute();
    expect(row).toHaveLength(0);
  });
});
