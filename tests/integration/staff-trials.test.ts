import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { moveClaimStatus } from '#app/features/recruitment/data/claims.server';
import { applyForTrial, moveOrderStatus } from '#app/features/recruitment/data/orders.server';
import { TrialOrderSchema } from '#app/features/recruitment/schemas';
import { htmlOf, postForm } from '../fixtures/forms';
import { signedInMember } from '../fixtures/members';
import { dialects } from '../setup/test-server';
import { apply, createCampaign, deliver, orderFields, TEST_PROMISES } from '../fixtures/recruitment';
import { addPet } from '../fixtures/pets';
import { pngBlob } from '../fixtures/images';
import { serverFixture } from '../fixtures/server';
import { rpcRequest, unchecked } from '../fixtures/rpc-client';

type Member = Awaited<ReturnType<typeof signedInMember>>;

/**
 * The staff screens of free trials (/staff/trials, /staff/claims): who may use them, lists,
 * filters and paging, moving an application to 배송중 with its tracking number, bulk draw,
 * returns and refunds, over real HTTP on both dialects.
 */
describe.each(dialects)('staff trial screens on %s', (dialect) => {
  const server = serverFixture(dialect, { PAGE_CACHE_SECONDS: '0' });
  let member: Member;
  let staff: Member;
  let dogId: string;
  /** A campaign with 23 applications: member's own + 22 others (one of them with a distinct mobile). */
  let busy: string;
  let quiet: string;
  let orderId: string;
  let quietOrderId: string;

  const page = (path: string, cookie?: string) => server.fetch(path, { headers: cookie ? { Cookie: cookie } : {} });
  const statusOf = async (id: string) =>
    (await server.services.db.kysely.selectFrom('trial_orders').select(['status', 'courier', 'tracking_number']).where('id', '=', id).executeTakeFirstOrThrow());
  const historyCount = async (id: string) =>
    Number((await server.services.db.kysely.selectFrom('recruitment_status_log').select((eb) => eb.fn.countAll<number>().as('n')).where('subject_id', '=', id).executeTakeFirstOrThrow()).n);

  /** A member without a password (fast), a dog, and an application through the service. */
  async function applicant(campaignId: string, name: string, mobile = '010-1234-5678'): Promise<string> {
    const memberId = randomUUID();
    const now = new Date().toISOString();
    await server.services.db.kysely
      .insertInto('members')
      .values({ id: memberId, email: `m-${memberId.slice(0, 8)}@example.com`, name, password_hash: null, role: 'member', created_at: now, updated_at: now })
      .execute();
    const petId = await addPet(server.services, memberId, 'dog', '초코');
    const input = TrialOrderSchema.parse(orderFields(campaignId, petId, { recipientName: name, mobile }));
    const outcome = await applyForTrial(server.services.db.kysely, memberId, input);
    if (!outcome.ok) throw new Error(`apply failed: ${outcome.reason}`);
    return outcome.orderId;
  }

  beforeAll(async () => {
    member = await signedInMember(server.services, 'member', '김도담');
    staff = await signedInMember(server.services, 'staff', '운영팀');
    dogId = await addPet(server.services, member.id, 'dog');
    busy = await createCampaign(server.services);
    quiet = await createCampaign(server.services);
    orderId = await apply(server, member.cookie, busy, dogId);
    for (const syllable of '가나다라마바사아자차카타파하거너더러머버서') await applicant(busy, `신청${syllable}`);
    await applicant(busy, '박번호', '010-9876-0001');
    quietOrderId = await applicant(quiet, '조용한회원');
  });

  it('guests go to login and members get 403 on every staff page and action, and nothing changes', async () => {
    const paths = ['/staff', '/staff/trials', `/staff/trials/detail?id=${orderId}`, '/staff/claims', `/staff/claims/detail?id=${orderId}`];
    for (const path of paths) {
      const guest = await page(path);
      expect(guest.status, path).toBe(302);
      expect(guest.headers.get('location'), path).toContain('/login?startURL=');
      expect((await page(path, member.cookie)).status, path).toBe(403);
      // React Router's data requests are refused the same way.
      const data = await page(`${path.replace(/\?|$/, '.data$&')}`, member.cookie);
      expect(data.status, `${path} .data`).toBe(403);
    }
    const posts: [string, Record<string, string | string[]>][] = [
      ['/staff/trials', { intent: 'draw', ids: [orderId], status: 'selected' }],
      [`/staff/trials/detail?id=${orderId}`, { status: 'selected' }],
      [`/staff/claims/detail?id=${orderId}`, { status: 'in_progress' }],
    ];
    for (const [path, fields] of posts) {
      expect((await postForm(server, path, fields, member.cookie)).status, path).toBe(403);
      expect((await postForm(server, path, fields)).status, path).toBe(302);
    }
    expect((await statusOf(orderId)).status).toBe('applied');
    expect(await historyCount(orderId)).toBe(1);
  });

  it('lists applications 20 to a page, newest first, with counts per status, masked mobiles and links to the detail', async () => {
    const firstRes = await page(`/staff/trials?campaign=${busy}`, staff.cookie);
    expect(firstRes.status).toBe(200);
    expect(firstRes.headers.get('cache-control')).toBe('private, no-store');
    const first = await htmlOf(firstRes);
    expect(first).toContain('<meta name="robots" content="noindex"/>');
    expect(first).toContain('체험 신청 23건');
    expect(first.match(/href="\/staff\/trials\/detail\?id=/g)?.length).toBe(20);
    expect(first).toContain('신청완료 <strong>23</strong>');
    expect(first).toContain('당첨 <strong>0</strong>');
    expect(first).toContain('신청 23명 / 모집 100명');
    expect(first).toContain('010-****-5678');
    expect(first).not.toContain('01012345678');
    expect(first).toMatch(/\d{4}\.\d{2}\.\d{2}/);
    // Newest first: the last applicant leads, the member's own (the first) is on page 2.
    expect(first.indexOf('박번호')).toBeGreaterThan(-1);
    expect(first).not.toContain(`/staff/trials/detail?id=${orderId}`);
    expect(first).toContain(`href="/staff/trials?campaign=${busy}&amp;page=2"`);
    const second = await htmlOf(await page(`/staff/trials?campaign=${busy}&page=2`, staff.cookie));
    expect(second.match(/href="\/staff\/trials\/detail\?id=/g)?.length).toBe(3);
    expect(second).toContain(`/staff/trials/detail?id=${orderId}`);
    expect(second).toContain('aria-current="page"');

    // The other campaign's application is not in this campaign's list, and is in its own.
    expect(first + second).not.toContain('조용한회원');
    const other = await htmlOf(await page(`/staff/trials?campaign=${quiet}`, staff.cookie));
    expect(other).toContain('조용한회원');
    expect(other).toContain('체험 신청 1건');
  });

  it('searches by member name or mobile, and filters by status', async () => {
    const byName = await htmlOf(await page(`/staff/trials?q=${encodeURIComponent('신청마')}`, staff.cookie));
    expect(byName).toContain('체험 신청 1건');
    expect(byName).toContain('신청마');
    const byMobile = await htmlOf(await page(`/staff/trials?q=${encodeURIComponent('9876-0001')}`, staff.cookie));
    expect(byMobile).toContain('체험 신청 1건');
    expect(byMobile).toContain('박번호');
    const wildcard = await htmlOf(await page(`/staff/trials?q=${encodeURIComponent('%')}`, staff.cookie));
    expect(wildcard).toContain('체험 신청 24건'); // a bare wildcard is no filter, not an error
    const none = await htmlOf(await page('/staff/trials?status=delivered', staff.cookie));
    expect(none).toContain('조건에 맞는 신청이 없습니다.');
    // Unknown filter values are ignored rather than failing.
    expect((await page('/staff/trials?status=nope&campaign=nope&page=abc', staff.cookie)).status).toBe(200);
  });

  it('offers only the allowed next statuses, and refuses a move the current status does not allow', async () => {
    const html = await htmlOf(await page(`/staff/trials/detail?id=${quietOrderId}`, staff.cookie));
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).toContain('서울특별시 성동구 성수이로 78');
    expect(html).toContain('010-1234-5678');
    expect(html).toMatch(/name="status" value="selected"/);
    expect(html).toMatch(/name="status" value="not_selected"/);
    expect(html).not.toMatch(/name="status" value="(preparing|shipping|delivered)"/);
    expect(html).not.toContain('name="trackingNumber"');

    const refused = await postForm(server, `/staff/trials/detail?id=${quietOrderId}`, { status: 'delivered' }, staff.cookie);
    expect(refused.status).toBe(409);
    expect(await htmlOf(refused)).toContain('신청완료에서는 &#x27;배송완료&#x27;로 바꿀 수 없습니다.');
    const unknown = await postForm(server, `/staff/trials/detail?id=${quietOrderId}`, { status: 'lost' }, staff.cookie);
    expect(unknown.status).toBe(400);
    expect(await htmlOf(unknown)).toContain('바꿀 상태를 선택해 주세요.');
    expect((await statusOf(quietOrderId)).status).toBe('applied');
    expect(await historyCount(quietOrderId)).toBe(1);
    expect((await postForm(server, '/staff/trials/detail?id=nope', { status: 'selected' }, staff.cookie)).status).toBe(404);
    expect((await page('/staff/trials/detail?id=nope', staff.cookie)).status).toBe(404);
  });

  it('moves an application 당첨 → 배송준비 → 배송중 (courier and tracking required) → 배송완료; the member sees it all', async () => {
    const move = (fields: Record<string, string>) => postForm(server, `/staff/trials/detail?id=${orderId}`, fields, staff.cookie);
    const selected = await move({ status: 'selected', note: '당첨을 축하드려요! 곧 발송해 드릴게요.' });
    expect(selected.status).toBe(302);
    expect(selected.headers.get('location')).toBe(`/staff/trials/detail?id=${orderId}&moved=selected`);
    expect(await htmlOf(await page(selected.headers.get('location')!, staff.cookie))).toContain('상태를 &#x27;당첨&#x27;으로 바꿨습니다.');
    expect((await move({ status: 'preparing' })).status).toBe(302);

    const preparing = await htmlOf(await page(`/staff/trials/detail?id=${orderId}`, staff.cookie));
    expect(preparing).toContain('name="trackingNumber"');
    expect(preparing).toContain('CJ대한통운');

    // Without courier and tracking number: 400, Korean messages, nothing written.
    const missing = await move({ status: 'shipping', courier: '', trackingNumber: '' });
    expect(missing.status).toBe(400);
    const missingHtml = await htmlOf(missing);
    expect(missingHtml).toContain('배송중으로 바꾸려면 택배사를 선택해 주세요.');
    expect(missingHtml).toContain('배송중으로 바꾸려면 운송장 번호를 입력해 주세요.');
    expect(missingHtml).toContain('입력 내용을 확인해 주세요.');
    const bad = await move({ status: 'shipping', courier: '없는택배', trackingNumber: 'abc' });
    expect(bad.status).toBe(400);
    const badHtml = await htmlOf(bad);
    expect(badHtml).toContain('배송중으로 바꾸려면 택배사를 선택해 주세요.');
    expect(badHtml).toContain('운송장 번호는 숫자와 하이픈(-)으로 8~20자리를 입력해 주세요.');
    expect(badHtml).toContain('value="abc"'); // the form keeps what was typed
    expect(await statusOf(orderId)).toEqual({ status: 'preparing', courier: null, tracking_number: null });
    expect(await historyCount(orderId)).toBe(3);

    // The server method runs the same operation: the same rule and the same Korean message.
    const updateOrderStatus = (body: Record<string, string>) =>
      rpcRequest(server, 'RecruitmentController', 'updateOrderStatus', unchecked({ orderId, ...body }), { cookie: staff.cookie });
    const rpc = await updateOrderStatus({ status: 'shipping' });
    expect(rpc.status).toBe(400);
    expect(await rpc.json()).toMatchObject({ success: false, errorCode: 'INVALID_INPUT', field: 'courier', message: '배송중으로 바꾸려면 택배사를 선택해 주세요.' });
    // A courier that is not one of COURIERS: refused by the page and by the method alike.
    const unknownCourier = { status: 'shipping', courier: '아무택배', trackingNumber: '4123-5678-9012' };
    const pageCourier = await move(unknownCourier);
    expect(pageCourier.status).toBe(400);
    expect(await htmlOf(pageCourier)).toContain('배송중으로 바꾸려면 택배사를 선택해 주세요.');
    const rpcCourier = await updateOrderStatus(unknownCourier);
    expect(rpcCourier.status).toBe(400);
    expect(await rpcCourier.json()).toMatchObject({ errorCode: 'INVALID_INPUT', field: 'courier', message: '배송중으로 바꾸려면 택배사를 선택해 주세요.' });
    // The data function refuses it too, whoever calls it.
    expect(await moveOrderStatus(server.services.db.kysely, orderId, 'shipping', { courier: '아무택배', trackingNumber: '4123-5678-9012', promises: TEST_PROMISES })).toEqual({ ok: false, reason: 'shipping-details' });
    expect(await statusOf(orderId)).toEqual({ status: 'preparing', courier: null, tracking_number: null });
    // A move the status does not allow: one text through either door.
    const rpcLate = await updateOrderStatus({ status: 'applied' });
    expect(rpcLate.status).toBe(409);
    const pageLate = await move({ status: 'applied' });
    expect(pageLate.status).toBe(409);
    const lateMessage = (await rpcLate.json()).message;
    expect(lateMessage).toBe("배송준비에서는 '신청완료'로 바꿀 수 없습니다. 화면을 새로 고쳐 지금 상태를 확인해 주세요.");
    expect(await htmlOf(pageLate)).toContain(lateMessage.replaceAll("'", '&#x27;'));

    const shipped = await move({ status: 'shipping', courier: '한진택배', trackingNumber: '4123-5678-9012', note: '오늘 출고했어요.' });
    expect(shipped.status).toBe(302);
    expect(await statusOf(orderId)).toEqual({ status: 'shipping', courier: '한진택배', tracking_number: '4123-5678-9012' });
    // Once shipped, 배송중 is no longer offered, and asking for it again is refused.
    const again = await move({ status: 'shipping', courier: '한진택배', trackingNumber: '999999999' });
    expect(again.status).toBe(409);
    expect((await statusOf(orderId)).tracking_number).toBe('4123-5678-9012');
    expect((await move({ status: 'delivered' })).status).toBe(302);

    const done = await htmlOf(await page(`/staff/trials/detail?id=${orderId}`, staff.cookie));
    expect(done).toContain('마지막 상태라 더 바꿀 수 없습니다.');
    expect(done).not.toContain('name="status"');

    const mine = await htmlOf(await page(`/mypage/myrecruitment-order/detail?id=${orderId}`, member.cookie));
    const history = /<ol[^>]*aria-label="진행 기록"[^>]*>(.*?)<\/ol>/s.exec(mine)?.[1] ?? '';
    const labels = [...history.matchAll(/<span[^>]*>([^<]+)<\/span>/g)].map((m) => m[1]);
    expect(labels).toEqual(['신청완료', '당첨', '배송준비', '배송중', '배송완료']);
    expect(history).toContain('당첨을 축하드려요! 곧 발송해 드릴게요.');
    expect(history).toContain('오늘 출고했어요.');
    expect(mine).toContain('한진택배 4123-5678-9012');
    // Staff see who made each move; the member never sees staff names.
    expect(mine).not.toContain('처리:');
    const staffHistory = /<ol[^>]*aria-label="진행 기록"[^>]*>(.*?)<\/ol>/s.exec(done)?.[1] ?? '';
    expect(staffHistory.match(/처리: 운영팀/g)).toHaveLength(4);
    const actors = await server.services.db.kysely.selectFrom('recruitment_status_log').select(['status', 'actor_id']).where('subject_id', '=', orderId).orderBy('created_at').execute();
    expect(actors.map((a) => a.actor_id)).toEqual([null, staff.id, staff.id, staff.id, staff.id]);
  });

  it('draws several 신청완료 applications at once, moving each on its own and reporting the ones it could not', async () => {
    const campaign = await createCampaign(server.services);
    const a = await applicant(campaign, '일괄일');
    const b = await applicant(campaign, '일괄이');
    const c = await applicant(campaign, '일괄삼');
    const taken = await applicant(campaign, '먼저당첨');
    expect((await postForm(server, `/staff/trials/detail?id=${taken}`, { status: 'not_selected' }, staff.cookie)).status).toBe(302);

    const list = await htmlOf(await page(`/staff/trials?campaign=${campaign}`, staff.cookie));
    for (const id of [a, b, c]) expect(list).toContain(`name="ids" value="${id}"`);
    expect(list).not.toContain(`name="ids" value="${taken}"`); // a 미당첨 row moves no further

    const empty = await postForm(server, `/staff/trials?campaign=${campaign}`, { intent: 'draw', status: 'selected' }, staff.cookie);
    expect(empty.status).toBe(400);
    expect(await htmlOf(empty)).toContain('처리할 신청을 하나 이상 선택해 주세요.');
    const noChoice = await postForm(server, `/staff/trials?campaign=${campaign}`, { intent: 'draw', ids: [a] }, staff.cookie);
    expect(noChoice.status).toBe(400);
    expect(await htmlOf(noChoice)).toContain('바꿀 상태를 선택해 주세요.');
    // 배송중 needs a tracking number each (the courier's file): not a bulk move.
    const wrong = await postForm(server, `/staff/trials?campaign=${campaign}`, { intent: 'draw', ids: [a], status: 'shipping' }, staff.cookie);
    expect(wrong.status).toBe(400);
    expect((await statusOf(a)).status).toBe('applied');

    const res = await postForm(server, `/staff/trials?campaign=${campaign}`, { intent: 'draw', ids: [a, b, taken, 'nope'], status: 'selected', note: '축하드려요!' }, staff.cookie);
    expect(res.status).toBe(200);
    const html = await htmlOf(res);
    expect(html).toContain('2건을 ‘당첨’으로 바꿨습니다. 2건은 바꾸지 못했습니다.');
    expect(html).toContain('먼저당첨 (초코): 지금 상태(미당첨)에서는 당첨으로 바꿀 수 없습니다.');
    expect(html).toContain('알 수 없는 신청: 신청 내역을 찾을 수 없습니다.');
    expect((await statusOf(a)).status).toBe('selected');
    expect((await statusOf(b)).status).toBe('selected');
    expect((await statusOf(c)).status).toBe('applied');
    expect((await statusOf(taken)).status).toBe('not_selected');
    const notes = await server.services.db.kysely.selectFrom('recruitment_status_log').select('note').where('subject_id', '=', a).where('status', '=', 'selected').execute();
    expect(notes).toEqual([{ note: '축하드려요!' }]);
    // The list the action answers with is already fresh: two are counted 당첨 (and can move on to 배송준비 together).
    expect(html).toContain('당첨 <strong>2</strong>');
    expect(html).toContain(`name="ids" value="${a}"`);
    expect(html).toContain(`name="ids" value="${c}"`);
  });

  describe('returns and refunds', () => {
    let returnId: string;
    let refundId: string;

    beforeAll(async () => {
      const campaign = await createCampaign(server.services);
      const pet = await addPet(server.services, member.id, 'dog', '두부');
      const delivered = await apply(server, member.cookie, campaign, pet);
      await deliver(server.services, delivered);
      const ret = await postForm(server, '/mypage/myrecruitment-return', { orderId: delivered, reason: 'damaged', detail: '포장이 찢어져서 사료가 눅눅해졌어요.', photos: pngBlob() }, member.cookie);
      const refund = await postForm(
        server,
        '/mypage/myrecruitment-refund',
        { orderId: delivered, reason: 'return_shipping', detail: '반품 택배비 3,000원을 제가 냈어요.', amount: '3000', bankName: '카카오뱅크', accountNumber: '3333012345678', accountHolder: '김도담', photos: pngBlob() },
        member.cookie,
      );
      const idOf = (res: Response) => new URL(res.headers.get('location')!, server.url).searchParams.get('id')!;
      returnId = idOf(ret);
      refundId = idOf(refund);
    });

    it('lists claims with kind and status filters and counts', async () => {
      const all = await htmlOf(await page('/staff/claims', staff.cookie));
      expect(all).toContain('반품·환불 신청 2건');
      expect(all).toContain('접수 <strong>2</strong>');
      expect(all).toContain(`/staff/claims/detail?id=${returnId}`);
      expect(all).toContain(`/staff/claims/detail?id=${refundId}`);
      expect(all).toContain('3,000원');
      const refunds = await htmlOf(await page('/staff/claims?kind=refund', staff.cookie));
      expect(refunds).toContain('반품·환불 신청 1건');
      expect(refunds).toContain('환불신청 <strong>1</strong>');
      expect(refunds).not.toContain(`/staff/claims/detail?id=${returnId}`);
      const done = await htmlOf(await page('/staff/claims?status=completed', staff.cookie));
      expect(done).toContain('조건에 맞는 신청이 없습니다.');
    });

    it('shows the reason, the private photos, the account for the transfer and only the allowed staff statuses', async () => {
      const html = await htmlOf(await page(`/staff/claims/detail?id=${refundId}`, staff.cookie));
      expect(html).toContain('<meta name="robots" content="noindex"/>');
      expect(html).toContain('반품 택배비를 직접 냈어요');
      expect(html).toContain('반품 택배비 3,000원을 제가 냈어요.');
      expect(html).toContain('3333012345678'); // staff pay the refund; members see only the last four digits
      expect(html).toMatch(/name="status" value="in_progress"/);
      expect(html).toMatch(/name="status" value="rejected"/);
      expect(html).not.toMatch(/name="status" value="(cancelled|completed)"/);
      const photoId = /\/recruitment\/photo\?id=([0-9a-f-]+)/.exec(html)?.[1];
      expect(photoId).toBeTruthy();
      const photo = await page(`/recruitment/photo?id=${photoId}`, staff.cookie);
      expect(photo.status).toBe(200);
      expect(photo.headers.get('content-type')).toBe('image/png');
      expect((await page(`/recruitment/photo?id=${photoId}`)).status).toBe(404);
    });

    it('refusing a claim needs a 5-character note through the page, the method and the data function alike', async () => {
      const message = '처리할 수 없는 이유를 안내 메모에 5자 이상 적어 주세요. 회원에게 그대로 보입니다.';
      const claimRow = () => server.services.db.kysely.selectFrom('trial_claims').select('status').where('id', '=', refundId).executeTakeFirstOrThrow();
      const viaPage = await postForm(server, `/staff/claims/detail?id=${refundId}`, { status: 'rejected', note: '안돼요' }, staff.cookie);
      expect(viaPage.status).toBe(400);
      expect(await htmlOf(viaPage)).toContain(message);
      for (const body of [{ claimId: refundId, status: 'rejected' }, { claimId: refundId, status: 'rejected', note: '  안돼요  ' }]) {
        const viaMethod = await rpcRequest(server, 'RecruitmentController', 'updateClaimStatus', unchecked(body), { cookie: staff.cookie });
        expect(viaMethod.status).toBe(400);
        expect(await viaMethod.json()).toMatchObject({ success: false, errorCode: 'INVALID_INPUT', field: 'note', message });
      }
      expect(await moveClaimStatus(server.services.db.kysely, refundId, 'rejected', '    ')).toEqual({ ok: false, reason: 'note' });
      expect((await claimRow()).status).toBe('requested');
      expect(await historyCount(refundId)).toBe(1);
    });

    it('processes a return: 반품불가 needs a reason; 수거중 → 반품완료; the member reads the notes; final states refuse moves', async () => {
      const move = (fields: Record<string, string>) => postForm(server, `/staff/claims/detail?id=${returnId}`, fields, staff.cookie);
      const noReason = await move({ status: 'rejected', note: '' });
      expect(noReason.status).toBe(400);
      expect(await htmlOf(noReason)).toContain('처리할 수 없는 이유를 안내 메모에 5자 이상 적어 주세요.');
      const cancel = await move({ status: 'cancelled' });
      expect(cancel.status).toBe(400); // 신청취소 is the member's, never staff's
      const early = await move({ status: 'completed' });
      expect(early.status).toBe(409);
      expect(await htmlOf(early)).toContain('반품신청에서는 &#x27;반품완료&#x27;로 바꿀 수 없습니다.');
      const claimRow = () => server.services.db.kysely.selectFrom('trial_claims').select('status').where('id', '=', returnId).executeTakeFirstOrThrow();
      expect((await claimRow()).status).toBe('requested');

      expect((await move({ status: 'in_progress', note: '택배 기사님이 3일 안에 방문해요.' })).status).toBe(302);
      expect((await move({ status: 'completed', note: '반품이 확인되었어요.' })).status).toBe(302);
      expect((await claimRow()).status).toBe('completed');
      const final = await move({ status: 'rejected', note: '이미 끝난 신청입니다.' });
      expect(final.status).toBe(409);
      expect((await claimRow()).status).toBe('completed');

      const mine = await htmlOf(await page(`/mypage/myrecruitment-return/detail?id=${returnId}`, member.cookie));
      for (const text of ['반품완료', '택배 기사님이 3일 안에 방문해요.', '반품이 확인되었어요.']) expect(mine).toContain(text);
      const staffView = await htmlOf(await page(`/staff/claims/detail?id=${returnId}`, staff.cookie));
      expect(staffView).toContain('마지막 상태라 더 바꿀 수 없습니다.');
    });

    it('the staff home counts what is waiting and links to it', async () => {
      const home = await htmlOf(await page('/staff', staff.cookie));
      const waitingApplications = Number(
        (await server.services.db.kysely.selectFrom('trial_orders').select((eb) => eb.fn.countAll<number>().as('n')).where('status', '=', 'applied').executeTakeFirstOrThrow()).n,
      );
      expect(home).toContain(`<strong>${waitingApplications}건</strong>`);
      expect(home).toContain('접수·처리 중인 신청 <strong>1건</strong>'); // the refund; the return is done
      expect(home).toContain('href="/staff/trials?status=applied"');
      expect(home).toContain('href="/staff/claims?status=requested"');
      expect(home).toContain('href="/staff/trials"'); // the staff navigation
      expect(home).toContain('href="/staff/claims"');
    });
  });
});
