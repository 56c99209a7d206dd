import { describe, expect, test } from 'vitest';
import { screenshot, viewports, waitForHydration } from '../fixtures/browser';
import { expectAccessible, expectClean, siteFixture } from '../fixtures/e2e';
import { postForm } from '../fixtures/forms';

/**
 * With no SMTP server configured (the development default) messages stay in the outbox: staff
 * read them at /staff/mail and can follow a member's link from there.
 */
const site = siteFixture({ PAGE_CACHE_SECONDS: '0', MAIL_POLL_MS: '100' });

describe.each(viewports.map((v) => [v.name, v] as const))('the development outbox on %s', (name, viewport) => {
  test('staff read a reset mail in the browser and its link opens the new-password page', async () => {
    expect((await postForm(site.server, '/password-reset', { email: site.member.email })).status).toBe(200);
    const { page, watcher } = await site.open(viewport, 'staff');
    await expect
      .poll(async () => {
        await page.goto(`/staff/mail?to=${encodeURIComponent(site.member.email)}`);
        await waitForHydration(page);
        return page.getByText('개발용 보관함에만 저장했습니다', { exact: false }).count();
      })
      .toBeGreaterThan(0);
    await expectAccessible(page, { where: 'staff mail' });
    expect(await page.getByText(/비밀번호 재설정 안내/).count()).toBeGreaterThan(0);
    expect(await page.getByText('보냄', { exact: true }).count()).toBe(0);
    expect(await page.locator('body').textContent()).not.toMatch(/SMTP|MAIL_/);
    await page.getByText('메일 내용 보기').first().click();
    await screenshot(page, `staff-mail-${name}`);
    const link = page.getByRole('link', { name: /\/password-reset\/new\?token=/ }).first();
    const href = await link.getAttribute('href');
    expect(href).toMatch(/\/password-reset\/new\?token=[A-Za-z0-9_-]{43}$/);
    await page.goto(new URL(href!).pathname + new URL(href!).search);
    await waitForHydration(page);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('새 비밀번호 설정');
    await expectClean({ watcher });
  });
});
