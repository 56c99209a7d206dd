import { beforeAll, describe, expect, it } from 'vitest';
import { reviewsForProduct } from '#app/features/recruitment/data/reviews.server';
import { htmlOf, postForm } from '../fixtures/forms';
import { signedInMember } from '../fixtures/members';
import { dialects } from '../setup/test-server';
import { apply, createCampaign, deliver, orderFields } from '../fixtures/recruitment';
import { addPet } from '../fixtures/pets';
import { pngBlob } from '../fixtures/images';
import { serverFixture } from '../fixtures/server';
import { rpcRequest, unchecked } from '../fixtures/rpc-client';

type Member = Awaited<ReturnType<typeof signedInMember>>;

describe.each(dialects)('free trials on %s', (dialect) => {
  const server = serverFixture(dialect, { PAGE_CACHE_SECONDS: '0' });
  let member: Member;
  let dogId: string;
  let catId: string;

  beforeAll(async () => {
    member = await signedInMember(server.services, 'member', '김도담');
    dogId = await addPet(server.services, member.id, 'dog');
    catId = await addPet(server.services, member.id, 'cat');
  });

  const count = async (table: 'trial_orders' | 'trial_claims' | 'product_reviews' | 'recruitment_photos', memberId = member.id) =>
    Number((await server.services.db.kysely.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).where('member_id', '=', memberId).executeTakeFirstOrThrow()).n);

  it('lists current and past campaigns with period, species, product, capacity and remaining places', async () => {
    const html = await htmlOf(await server.fetch('/recruitment'));
    expect(html).toContain('가려움 많은 우리 아이, 더마 케어 2주 체험');
    expect(html).toContain('지난 체험');
    expect(html).toContain('털 뿜뿜 환절기, 헤어볼 케어 체험');
    expect(html).toContain('남은 자리 300명');
    expect(html).toContain('/recruitment/order?campaignId=trial-dog-derma');
    const rpc = await (await server.fetch('/lwr/apex/v65.0/RecruitmentController/getCampaigns')).json();
    expect(rpc.success).toBe(true);
    expect(rpc.data.current.map((c: { id: string }) => c.id)).toContain('trial-cat-urinary');
    expect(rpc.data.past.every((c: { phase: string }) => c.phase === 'closed')).toBe(true);
  });

  it('the order form needs a member and shows my pets and my details', async () => {
    const guest = await server.fetch('/recruitment/order?campaignId=trial-dog-derma');
    expect(guest.status).toBe(302);
    expect(guest.headers.get('location')).toContain('/login?startURL=');
    const html = await htmlOf(await server.fetch('/recruitment/order?campaignId=trial-dog-derma', { headers: { Cookie: member.cookie } }));
    expect(html).toContain('보리');
    expect(html).not.toContain('value="' + catId + '"'); // a dog campaign lists dogs only
    expect(html).toContain('우편번호 검색');
    expect((await server.fetch('/recruitment/order?campaignId=nope', { headers: { Cookie: member.cookie } })).status).toBe(404);
  });

  it('refuses bad input with a Korean message per field and writes nothing', async () => {
    const res = await postForm(
      server,
      '/recruitment/order',
      orderFields('trial-dog-derma', '', { recipientName: 'x', mobile: '12345', postcode: '', agreePrivacy: '', agreeShipping: '', agreeNotice: '' }),
      member.cookie,
    );
    expect(res.status).toBe(400);
    const html = await htmlOf(res);
    for (const message of [
      '체험할 반려동물을 선택해 주세요.',
      '이름을 2자 이상 입력해 주세요.',
      '휴대폰 번호를 정확히 입력해 주세요.',
      '우편번호 검색으로 주소를 찾거나, 우편번호 5자리를 입력해 주세요.',
      '개인정보 수집·이용에 동의해 주세요.',
      '배송을 위한 개인정보 제3자 제공에 동의해 주세요.',
      '체험 신청 유의사항을 확인해 주세요.',
    ]) {
      expect(html).toContain(message);
    }
    const species = await postForm(server, '/recruitment/order', orderFields('trial-dog-derma', catId), member.cookie);
    expect(species.status).toBe(400);
    expect(await htmlOf(species)).toContain('이 체험의 대상이 아닌 반려동물입니다.');
    expect(await count('trial_orders')).toBe(0);
  });

  it('applies once, shows the result and the application with its history', async () => {
    const orderId = await apply(server, member.cookie, 'trial-dog-derma', dogId);
    const result = await htmlOf(await server.fetch(`/recruitment/order-result?orderId=${orderId}`, { headers: { Cookie: member.cookie } }));
    expect(result).toContain('체험 신청이 완료되었어요');
    const again = await postForm(server, '/recruitment/order', orderFields('trial-dog-derma', dogId), member.cookie);
    expect(again.status).toBe(302);
    expect(again.headers.get('location')).toContain('reason=duplicate');
    expect(await htmlOf(await server.fetch(again.headers.get('location')!, { headers: { Cookie: member.cookie } }))).toContain('이미 신청하신 체험이에요');
    const list = await htmlOf(await server.fetch('/mypage/myrecruitment-order', { headers: { Cookie: member.cookie } }));
    expect(list).toContain('가려움 많은 우리 아이, 더마 케어 2주 체험');
    expect(list).toContain('신청완료');
    const row = await server.services.db.kysely.selectFrom('trial_campaigns').select('applied_count').where('id', '=', 'trial-dog-derma').executeTakeFirstOrThrow();
    expect(row.applied_count).toBe(1);

    await deliver(server.services, orderId);
    const detail = await htmlOf(await server.fetch(`/mypage/myrecruitment-order/detail?id=${orderId}`, { headers: { Cookie: member.cookie } }));
    for (const label of ['신청완료', '당첨', '배송준비', '배송중', '배송완료', 'CJ대한통운 612345678901', '리뷰 쓰기', '반품 신청', '환불 신청']) expect(detail).toContain(label);
  });

  it('never goes above capacity, and one member gets one application, under concurrent requests', async () => {
    const campaignId = await createCampaign(server.services, { capacity: 5 });
    const members = await Promise.all(Array.from({ length: 12 }, (_, i) => signedInMember(server.services, 'member', `동시회원${i}`)));
    const pets = await Promise.all(members.map((m) => addPet(server.services, m.id, 'dog')));
    const answers = await Promise.all(members.map((m, i) => postForm(server, '/recruitment/order', orderFields(campaignId, pets[i]!), m.cookie)));
    const locations = answers.map((r) => r.headers.get('location') ?? '');
    expect(locations.filter((l) => l.includes('orderId=')).length).toBe(5);
    expect(locations.filter((l) => l.includes('reason=full')).length).toBe(7);

    const solo = await createCampaign(server.services, { capacity: 50 });
    const one = members[0]!;
    const same = await Promise.all(Array.from({ length: 10 }, () => postForm(server, '/recruitment/order', orderFields(solo, pets[0]!), one.cookie)));
    expect(same.filter((r) => (r.headers.get('location') ?? '').includes('orderId=')).length).toBe(1);
    const rows = await server.services.db.kysely.selectFrom('trial_campaigns').select(['id', 'applied_count']).where('id', 'in', [campaignId, solo]).execute();
    expect(Object.fromEntries(rows.map((r) => [r.id, r.applied_count]))).toEqual({ [campaignId]: 5, [solo]: 1 });
    const orders = await server.services.db.kysely.selectFrom('trial_orders').select('id').where('campaign_id', 'in', [campaignId, solo]).execute();
    expect(orders.length).toBe(6);
  });

  it('a member cancels an application before the draw: the place goes back, twice or after the draw is refused', async () => {
    const campaignId = await createCampaign(server.services, { capacity: 1 });
    const orderId = await apply(server, member.cookie, campaignId, dogId);
    const remaining = async () => {
      const row = await server.services.db.kysely.selectFrom('trial_campaigns').select(['applied_count', 'capacity']).where('id', '=', campaignId).executeTakeFirstOrThrow();
      return row.capacity - row.applied_count;
    };
    expect(await remaining()).toBe(0);
    const detailPath = `/mypage/myrecruitment-order/detail?id=${orderId}`;
    expect(await htmlOf(await server.fetch(detailPath, { headers: { Cookie: member.cookie } }))).toContain('신청 취소');

    const cancelled = await postForm(server, detailPath, { intent: 'cancel', orderId }, member.cookie);
    expect(cancelled.status).toBe(302);
    expect(cancelled.headers.get('location')).toBe(`${detailPath}&cancelled=1`);
    const after = await htmlOf(await server.fetch(cancelled.headers.get('location')!, { headers: { Cookie: member.cookie } }));
    expect(after).toContain('체험 신청을 취소했어요.');
    expect(after).toContain('회원이 신청을 취소했습니다.');
    expect(after).not.toContain('name="intent" value="cancel"');
    expect(await remaining()).toBe(1);

    // Once is enough: a second cancel (page or server method) is refused and changes nothing.
    const twice = await postForm(server, detailPath, { intent: 'cancel', orderId }, member.cookie);
    expect(twice.status).toBe(409);
    const cancelMessage = '당첨 발표가 끝난 신청은 취소할 수 없습니다. 고객센터로 문의해 주세요.';
    expect(await htmlOf(twice)).toContain(cancelMessage);
    const rpc = await rpcRequest(server, 'RecruitmentController', 'cancelMyOrder', { orderId }, { cookie: member.cookie });
    expect(rpc.status).toBe(409);
    // One operation behind both: the same text through the page and the method.
    expect(await rpc.json()).toMatchObject({ success: false, errorCode: 'NOT_CANCELLABLE', message: cancelMessage });
    expect(await remaining()).toBe(1);
    // The freed place is someone else's now; the same member cannot apply again.
    const other = await signedInMember(server.services, 'member', '다음신청회원');
    expect(await apply(server, other.cookie, campaignId, await addPet(server.services, other.id, 'dog'))).toBeTruthy();
    const again = await postForm(server, '/recruitment/order', orderFields(campaignId, dogId), member.cookie);
    expect(again.headers.get('location')).toContain('reason=');
    expect(again.headers.get('location')).not.toContain('orderId=');

    // After the draw, the server method refuses too.
    const drawn = await apply(server, member.cookie, await createCampaign(server.services), dogId);
    await deliver(server.services, drawn);
    const late = await rpcRequest(server, 'RecruitmentController', 'cancelMyOrder', { orderId: drawn }, { cookie: member.cookie });
    expect(late.status).toBe(409);
    expect((await server.services.db.kysely.selectFrom('trial_orders').select('status').where('id', '=', drawn).executeTakeFirstOrThrow()).status).toBe('delivered');
  });

  describe('returns, refunds and reviews of a delivered trial', () => {
    let orderId: string;
    let pending: string;
    beforeAll(async () => {
      const campaign = await createCampaign(server.services);
      orderId = await apply(server, member.cookie, campaign, dogId);
      await deliver(server.services, orderId);
      pending = await apply(server, member.cookie, 'trial-cat-urinary', catId);
    });

    it('refuses returns of undelivered trials and bad return forms, writing nothing', async () => {
      const before = await count('trial_claims');
      const undelivered = await postForm(server, '/mypage/myrecruitment-return', { orderId: pending, reason: 'damaged', detail: '포장이 터져서 사료가 쏟아져 있었어요.' }, member.cookie);
      expect(undelivered.status).toBe(400);
      expect(await htmlOf(undelivered)).toContain('배송이 끝난 체험만 반품 신청할 수 있어요.');
      const bad = await postForm(server, '/mypage/myrecruitment-return', { orderId, reason: 'nope', detail: '짧음', photos: new Blob(['<svg/>'], { type: 'image/png' }) }, member.cookie);
      expect(bad.status).toBe(400);
      const html = await htmlOf(bad);
      expect(html).toContain('반품 사유를 선택해 주세요.');
      expect(html).toContain('자세한 내용을 10자 이상 입력해 주세요.');
      expect(html).toContain('JPG, PNG, WEBP 사진만 올릴 수 있습니다.');
      expect(await count('trial_claims')).toBe(before);
      expect(await count('recruitment_photos')).toBe(0);
    });

    it('requests a return with a photo, tracks it, cancels it while pending, and allows only one live return', async () => {
      const res = await postForm(server, '/mypage/myrecruitment-return', { orderId, reason: 'damaged', detail: '포장이 찢어져서 사료가 습기를 먹었어요.', photos: pngBlob() }, member.cookie);
      expect(res.status).toBe(302);
      const claimId = new URL(res.headers.get('location')!, server.url).searchParams.get('id')!;
      const detail = await htmlOf(await server.fetch(`/mypage/myrecruitment-return/detail?id=${claimId}`, { headers: { Cookie: member.cookie } }));
      expect(detail).toContain('반품신청');
      expect(detail).toContain('포장이 찢어지거나 사료가 변질되어 도착했어요');
      const photoId = /\/recruitment\/photo\?id=([0-9a-f-]+)/.exec(detail)![1]!;
      const photo = await server.fetch(`/recruitment/photo?id=${photoId}`, { headers: { Cookie: member.cookie } });
      expect(photo.status).toBe(200);
      const bytes = Buffer.from(await photo.arrayBuffer());
      expect(bytes.includes(Buffer.from('GPS'))).toBe(false);
      expect((await server.fetch(`/recruitment/photo?id=${photoId}`)).status).toBe(404);
      const staff = await signedInMember(server.services, 'staff', '직원');
      expect((await server.fetch(`/recruitment/photo?id=${photoId}`, { headers: { Cookie: staff.cookie } })).status).toBe(200);

      const second = await postForm(server, '/mypage/myrecruitment-return', { orderId, reason: 'other', detail: '한 번 더 신청해 봅니다, 중복인가요?' }, member.cookie);
      expect(second.status).toBe(400);
      expect(await htmlOf(second)).toContain('이미 진행 중인 반품 신청이 있어요.');

      const cancelled = await postForm(server, `/mypage/myrecruitment-return/detail?id=${claimId}`, { intent: 'cancel', claimId }, member.cookie);
      expect(cancelled.status).toBe(302);
      expect(await htmlOf(await server.fetch(`/mypage/myrecruitment-return/detail?id=${claimId}`, { headers: { Cookie: member.cookie } }))).toContain('신청취소');
      // Cancelled twice: nothing to cancel.
      const twice = await postForm(server, `/mypage/myrecruitment-return/detail?id=${claimId}`, { intent: 'cancel', claimId }, member.cookie);
      expect(twice.status).toBe(409);
      const cancelMessage = '이미 처리가 시작된 신청은 취소할 수 없습니다. 고객센터로 문의해 주세요.';
      expect(await htmlOf(twice)).toContain(cancelMessage);
      // After cancelling, a new return may be requested.
      const again = await postForm(server, '/mypage/myrecruitment-return', { orderId, reason: 'not_eating', detail: '사흘 동안 한 알도 먹지 않았어요.' }, member.cookie);
      expect(again.status).toBe(302);
      const againId = new URL(again.headers.get('location')!, server.url).searchParams.get('id')!;
      // Staff move it on; then the member can no longer cancel.
      const moved = await rpcRequest(server, 'RecruitmentController', 'updateClaimStatus', { claimId: againId, status: 'in_progress', note: '택배 기사님이 3일 안에 방문해요.' }, { cookie: staff.cookie });
      expect(moved.status).toBe(200);
      const late = await rpcRequest(server, 'RecruitmentController', 'cancelMyClaim', { claimId: againId }, { cookie: member.cookie });
      expect(late.status).toBe(409);
      expect(await late.json()).toMatchObject({ errorCode: 'NOT_CANCELLABLE', message: cancelMessage });
      expect(await htmlOf(await server.fetch(`/mypage/myrecruitment-return/detail?id=${againId}`, { headers: { Cookie: member.cookie } }))).toContain('택배 기사님이 3일 안에 방문해요.');
    });

    it('refunds need amount, bank account and a receipt photo; the account is shown masked', async () => {
      const bad = await postForm(server, '/mypage/myrecruitment-refund', { orderId, reason: 'return_shipping', detail: '반품 택배비 3,000원을 냈어요.', amount: '0', bankName: '없는은행', accountNumber: '12', accountHolder: '' }, member.cookie);
      expect(bad.status).toBe(400);
      const html = await htmlOf(bad);
      for (const m of ['환불 금액은 100원 이상이어야 합니다.', '은행을 선택해 주세요.', '계좌번호를 숫자 10~16자리로 입력해 주세요.', '예금주를 2자 이상 입력해 주세요.', '영수증이나 결제 내역 사진을 1장 이상 올려 주세요.']) expect(html).toContain(m);
      const ok = await postForm(
        server,
        '/mypage/myrecruitment-refund',
        { orderId, reason: 'return_shipping', detail: '반품 택배비 3,000원을 제가 냈어요.', amount: '3,000', bankName: '카카오뱅크', accountNumber: '3333-01-2345678', accountHolder: '김도담', photos: pngBlob() },
        member.cookie,
      );
      expect(ok.status).toBe(302);
      const id = new URL(ok.headers.get('location')!, server.url).searchParams.get('id')!;
      const detail = await htmlOf(await server.fetch(`/mypage/myrecruitment-refund/detail?id=${id}`, { headers: { Cookie: member.cookie } }));
      expect(detail).toContain('3,000원');
      expect(detail).toContain('*********5678');
      expect(detail).not.toContain('333301');
    });

    it('reviews a delivered trial with photos, gives a thank-you coupon, shows it on the product, edits and deletes only mine', async () => {
      const bad = await postForm(server, `/mypage/myproducts-review/request?orderId=${orderId}`, { rating: '6', body: '좋아요' }, member.cookie);
      expect(bad.status).toBe(400);
      const badHtml = await htmlOf(bad);
      expect(badHtml).toContain('별점을 1~5점 중에서 선택해 주세요.');
      expect(badHtml).toContain('리뷰를 20자 이상 써 주세요.');
      expect(await count('product_reviews')).toBe(0);
      const notYet = await postForm(server, `/mypage/myproducts-review/request?orderId=${pending}`, { rating: '5', body: '아직 못 받았지만 기대돼요. 기대하고 있어요!' }, member.cookie);
      expect(notYet.status).toBe(400);

      const res = await postForm(server, `/mypage/myproducts-review/request?orderId=${orderId}`, { rating: '5', body: '2주 먹였더니 발 핥는 횟수가 확실히 줄었어요. 변 상태도 좋아요.', photos: pngBlob() }, member.cookie);
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toContain('coupon=1');
      const coupons = await htmlOf(await server.fetch('/mypage/myrecruitment-order/coupon', { headers: { Cookie: member.cookie } }));
      expect(coupons).toContain('리뷰 감사 쿠폰');
      expect(coupons).toContain('사용가능');

      const product = await server.services.db.kysely.selectFrom('product_reviews').select(['id', 'product_id']).where('order_id', '=', orderId).executeTakeFirstOrThrow();
      const shown = await reviewsForProduct(server.services.db.kysely, product.product_id);
      expect(shown.count).toBe(1);
      expect(shown.reviews[0]!.author).toBe('김*담');
      expect(JSON.stringify(shown)).not.toContain(member.id);
      const publicPhoto = await server.fetch(`/recruitment/photo?id=${shown.reviews[0]!.photoIds[0]}`);
      expect(publicPhoto.status).toBe(200);

      const rpc = await (await server.fetch(`/lwr/apex/v65.0/RecruitmentController/getProductReviews?methodParams=${encodeURIComponent(JSON.stringify({ productId: product.product_id }))}`)).json();
      expect(rpc.data.count).toBe(1);

      const edit = await postForm(server, `/mypage/myproducts-review/request?id=${product.id}`, { rating: '4', body: '한 달째 먹이는 중인데 털 윤기가 좋아졌어요. 다만 알이 조금 커요.' }, member.cookie);
      expect(edit.status).toBe(302);
      expect((await reviewsForProduct(server.services.db.kysely, product.product_id)).reviews[0]!.rating).toBe(4);

      const other = await signedInMember(server.services, 'member', '남의회원');
      expect((await postForm(server, '/mypage/myproducts-review', { intent: 'delete', reviewId: product.id }, other.cookie)).status).toBe(404);
      expect((await postForm(server, `/mypage/myproducts-review/request?id=${product.id}`, { rating: '1', body: '남의 리뷰를 고쳐 보려는 시도입니다. 안 되어야 해요.' }, other.cookie)).status).toBe(404);
      expect((await postForm(server, '/mypage/myproducts-review', { intent: 'delete', reviewId: product.id }, member.cookie)).status).toBe(302);
      expect((await reviewsForProduct(server.services.db.kysely, product.product_id)).count).toBe(0);
      expect((await server.fetch(`/recruitment/photo?id=${shown.reviews[0]!.photoIds[0]}`)).status).toBe(404);
    });
  });

  it('staff move applications only along the allowed statuses; members cannot', async () => {
    const campaign = await createCampaign(server.services);
    const orderId = await apply(server, member.cookie, campaign, dogId);
    const staff = await signedInMember(server.services, 'staff', '직원');
    const call = (cookie: string, body: unknown) =>
      rpcRequest(server, 'RecruitmentController', 'updateOrderStatus', unchecked(body), { cookie });
    expect((await call(member.cookie, { orderId, status: 'selected' })).status).toBe(403);
    expect((await call(staff.cookie, { orderId, status: 'delivered' })).status).toBe(409);
    expect((await call(staff.cookie, { orderId, status: 'not_selected', note: '아쉽게도 미당첨' })).status).toBe(200);
    expect((await call(staff.cookie, { orderId, status: 'selected' })).status).toBe(409);
    const detail = () => server.fetch(`/mypage/myrecruitment-order/detail?id=${orderId}`, { headers: { Cookie: member.cookie } }).then(htmlOf);
    // The member learns the draw on the announce date, not when staff record it.
    expect(await detail()).not.toContain('미당첨');
    await server.services.db.kysely.updateTable('trial_campaigns').set({ announce_at: new Date(Date.now() - 1000).toISOString() }).where('id', '=', campaign).execute();
    expect(await detail()).toContain('미당첨');
  });
});
