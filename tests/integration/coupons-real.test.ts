import { describe, expect, it } from 'vitest';
import { formatCode } from '#app/features/offline-store/codes';
import { CAT_AGEING_COUPON, insertCoupon, issueOnlineCoupon } from '#app/features/offline-store/data/coupons.server';
import { htmlOf, pageText, postForm } from '../fixtures/forms';
import { signedInMember } from '../fixtures/members';
import { addPet } from '../fixtures/pets';
import { rpcRequest, unchecked } from '../fixtures/rpc-client';
import { serverFixture } from '../fixtures/server';
import { dialects } from '../setup/test-server';

/**
 * Issue 13, item 5: every coupon says where and how it is used, until when and its state; the
 * online coupon's code is checked and used by the online mall through OnlineMallController
 * (docs/online-mall-coupons.md); the cat-ageing event's coupon is issued once per member.
 */
const KEY = 'mall-key-0123456789abcdefghijklmnopqrstuv';

describe.each(dialects)('coupons that are real on %s', (dialect) => {
  const server = serverFixture(dialect, { ONLINE_MALL_API_KEY: KEY, ONLINE_MALL_MAX_KEY_FAILURES: '3', MAIL_WORKER: 'false', JOBS_ENABLED: 'false' });
  const mall = (methodName: 'checkCoupon' | 'redeemCoupon', params: Record<string, string>, key: string | null = KEY) =>
    rpcRequest(server, 'OnlineMallController', methodName, unchecked(params), { headers: key === null ? {} : { Authorization: `Bearer ${key}` } });

  async function onlineCoupon() {
    const member = await signedInMember(server.services);
    await issueOnlineCoupon(server.services.db.kysely, member.id, `review:${member.id}`, { title: '리뷰 감사 쿠폰', benefit: '온라인몰 정품 사료 10% 할인', validDays: 30 });
    const row = await server.services.db.kysely.selectFrom('coupons').select(['code']).where('member_id', '=', member.id).executeTakeFirstOrThrow();
    return { member, code: row.code };
  }

  it('the online mall checks a code, uses it once for an order, and a retry of that order is safe', async () => {
    const { member, code } = await onlineCoupon();
    const checked = await mall('checkCoupon', { code: formatCode(code).toLowerCase() });
    expect(checked.status).toBe(200);
    expect(await checked.json()).toMatchObject({ code, state: 'usable', usable: true, benefit: '온라인몰 정품 사료 10% 할인', usedAt: null });

    const used = await mall('redeemCoupon', { code, orderNo: 'MALL-1001' });
    expect(used.status).toBe(200);
    expect(await used.json()).toMatchObject({ state: 'used', orderNo: 'MALL-1001' });
    expect((await mall('redeemCoupon', { code, orderNo: 'MALL-1001' })).status).toBe(200);
    const other = await mall('redeemCoupon', { code, orderNo: 'MALL-2002' });
    expect(other.status).toBe(409);
    expect(await other.json()).toMatchObject({ errorCode: 'USED', message: '이미 다른 주문에 사용된 쿠폰입니다.' });

    // The member's coupon box shows it used, with where and how.
    const box = pageText(await htmlOf(await server.fetch('/mypage/myrecruitment-order/coupon', { headers: { Cookie: member.cookie } })));
    expect(box).toContain('사용완료');
    expect(box).toContain('공식 온라인몰에서 결제할 때');
    expect(box).toMatch(/유효 기간 \d{4}\.\d{2}\.\d{2} ~ \d{4}\.\d{2}\.\d{2}/);
  });

  it('two orders using one coupon at the same moment: one wins', async () => {
    const { code } = await onlineCoupon();
    const answers = await Promise.all(['A-1', 'B-2', 'C-3'].map((orderNo) => mall('redeemCoupon', { code, orderNo })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
  });

  it('refuses an expired coupon, a store coupon code, an unknown code', async () => {
    const { code } = await onlineCoupon();
    server.services.clock.advance(31 * 86_400_000);
    try {
      const expired = await mall('redeemCoupon', { code, orderNo: 'LATE-1' });
      expect(expired.status).toBe(409);
      expect(await expired.json()).toMatchObject({ errorCode: 'EXPIRED' });
      expect(await (await mall('checkCoupon', { code })).json()).toMatchObject({ state: 'expired', usable: false });
    } finally {
      server.services.clock.reset();
    }
    const member = await signedInMember(server.services);
    const store = await server.services.db.kysely.selectFrom('stores').select('id').executeTakeFirstOrThrow();
    await insertCoupon(server.services.db.kysely, { memberId: member.id, kind: 'store', sourceKey: 'plus1:test', title: '1+1', benefit: '1+1', storeId: store.id, validFrom: new Date(), validUntil: new Date(Date.now() + 86_400_000) });
    const storeCode = (await server.services.db.kysely.selectFrom('coupons').select('code').where('member_id', '=', member.id).executeTakeFirstOrThrow()).code;
    expect((await mall('checkCoupon', { code: storeCode })).status).toBe(404);
    expect((await mall('checkCoupon', { code: 'ABCD-EFGH-JKMN-PQRS' })).status).toBe(404);
  });

  it('answers only the mall: no key or a wrong key is 401, and guessing keys is stopped (429)', async () => {
    const { code } = await onlineCoupon();
    expect((await mall('checkCoupon', { code }, null)).status).toBe(401);
    for (let i = 0; i < 2; i++) expect((await mall('checkCoupon', { code }, 'x'.repeat(40))).status).toBe(401);
    const limited = await mall('redeemCoupon', { code, orderNo: 'X' }, 'y'.repeat(40));
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    const row = await server.services.db.kysely.selectFrom('coupons').select('used_at').where('code', '=', code).executeTakeFirstOrThrow();
    expect(row.used_at).toBeNull();
  });

  it('saving a cat’s-signal result earns the cat-ageing event coupon once per member', async () => {
    const member = await signedInMember(server.services);
    const catId = await addPet(server.services, member.id, 'cat', '나비');
    const step3 = `/cats-signal/step3?pet=${catId}&stage=senior&s=behaviour-1&s=litter-1`;
    const first = await postForm(server, step3, { s: ['coat-none', 'appetite-none', 'mouth-1'], pet: catId }, member.cookie);
    expect(first.status).toBe(302);
    expect(first.headers.get('location')).toContain('coupon=1');
    const shown = pageText(await htmlOf(await server.fetch(first.headers.get('location')!, { headers: { Cookie: member.cookie } })));
    expect(shown).toContain('캣츠 시그널 참여 쿠폰');
    const second = await postForm(server, step3, { s: ['coat-none', 'appetite-none', 'mouth-1'], pet: catId }, member.cookie);
    expect(second.headers.get('location')).not.toContain('coupon=1');
    const coupons = await server.services.db.kysely.selectFrom('coupons').select(['title', 'kind']).where('member_id', '=', member.id).where('source_key', '=', CAT_AGEING_COUPON.sourceKey).execute();
    expect(coupons).toEqual([{ title: '캣츠 시그널 참여 쿠폰', kind: 'online' }]);
  });
});
