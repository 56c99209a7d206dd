import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { screenshot, viewports, waitForHydration } from '../fixtures/browser';
import { expectAccessible, expectClean, siteFixture } from '../fixtures/e2e';
import { signedInMember } from '../fixtures/members';
import { addPet } from '../fixtures/pets';
import { createCampaign, saveAddress } from '../fixtures/recruitment';
import { rpcOk } from '../fixtures/rpc-client';
import { startSmtpStandIn, type SmtpStandIn } from '../setup/smtp-stand-in';

/**
 * Issue 13, "done when": a member who applied to a trial gets the won notice on the announce date
 * — the server's clock is moved by the test and the scheduler (every 200 ms here) does the rest —
 * in the my-page list (header badge) and by e-mail from a local SMTP server, then the shipped
 * notice with the courier and tracking number.
 */
let smtp: SmtpStandIn;
const env: Record<string, string> = { PAGE_CACHE_SECONDS: '0', MAIL_POLL_MS: '100', JOBS_EVERY_MS: '200' };
beforeAll(async () => {
  smtp = await startSmtpStandIn();
  env.SMTP_URL = smtp.url;
});
afterAll(async () => smtp.close());
const site = siteFixture(env);

describe.each(viewports.map((v) => [v.name, v] as const))('trial notices on %s', (name, viewport) => {
  test('applied → won on the announce date (clock moved) → shipped with the tracking number, on the my-page and by e-mail', async () => {
    const services = site.server.services;
    services.clock.reset();
    const member = await signedInMember(services, 'member', name === 'phone' ? '알림폰' : '알림피씨');
    await addPet(services, member.id, 'dog', '보리');
    await saveAddress(services, member.id);
    const announceAt = new Date(Date.now() + 5 * 86_400_000);
    const title = `알림 체험 ${name}`;
    const campaignId = await createCampaign(services, { title, announceAt, endsAt: new Date(Date.now() + 4 * 86_400_000) });

    const { page, watcher } = await site.open(viewport, member);
    await page.goto(`/recruitment/order?campaignId=${campaignId}`);
    await waitForHydration(page);
    await page.getByLabel(/당첨 결과와 배송 소식을 가입한 이메일로도 받을게요/).check();
    for (const label of [/개인정보 수집·이용/, /택배사에 이름/, /유의사항을 확인했습니다/]) await page.getByLabel(label).check();
    await page.getByRole('button', { name: '체험 신청하기' }).click();
    await page.waitForURL(/\/recruitment\/order-result\?orderId=/);
    const orderId = new URL(page.url()).searchParams.get('orderId')!;
    await smtp.waitFor((m) => m.to.includes(member.email) && m.subject.includes('신청이 접수되었어요'));

    // Staff draw days before the announce date; nothing reaches the member yet.
    const staff = await signedInMember(services, 'staff', '운영자');
    await rpcOk(site.server, 'RecruitmentController', 'updateOrderStatus', { orderId, status: 'selected' }, { cookie: staff.cookie });
    // (The job the scheduler runs, run here at today's date: nothing is due.)
    await services.jobs.run('recruitment.trial-results');
    await services.mail.runOnce();
    expect(smtp.to(member.email).some((m) => m.subject.includes('당첨'))).toBe(false);

    // The announce date: move the server's clock; the scheduler tells the member.
    services.clock.travelTo(new Date(announceAt.getTime() + 60_000));
    const won = await smtp.waitFor((m) => m.to.includes(member.email) && m.subject.includes('무료 체험에 당첨되었어요'));
    expect(won.text).toContain(title);
    await page.goto('/mypage');
    await waitForHydration(page);
    const badge = page.getByRole('link', { name: /새 알림 \d+\s?건 확인하기/ });
    await badge.click();
    await page.waitForURL((u) => u.pathname === '/mypage/notifications');
    await waitForHydration(page);
    const wonNotice = page.getByRole('button', { name: /무료 체험에 당첨되었어요/ });
    await wonNotice.waitFor();
    expect(await wonNotice.textContent()).toContain('안 읽음');
    await expectAccessible(page, { where: 'notifications' });
    await screenshot(page, `notifications-won-${name}`);

    // Shipped: the notice and the e-mail carry the courier and the tracking number.
    services.clock.reset();
    await rpcOk(site.server, 'RecruitmentController', 'updateOrderStatus', { orderId, status: 'preparing' }, { cookie: staff.cookie });
    await rpcOk(site.server, 'RecruitmentController', 'updateOrderStatus', { orderId, status: 'shipping', courier: 'CJ대한통운', trackingNumber: '612345678901' }, { cookie: staff.cookie });
    const shippedMail = await smtp.waitFor((m) => m.to.includes(member.email) && m.subject.includes('체험 사료를 보냈어요'));
    expect(shippedMail.text).toContain('운송장 번호: 612345678901');
    expect(shippedMail.html).toContain('CJ대한통운');
    await page.reload();
    await waitForHydration(page);
    const shipped = page.getByRole('button', { name: /체험 사료를 보냈어요/ });
    expect(await shipped.textContent()).toContain('운송장 번호: 612345678901');
    await shipped.click();
    await page.waitForURL((u) => u.pathname === '/mypage/myrecruitment-order/detail');
    await waitForHydration(page);
    await page.getByText('612345678901').first().waitFor();
    await expectClean({ watcher });
  });
});
