import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueueMail } from '#server/platform/mail/outbox';
import { noticeMail } from '#app/features/account/notice-mail';
import { htmlOf, pageText, postForm } from '../fixtures/forms';
import { signedInMember } from '../fixtures/members';
import { addPet } from '../fixtures/pets';
import { createCampaign } from '../fixtures/recruitment';
import { serverFixture } from '../fixtures/server';
import { PROMISES } from '../fixtures/service-promises';
import { startSmtpStandIn, type SmtpStandIn } from '../setup/smtp-stand-in';
import { dialects } from '../setup/test-server';

/**
 * Issue 13, item 6: one set of answer, shipping and delivery times and contacts, edited by staff
 * at /staff/site, shown the same on every page that states them, in the footer and in every e-mail.
 */
describe.each(dialects)('service promises on %s', (dialect) => {
  let smtp: SmtpStandIn;
  beforeAll(async () => {
    smtp = await startSmtpStandIn();
  });
  afterAll(async () => smtp.close());
  const server = serverFixture(dialect, () => ({ SMTP_URL: smtp.url, MAIL_WORKER: 'false', JOBS_ENABLED: 'false', PAGE_CACHE_SECONDS: '0' }));

  it('what staff save is what the footer, the customer centre, the 1:1 pages, the trial form and the e-mails say', async () => {
    const staff = await signedInMember(server.services, 'staff', '운영자');
    const member = await signedInMember(server.services);
    const pet = await addPet(server.services, member.id);
    const campaign = await createCampaign(server.services);
    const changed = { ...PROMISES, csPhone: '1588-0000', inquiryAnswerTime: '평일 오후 2시까지 받은 문의는 당일에', trialShipping: '당첨 발표 다음 날', deliveryTime: '보낸 날부터 2~3일 안에', companyName: '새이름 주식회사' };
    const saved = await postForm(server, '/staff/site', { brandName: '도담펫', disabledPaths: '', alertMessage: '', loginRequiredPaths: '/mypage', ...changed }, staff.cookie);
    expect(saved.status).toBe(302);

    const text = async (path: string, cookie?: string) => pageText(await htmlOf(await server.fetch(path, cookie ? { headers: { Cookie: cookie } } : {})));
    const centre = await text('/customer-center');
    expect(centre).toContain('1588-0000');
    expect(centre).toContain('24시간 접수, 평일 오후 2시까지 받은 문의는 당일에 답변');
    expect(centre).toContain('당첨 발표 다음 날 보내 드리고, 보낸 날부터 2~3일 안에 받아 보실 수 있어요');
    expect(centre).not.toMatch(/080-000-0000|다음 영업일|하루 안에/);
    // The footer, on any page.
    const home = await text('/');
    expect(home).toContain('고객센터 1588-0000');
    expect(home).toContain('새이름 주식회사');
    expect(home).toContain('1:1 문의는 24시간 받고 평일 오후 2시까지 받은 문의는 당일에 답변해 드려요.');
    expect(await text('/mypage/myqna', member.cookie)).toContain('평일 오후 2시까지 받은 문의는 당일에 답변해 드려요.');
    expect(await text('/mypage/myqna/request', member.cookie)).toContain('답변은 평일 오후 2시까지 받은 문의는 당일에 드리며');
    const form = await text(`/recruitment/order?campaignId=${campaign}`, member.cookie);
    expect(form).toContain('당첨되시면 당첨 발표 다음 날 보내 드리고, 보낸 날부터 2~3일 안에 받아 보실 수 있어요.');
    void pet;

    // The e-mails' letterhead.
    await enqueueMail(server.services.db.kysely, { to: member.email, template: noticeMail, data: { name: '김도담', title: '테스트', lines: ['본문'], facts: [], path: '/mypage', action: '보기' } });
    await server.services.mail.runOnce();
    const mail = smtp.to(member.email).at(-1)!;
    expect(mail.text).toContain('고객센터 1588-0000');
    expect(mail.text).toContain('사업자등록번호 000-00-00000');
    expect(mail.html).toContain('새이름 주식회사');

    // A staff save with a field emptied is refused with the field named.
    const bad = await postForm(server, '/staff/site', { brandName: '도담펫', disabledPaths: '', alertMessage: '', loginRequiredPaths: '/mypage', ...changed, inquiryAnswerTime: ' ' }, staff.cookie);
    expect(bad.status).toBe(400);
    expect(pageText(await htmlOf(bad))).toContain('1:1 문의 답변 시간을 입력해 주세요.');
  });
});
