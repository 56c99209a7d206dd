import { beforeAll, describe, expect, it } from 'vitest';
import { htmlOf, postForm } from '../fixtures/forms';
import { pngBlob } from '../fixtures/images';
import { signedInMember } from '../fixtures/members';
import { addPet } from '../fixtures/pets';
import { apply, createCampaign, deliver, saveAddress } from '../fixtures/recruitment';
import { rpc } from '../fixtures/rpc-client';
import { serverFixture } from '../fixtures/server';
import { dialects } from '../setup/test-server';

/** Issue 15 item 8: staff hide a review with a reason; the product page loses it at once; its member sees that it is hidden and why. */
describe.each(dialects)('review moderation on %s', (dialect) => {
  const server = serverFixture(dialect, { PAGE_CACHE_SECONDS: '60' });
  let staff: Awaited<ReturnType<typeof signedInMember>>;
  let member: Awaited<ReturnType<typeof signedInMember>>;
  let reviewId: string;
  let productId: string;

  beforeAll(async () => {
    staff = await signedInMember(server.services, 'staff', '운영팀');
    member = await signedInMember(server.services, 'member', '김리뷰');
    await saveAddress(server.services, member.id);
    const campaign = await createCampaign(server.services);
    const orderId = await apply(server, member.cookie, campaign, await addPet(server.services, member.id, 'dog'));
    await deliver(server.services, orderId);
    const res = await postForm(server, `/mypage/myproducts-review/request?orderId=${orderId}`, { rating: '5', body: '광고 문구가 들어간 리뷰입니다. 여기서 싸게 사세요 www.example.com', photos: pngBlob(64) }, member.cookie);
    expect(res.status).toBe(302);
    const row = await server.services.db.kysely.selectFrom('product_reviews').select(['id', 'product_id']).where('member_id', '=', member.id).executeTakeFirstOrThrow();
    reviewId = row.id;
    productId = row.product_id;
  });

  const reviews = async () => JSON.stringify((await rpc(server, 'RecruitmentController', 'getProductReviews', { productId }, { method: 'GET' })).body);

  it('hides with a reason (required), the cached answer drops it, the member reads why; shows it again', async () => {
    expect(await reviews()).toContain(reviewId);
    const noReason = await postForm(server, '/staff/reviews', { reviewId, action: 'hide', reason: '' }, staff.cookie);
    expect(noReason.status).toBe(400);
    expect(await htmlOf(noReason)).toContain('숨기는 이유를 5자 이상 입력해 주세요.');
    expect((await postForm(server, '/staff/reviews', { reviewId, action: 'hide', reason: '외부 판매 링크가 있어 숨겼습니다' }, staff.cookie)).status).toBe(302);
    expect(await reviews()).not.toContain(reviewId);
    const mine = await htmlOf(await server.fetch('/mypage/myproducts-review', { headers: { Cookie: member.cookie } }));
    expect(mine).toContain('이 리뷰는 상품 페이지에 보이지 않아요');
    expect(mine).toContain('외부 판매 링크가 있어 숨겼습니다');
    const list = await htmlOf(await server.fetch('/staff/reviews?shown=hidden', { headers: { Cookie: staff.cookie } }));
    expect(list).toContain('외부 판매 링크가 있어 숨겼습니다');
    expect((await postForm(server, '/staff/reviews', { reviewId, action: 'show' }, staff.cookie)).status).toBe(302);
    expect(await reviews()).toContain(reviewId);
    expect((await postForm(server, '/staff/reviews', { reviewId, action: 'show' }, member.cookie)).status).toBe(403);
  });
});
