import { beforeAll, describe, expect, it } from 'vitest';
import { htmlOf, postForm } from '../fixtures/forms';
import { signedInMember } from '../fixtures/members';
import { dialects } from '../setup/test-server';
import { rpc, unchecked } from '../fixtures/rpc-client';
import { serverFixture } from '../fixtures/server';

type Member = Awaited<ReturnType<typeof signedInMember>>;

describe.each(dialects)('the 1+1 offline-store coupon on %s', (dialect) => {
  // 100 concurrent redemptions by one staff account below: the look-up limit is tested in auth-limits.test.ts.
  const server = serverFixture(dialect, { PAGE_CACHE_SECONDS: '0', COUPON_LOOKUPS_PER_STAFF_PER_MINUTE: '1000' });
  let member: Member;
  let staff: Member;

  beforeAll(async () => {
    member = await signedInMember(server.services, 'member', '김도담');
    staff = await signedInMember(server.services, 'staff', '매장직원');
  });

  it('ProductController.getPlus1CampaignTargetProducts answers campaign product records with Product__r (SPEC 7.2)', async () => {
    const res = await server.fetch('/lwr/apex/v65.0/ProductController/getPlus1CampaignTargetProducts');
    expect(res.status).toBe(200);
    // Staff change the campaign in the back-office: browsers revalidate it (decision 007, issue 15).
    expect(res.headers.get('cache-control')).toBe('public, no-cache');
    const body = await res.json();
    expect(body.success).toBe(true);
    expect(body.data.length).toBeGreaterThanOrEqual(13);
    const first = body.data[0];
    expect(first.Product__r).toMatchObject({ Id: 'p-dog-derma-adult', Name: '더마 케어 어덜트 소형견', Species__c: 'Dog' });
    expect(first.Product__r.ThumbnailImageUrl__c).toBe('/cms/delivery/media/pack3-p-dog-derma-adult');
    expect(body.data.some((r: { Product__r: { Species__c: string } }) => r.Product__r.Species__c === 'Cat')).toBe(true);
  });

  it('StoreController.getStoreById answers the store (SPEC 7.2), 404 for an unknown one, 400 without storeId', async () => {
    const { body } = await rpc(server, 'StoreController', 'getStoreById', { storeId: 'store-seoul-seongsu' });
    expect(body).toMatchObject({ success: true, data: { Id: 'store-seoul-seongsu', Name: '펫마루 성수점', Region__c: '서울' } });
    expect((await rpc(server, 'StoreController', 'getStoreById', { storeId: 'nope' })).status).toBe(404);
    expect((await rpc(server, 'StoreController', 'getStoreById', unchecked({}))).status).toBe(400);
  });

  it('step 1 lists stores of several regions with region filter and search', async () => {
    const all = await htmlOf(await server.fetch('/mypage/myrecruitment-order/store/step1', { headers: { Cookie: member.cookie } }));
    expect(all).toContain('펫마루 성수점');
    expect(all).toContain('바른펫 제주노형점');
    expect(all).toContain('031-707-2264');
    expect(all).toContain('step2?storeId=store-seoul-seongsu');
    const busan = await htmlOf(await server.fetch(`/mypage/myrecruitment-order/store/step1?region=${encodeURIComponent('부산')}`, { headers: { Cookie: member.cookie } }));
    expect(busan).toContain('멍냥상회 해운대점');
    expect(busan).not.toContain('펫마루 성수점');
    const search = await htmlOf(await server.fetch(`/mypage/myrecruitment-order/store/step1?q=${encodeURIComponent('망원')}`, { headers: { Cookie: member.cookie } }));
    expect(search).toContain('멍냥상회 망원점');
    expect(search).not.toContain('펫마루 잠실점');
    const wildcard = await htmlOf(await server.fetch(`/mypage/myrecruitment-order/store/step1?q=${encodeURIComponent('%')}`, { headers: { Cookie: member.cookie } }));
    expect(wildcard).toContain('조건에 맞는 매장이 없어요');
  });

  it('step 2 server-renders its frame; step 3 confirms, then issues one coupon per member per campaign', async () => {
    const step2 = await htmlOf(await server.fetch('/mypage/myrecruitment-order/store/step2?storeId=store-seoul-seongsu', { headers: { Cookie: member.cookie } }));
    expect(step2).toContain('선택 매장 상품 리스트');
    expect(step2).toContain('1+1 쿠폰으로 구매하실 상품을 선택해 주세요.');

    const confirm = await htmlOf(await server.fetch('/mypage/myrecruitment-order/store/step3?storeId=store-seoul-seongsu&productId=p-cat-urinary', { headers: { Cookie: member.cookie } }));
    expect(confirm).toContain('펫마루 성수점');
    expect(confirm).toContain('유리너리 케어 어덜트');
    expect(confirm).toContain('400g(1+1)');
    // A product outside the campaign, or an unknown store, is not offered.
    expect(await htmlOf(await server.fetch('/mypage/myrecruitment-order/store/step3?storeId=store-seoul-seongsu&productId=p-dog-vet-gi', { headers: { Cookie: member.cookie } }))).toContain('매장과 사료를 먼저 골라 주세요.');
    expect((await postForm(server, '/mypage/myrecruitment-order/store/step3', { storeId: 'nope', productId: 'p-cat-urinary' }, member.cookie)).status).toBe(400);

    const issued = await postForm(server, '/mypage/myrecruitment-order/store/step3', { storeId: 'store-seoul-seongsu', productId: 'p-cat-urinary' }, member.cookie);
    expect(issued.status).toBe(302);
    const location = issued.headers.get('location')!;
    expect(location).toContain('issued=1');
    const page = await htmlOf(await server.fetch(location, { headers: { Cookie: member.cookie } }));
    expect(page).toContain('1+1 쿠폰을 발급했어요');
    expect(page).toMatch(/<svg[^>]*viewBox/);
    expect(page).toContain('펫마루 성수점에서만 사용할 수 있어요');

    // Concurrent second attempts for other stores and products all land on the same coupon.
    const again = await Promise.all(
      Array.from({ length: 8 }, (_, i) => rpc(server, 'StoreController', 'issuePlus1Coupon', { storeId: i % 2 ? 'store-busan-seomyeon' : 'store-seoul-seongsu', productId: 'p-dog-coat' }, { cookie: member.cookie })),
    );
    const bodies = again.map((r) => r.body);
    expect(bodies.every((b) => b.success === true && b.data.alreadyIssued === true)).toBe(true);
    const coupons = await server.services.db.kysely.selectFrom('coupons').selectAll().where('member_id', '=', member.id).execute();
    expect(coupons.length).toBe(1);
    expect(coupons[0]!.store_id).toBe('store-seoul-seongsu');
    expect(coupons[0]!.pin).toMatch(/^\d{8}$/);
  });

  it('bad input and wrong stores are refused without using the coupon', async () => {
    const coupon = await server.services.db.kysely.selectFrom('coupons').selectAll().where('member_id', '=', member.id).executeTakeFirstOrThrow();
    expect((await rpc(server, 'StoreController', 'redeemCoupon', { code: 'hello', storeId: 'store-seoul-seongsu' }, { cookie: staff.cookie })).status).toBe(400);
    const other = await rpc(server, 'StoreController', 'redeemCoupon', { code: coupon.code, storeId: 'store-busan-seomyeon' }, { cookie: staff.cookie });
    expect(other.status).toBe(409);
    expect(other.failure.message).toContain('이 매장에서 사용할 수 없는 쿠폰입니다.');
    const page = await postForm(server, '/staff/coupons/redeem', { code: '', storeId: '' }, staff.cookie);
    expect(page.status).toBe(400);
    const html = await htmlOf(page);
    expect(html).toContain('쿠폰 번호(16자리) 또는 PIN(8자리)을 정확히 입력해 주세요.');
    expect(html).toContain('근무 중인 매장을 선택해 주세요.');
    const row = await server.services.db.kysely.selectFrom('coupons').select('used_at').where('id', '=', coupon.id).executeTakeFirstOrThrow();
    expect(row.used_at).toBeNull();
  });

  it('the staff page needs role staff: guests go to login, members get 403', async () => {
    const guest = await server.fetch('/staff/coupons/redeem');
    expect(guest.status).toBe(302);
    expect(guest.headers.get('location')).toContain('/login?startURL=');
    expect((await server.fetch('/staff/coupons/redeem', { headers: { Cookie: member.cookie } })).status).toBe(403);
    expect((await postForm(server, '/staff/coupons/redeem', { code: '12345678', storeId: 'store-seoul-seongsu' }, member.cookie)).status).toBe(403);
    expect((await rpc(server, 'StoreController', 'redeemCoupon', { code: '12345678', storeId: 'store-seoul-seongsu' }, { cookie: member.cookie })).status).toBe(403);
    const ok = await server.fetch('/staff/coupons/redeem', { headers: { Cookie: staff.cookie } });
    expect(ok.status).toBe(200);
    expect(await htmlOf(ok)).toContain('1+1 쿠폰 사용 처리');
  });

  it('100 concurrent redemptions of one coupon over HTTP: exactly 1 succeeds; the member then sees 사용완료', async () => {
    const coupon = await server.services.db.kysely.selectFrom('coupons').selectAll().where('member_id', '=', member.id).executeTakeFirstOrThrow();
    // The QR code's content (the staff page URL) finds the coupon too.
    const lookup = await htmlOf(await server.fetch(`/staff/coupons/redeem?code=${coupon.code}`, { headers: { Cookie: staff.cookie } }));
    expect(lookup).toContain('사용가능');
    const attempts = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        rpc(server, 'StoreController', 'redeemCoupon', { code: i % 2 ? coupon.code : coupon.pin!, storeId: 'store-seoul-seongsu' }, { cookie: staff.cookie }),
      ),
    );
    const won = attempts.filter((a) => a.status === 200 && a.body.success === true);
    expect(won.length).toBe(1);
    expect(attempts.filter((a) => a.status === 409 && a.failure.errorCode === 'COUPON_USED').length).toBe(99);
    const redemptions = await server.services.db.kysely.selectFrom('coupon_redemptions').selectAll().where('coupon_id', '=', coupon.id).execute();
    expect(redemptions.length).toBe(1);
    expect(redemptions[0]!.staff_id).toBe(staff.id);

    const box = await htmlOf(await server.fetch('/mypage/myrecruitment-order/coupon', { headers: { Cookie: member.cookie } }));
    expect(box).toContain('사용완료');
    const page = await postForm(server, '/staff/coupons/redeem', { code: coupon.code, storeId: 'store-seoul-seongsu' }, staff.cookie);
    expect(page.status).toBe(409);
    expect(await htmlOf(page)).toContain('이미 사용된 쿠폰입니다.');
  });

  it('the staff page redeems through its form, and an expired coupon is refused', async () => {
    const buyer = await signedInMember(server.services, 'member', '박보리');
    const issued = await rpc(server, 'StoreController', 'issuePlus1Coupon', { storeId: 'store-jeju-nohyeong', productId: 'p-dog-calm' }, { cookie: buyer.cookie });
    const couponId = issued.body.data.couponId;
    const coupon = await server.services.db.kysely.selectFrom('coupons').selectAll().where('id', '=', couponId).executeTakeFirstOrThrow();
    expect(coupon.benefit).toBe('카밍 케어 어덜트 500g 1+1');
    const res = await postForm(server, '/staff/coupons/redeem', { code: `${coupon.pin!.slice(0, 4)} ${coupon.pin!.slice(4)}`, storeId: 'store-jeju-nohyeong' }, staff.cookie);
    expect(res.status).toBe(200);
    expect(await htmlOf(res)).toContain('사용 처리했습니다.');

    const late = await signedInMember(server.services, 'member', '최나비');
    const lateIssued = (await rpc(server, 'StoreController', 'issuePlus1Coupon', { storeId: 'store-jeju-nohyeong', productId: 'p-cat-coat' }, { cookie: late.cookie })).body;
    await server.services.db.kysely.updateTable('coupons').set({ valid_until: new Date(Date.now() - 60_000).toISOString() }).where('id', '=', lateIssued.data.couponId).execute();
    const lateCoupon = await server.services.db.kysely.selectFrom('coupons').select('code').where('id', '=', lateIssued.data.couponId).executeTakeFirstOrThrow();
    const refused = await rpc(server, 'StoreController', 'redeemCoupon', { code: lateCoupon.code, storeId: 'store-jeju-nohyeong' }, { cookie: staff.cookie });
    expect(refused.status).toBe(409);
    expect(refused.failure.message).toBe('유효기간이 지난 쿠폰입니다.');
    expect(await htmlOf(await server.fetch('/mypage/myrecruitment-order/coupon', { headers: { Cookie: late.cookie } }))).toContain('기간만료');
  });
});
