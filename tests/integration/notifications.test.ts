import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { countUnreadNotices } from '#app/features/account/data/notifications.server';
import { htmlOf, pageText, postForm } from '../fixtures/forms';
import { pngBlob } from '../fixtures/images';
import { signedInMember } from '../fixtures/members';
import { addPet } from '../fixtures/pets';
import { apply, createCampaign, deliver } from '../fixtures/recruitment';
import { rpcRequest } from '../fixtures/rpc-client';
import { serverFixture } from '../fixtures/server';
import { startSmtpStandIn, type SmtpStandIn } from '../setup/smtp-stand-in';
import { dialects } from '../setup/test-server';

/**
 * Issue 13, item 4: every notice the site promises is a line on the my-page (and the header
 * badge) and, for members who chose it, an e-mail: application received, the result on the
 * announce date (the clock moved by the test, the job run as the scheduler does), shipped with
 * courier and tracking number, delivered, return/refund moves, inquiry answered, a new trial.
 */
describe.each(dialects)('notices on %s', (dialect) => {
  let smtp: SmtpStandIn;
  beforeAll(async () => {
    smtp = await startSmtpStandIn();
  });
  afterAll(async () => smtp.close());
  const server = serverFixture(dialect, () => ({ SMTP_URL: smtp.url, MAIL_WORKER: 'false', JOBS_ENABLED: 'false' }));
  let staff: Awaited<ReturnType<typeof signedInMember>>;
  beforeAll(async () => {
    staff = await signedInMember(server.services, 'staff', '운영자');
  });
  beforeEach(() => {
    smtp.messages.length = 0;
    server.services.clock.reset();
  });

  const titles = async (memberId: string) =>
    (await server.services.db.kysely.selectFrom('notifications').select('title').where('member_id', '=', memberId).orderBy('created_at').execute()).map((r) => r.title);
  const move = (orderId: string, body: Record<string, string>) => rpcRequest(server, 'RecruitmentController', 'updateOrderStatus', { orderId, ...body } as never, { cookie: staff.cookie });
  const mailed = async (to: string) => {
    await server.services.mail.runOnce();
    return smtp.to(to);
  };

  it('a member who chose e-mail hears of the application, the win on the announce date, shipping and delivery, both ways', async () => {
    const member = await signedInMember(server.services, 'member', '정하늘');
    const pet = await addPet(server.services, member.id, 'dog', '콩이');
    const announceAt = new Date(Date.now() + 3 * 86_400_000);
    const campaign = await createCampaign(server.services, { title: '하늘 체험', announceAt });
    const res = await postForm(server, '/recruitment/order', { ...orderFieldsFor(campaign, pet), notifyByEmail: 'on' }, member.cookie);
    expect(res.status).toBe(302);
    const orderId = new URL(res.headers.get('location')!, server.url).searchParams.get('orderId')!;
    expect(await titles(member.id)).toEqual(['무료 체험 신청이 접수되었어요']);
    expect((await mailed(member.email)).map((m) => m.subject)).toEqual([expect.stringContaining('무료 체험 신청이 접수되었어요')]);

    // Staff draw before the announce date: the member hears nothing yet, not even from the job,
    // and their list, detail and the program door still read 신청완료; staff see the draw.
    expect((await move(orderId, { status: 'selected' })).status).toBe(200);
    await server.services.jobs.run('recruitment.trial-results');
    expect(await titles(member.id)).toHaveLength(1);
    const seen = async () => {
      const list = pageText(await htmlOf(await server.fetch('/mypage/myrecruitment-order', { headers: { Cookie: member.cookie } })));
      const detail = pageText(await htmlOf(await server.fetch(`/mypage/myrecruitment-order/detail?id=${orderId}`, { headers: { Cookie: member.cookie } })));
      const rpcList = await rpcRequest(server, 'RecruitmentController', 'getMyOrders', {} as never, { cookie: member.cookie });
      return { list, detail, rpc: JSON.stringify(await rpcList.json()) };
    };
    const before = await seen();
    expect(before.list).toContain('신청완료 하늘 체험');
    expect(before.list).not.toContain('당첨 하늘 체험');
    expect(before.detail).toContain('신청완료 하늘 체험');
    // The history lists the application only (the draw's entry waits for the date).
    expect(before.detail).toMatch(/진행 기록 신청완료 [\d.]+ 신청 목록으로/);
    expect(before.rpc).not.toContain('selected');
    const support = pageText(await htmlOf(await server.fetch(`/staff/members/detail?id=${member.id}`, { headers: { Cookie: staff.cookie } })));
    expect(support).toContain('당첨');

    // On the announce date the job tells them — once, however often it runs.
    server.services.clock.travelTo(new Date(announceAt.getTime() + 60_000));
    await Promise.all([server.services.jobs.run('recruitment.trial-results'), server.services.jobs.run('recruitment.trial-results')]);
    await server.services.jobs.run('recruitment.trial-results');
    expect(await titles(member.id)).toEqual(['무료 체험 신청이 접수되었어요', '무료 체험에 당첨되었어요']);
    const after = await seen();
    expect(after.list).toContain('당첨 하늘 체험');
    expect(after.rpc).toContain('"status":"selected"');
    const won = (await mailed(member.email)).filter((m) => m.subject.includes('당첨되었어요'));
    expect(won).toHaveLength(1);
    expect(won[0]!.text).toContain('하늘 체험');

    expect((await move(orderId, { status: 'preparing' })).status).toBe(200);
    expect((await move(orderId, { status: 'shipping', courier: 'CJ대한통운', trackingNumber: '612345678901' })).status).toBe(200);
    const shipped = (await mailed(member.email)).find((m) => m.subject.includes('체험 사료를 보냈어요'));
    expect(shipped?.text).toContain('612345678901');
    expect(shipped?.text).toContain('CJ대한통운');
    expect((await move(orderId, { status: 'delivered' })).status).toBe(200);
    // (The result notice carries the moved clock's time; the staff moves the real one.)
    expect((await titles(member.id)).sort()).toEqual(['무료 체험 신청이 접수되었어요', '무료 체험에 당첨되었어요', '체험 사료를 보냈어요', '체험 사료가 도착했어요'].sort());

    // The list page shows them, unread; the header counts them; opening one reads it and goes where it points.
    const html = await htmlOf(await server.fetch('/mypage/notifications', { headers: { Cookie: member.cookie } }));
    expect(pageText(html)).toContain('운송장 번호: 612345678901');
    expect(pageText(html)).toMatch(/새 알림 4 건 확인하기/);
    const notice = await server.services.db.kysely.selectFrom('notifications').select(['id', 'link']).where('member_id', '=', member.id).where('kind', '=', 'trial_shipped').executeTakeFirstOrThrow();
    const opened = await postForm(server, '/mypage/notifications', { intent: 'open', id: notice.id }, member.cookie);
    expect(opened.status).toBe(302);
    expect(opened.headers.get('location')).toBe(notice.link);
    expect(await countUnreadNotices(server.services.db.kysely, member.id)).toBe(3);
    // Another member cannot open it.
    const other = await signedInMember(server.services);
    expect((await postForm(server, '/mypage/notifications', { intent: 'open', id: notice.id }, other.cookie)).status).toBe(404);
    expect((await postForm(server, '/mypage/notifications', { intent: 'read-all' }, member.cookie)).status).toBe(200);
    expect(await countUnreadNotices(server.services.db.kysely, member.id)).toBe(0);
  });

  it('a draw after the announce date is told at once; not winning is told too; without e-mail consent only on the my-page', async () => {
    const member = await signedInMember(server.services, 'member', '오나래');
    const pet = await addPet(server.services, member.id, 'cat', '나비');
    const campaign = await createCampaign(server.services, { announceAt: new Date(Date.now() + 86_400_000) });
    const orderId = await apply(server, member.cookie, campaign, pet);
    server.services.clock.travelTo(new Date(Date.now() + 2 * 86_400_000));
    // The staff operation reads the real time: move the announce date instead of the clock here.
    await server.services.db.kysely.updateTable('trial_campaigns').set({ announce_at: new Date(Date.now() - 1000).toISOString() }).where('id', '=', campaign).execute();
    expect((await move(orderId, { status: 'not_selected' })).status).toBe(200);
    expect(await titles(member.id)).toEqual(['무료 체험 신청이 접수되었어요', '무료 체험 당첨 결과를 알려 드려요']);
    await server.services.jobs.run('recruitment.trial-results');
    expect(await titles(member.id)).toHaveLength(2);
    expect(await mailed(member.email)).toHaveLength(0);
  });

  it('return and refund moves and inquiry answers are notices; reading the answer reads its notice', async () => {
    const member = await signedInMember(server.services, 'member', '유다온');
    await server.services.db.kysely.insertInto('notification_settings').values({ member_id: member.id, email: 1, trial_openings: 0, updated_at: new Date().toISOString() }).execute();
    const pet = await addPet(server.services, member.id);
    const campaign = await createCampaign(server.services, { announceAt: new Date(Date.now() - 1000) });
    const orderId = await apply(server, member.cookie, campaign, pet);
    await deliver(server.services, orderId);
    const returned = await postForm(server, '/mypage/myrecruitment-return', { orderId, reason: 'damaged', detail: '포장이 찢어져서 사료가 눅눅해졌어요.', photos: pngBlob(64) }, member.cookie);
    expect(returned.status).toBe(302);
    const claim = await server.services.db.kysely.selectFrom('trial_claims').select('id').where('order_id', '=', orderId).executeTakeFirstOrThrow();
    const moved = await rpcRequest(server, 'RecruitmentController', 'updateClaimStatus', { claimId: claim.id, status: 'in_progress', note: '택배 기사님이 3일 안에 방문해요.' }, { cookie: staff.cookie });
    expect(moved.status).toBe(200);
    expect(await titles(member.id)).toContain('반품 신청이 ‘수거중’ 상태가 되었어요');
    const claimMail = (await mailed(member.email)).find((m) => m.subject.includes('수거중'));
    expect(claimMail?.text).toContain('택배 기사님이 3일 안에 방문해요.');

    const inquiry = await postForm(server, '/mypage/myqna/request', { intent: 'save', category: 'delivery', title: '배송 문의', body: '언제쯤 도착하나요? 알려 주세요.' }, member.cookie);
    expect(inquiry.status).toBe(302);
    const inquiryId = (await server.services.db.kysely.selectFrom('inquiries').select('id').where('member_id', '=', member.id).executeTakeFirstOrThrow()).id;
    expect((await postForm(server, `/staff/inquiries/detail?id=${inquiryId}`, { answer: '내일 도착 예정이에요.' }, staff.cookie)).status).toBe(302);
    expect(await titles(member.id)).toContain('1:1 문의에 답변이 도착했어요');
    expect((await mailed(member.email)).some((m) => m.subject.includes('1:1 문의에 답변이 도착했어요'))).toBe(true);
    const before = await countUnreadNotices(server.services.db.kysely, member.id);
    await server.fetch(`/mypage/myqna/detail?id=${inquiryId}`, { headers: { Cookie: member.cookie } });
    expect(await countUnreadNotices(server.services.db.kysely, member.id)).toBe(before - 1);
  });

  it('a new trial is announced once, when its application opens, to the members who asked', async () => {
    // Campaigns already open are announced to nobody yet (nobody asked): the job marks them told.
    await server.services.jobs.run('recruitment.trial-openings');
    const follower = await signedInMember(server.services, 'member', '윤새봄');
    const other = await signedInMember(server.services, 'member', '강여름');
    const followed = await postForm(server, '/recruitment', { follow: 'on' }, follower.cookie);
    expect(followed.status).toBe(200);
    expect(pageText(await htmlOf(followed))).toContain('새 체험 알림을 켰어요.');
    const startsAt = new Date(Date.now() + 86_400_000);
    await createCampaign(server.services, { title: '봄맞이 체험', startsAt, endsAt: new Date(startsAt.getTime() + 7 * 86_400_000), announceAt: new Date(startsAt.getTime() + 8 * 86_400_000) });
    await server.services.jobs.run('recruitment.trial-openings');
    expect(await titles(follower.id)).toEqual([]);
    server.services.clock.travelTo(new Date(startsAt.getTime() + 60_000));
    await Promise.all([server.services.jobs.run('recruitment.trial-openings'), server.services.jobs.run('recruitment.trial-openings')]);
    expect(await titles(follower.id)).toEqual(['새 무료 체험이 열렸어요']);
    expect(await titles(other.id)).toEqual([]);
    const body = (await server.services.db.kysely.selectFrom('notifications').select('body').where('member_id', '=', follower.id).executeTakeFirstOrThrow()).body;
    expect(body).toContain('봄맞이 체험');
  });
});

function orderFieldsFor(campaignId: string, petId: string): Record<string, string> {
  return {
    campaignId,
    petId,
    recipientName: '정하늘',
    mobile: '010-1234-5678',
    postcode: '04779',
    roadAddress: '서울특별시 성동구 성수이로 78',
    jibunAddress: '',
    extraAddress: '',
    addressDetail: '101동',
    deliveryRequest: '',
    agreePrivacy: 'on',
    agreeShipping: 'on',
    agreeNotice: 'on',
  };
}
