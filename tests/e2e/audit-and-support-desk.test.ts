import { describe, expect, test } from 'vitest';
import { screenshot, viewports, waitForHydration } from '../fixtures/browser';
import { expectAccessible, expectClean, siteFixture } from '../fixtures/e2e';
import { signedInMember } from '../fixtures/members';
import { rpcOk } from '../fixtures/rpc-client';

/**
 * Issue 24, items 3 and 7, on a desktop and a phone: support writes a saved reply, answers a
 * member's inquiry by inserting it (filled in for the member, particle included), and the admin
 * finds that answer in the audit trail as a Korean sentence whose object links to the inquiry.
 * On the phone the trail is cards: nothing scrolls sideways.
 */

const site = siteFixture({ PAGE_CACHE_SECONDS: '0' });

describe.each(viewports)('the audit trail and the support desk on $name', (viewport) => {
  test('support answers with a saved reply; the admin reads it in the trail as a sentence with a link', async () => {
    const phone = viewport.name === 'phone';
    const member = await signedInMember(site.server.services, 'member', phone ? '이수아' : '김도담');
    const title = phone ? '휴대폰 급여량 문의' : '데스크톱 급여량 문의';
    const created = await rpcOk(site.server, 'QnaController', 'createInquiry', { category: 'product', title, body: '하루에 얼마나 주면 될까요? 자세히 알려 주세요.' }, { cookie: member.cookie });
    const inquiryId = (created as { data: { id: string } }).data.id;
    const supportName = phone ? '상담 하나' : '상담 두리';
    const support = await signedInMember(site.server.services, 'support', supportName);
    const { page, watcher } = await site.open(viewport, support);

    // A saved reply, written in the back-office.
    const replyTitle = `${viewport.name} 첫인사`;
    await page.goto('/staff/inquiries/templates');
    await waitForHydration(page);
    await page.getByLabel(/^제목/).fill(replyTitle);
    await page.getByLabel(/^답변 문구/).fill('{회원|이/가} 남겨 주신 문의에 답변드립니다.');
    await Promise.all([page.waitForURL((u) => u.searchParams.get('done') === 'saved'), page.getByRole('button', { name: '저장', exact: true }).click()]);
    await expect.poll(() => page.getByRole('heading', { name: replyTitle }).count()).toBe(1);
    await expectAccessible(page, { where: 'saved replies' });

    // The inquiry: the member's context beside it, the saved reply inserted into the answer box.
    await page.goto(`/staff/inquiries/detail?id=${inquiryId}`);
    await waitForHydration(page);
    await page.getByRole('heading', { name: '문의한 회원' }).waitFor();
    await page.getByLabel('자주 쓰는 답변 고르기').selectOption({ label: replyTitle });
    await page.getByRole('button', { name: '답변에 넣기' }).click();
    const filled = `${phone ? '이수아가' : '김도담이'} 남겨 주신 문의에 답변드립니다.`;
    expect(await page.locator('#answer').inputValue()).toBe(filled);
    await expectAccessible(page, { where: 'inquiry detail' });
    await screenshot(page, `support-desk-${viewport.name}`);
    await Promise.all([page.waitForURL((u) => u.searchParams.has('saved')), page.getByRole('button', { name: '답변 저장' }).click()]);
    await page.getByText('답변을 저장했습니다.').waitFor();

    // The admin finds it in the trail as a sentence, and its object is a link to the inquiry.
    const admin = await site.open(viewport, 'staff');
    await admin.page.goto(`/staff/audit?actor=${support.id}`);
    await waitForHydration(admin.page);
    const sentence = `${supportName}님이 1:1 문의 ‘${title}’에 답변했습니다.`;
    const entry = admin.page.getByTestId('audit-entry').filter({ hasText: '답변했습니다' }).first();
    await entry.waitFor();
    expect((await entry.locator('p').first().textContent())?.trim()).toBe(sentence);
    expect(await entry.textContent()).toMatch(/\d{4}년 \d{1,2}월 \d{1,2}일 오[전후] \d{1,2}:\d{2}/);
    expect(await entry.textContent()).toContain(`답변(없음) → ${filled}`);
    expect(await entry.textContent()).not.toMatch(/answer|status|\d{4}-\d{2}-\d{2}T/);
    expect(await admin.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true);
    expect(await admin.page.locator('table').count()).toBe(0);
    await expectAccessible(admin.page, { where: 'audit trail' });
    await screenshot(admin.page, `audit-trail-${viewport.name}`);
    await Promise.all([admin.page.waitForURL((u) => u.pathname === '/staff/inquiries/detail'), entry.getByRole('link', { name: `1:1 문의 ‘${title}’` }).click()]);
    expect(new URL(admin.page.url()).searchParams.get('id')).toBe(inquiryId);
    await admin.page.getByRole('heading', { level: 1, name: '문의 답변하기' }).waitFor();
    await expectClean({ watcher });
    await expectClean({ watcher: admin.watcher });
  });
});
