import { beforeAll, afterAll, describe, expect, test } from 'vitest';
import { createMember } from '#server/adapters/seed/factories';
import { screenshot, viewports, waitForHydration } from '../fixtures/browser';
import { expectAccessible, expectClean, siteFixture } from '../fixtures/e2e';
import { startSmtpStandIn, type SmtpStandIn } from '../setup/smtp-stand-in';

/**
 * Issue 13, "done when": a member who forgot the password resets it from the e-mail a local SMTP
 * server received — 로그인 → 비밀번호 찾기 → the mail → the link → a new password → signed in;
 * every other session of the account has ended.
 */
let smtp: SmtpStandIn;
const env: Record<string, string> = { PAGE_CACHE_SECONDS: '0', MAIL_POLL_MS: '100' };
beforeAll(async () => {
  smtp = await startSmtpStandIn();
  env.SMTP_URL = smtp.url;
});
afterAll(async () => smtp.close());
const site = siteFixture(env);

describe.each(viewports.map((v) => [v.name, v] as const))('password reset on %s', (name, viewport) => {
  test('a forgotten password is reset from the e-mail, and other sessions end', async () => {
    const member = await createMember(site.server.services.db.kysely, { email: `forgot-${name}@example.com`, name: '최보리' });
    const otherDevice = await site.server.services.sessions.create(member.id);

    const { page, watcher } = await site.open(viewport);
    await page.goto('/login');
    await waitForHydration(page);
    await page.getByRole('link', { name: '비밀번호 찾기' }).click();
    await page.waitForURL(/\/password-reset$/);
    await waitForHydration(page);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('비밀번호 찾기');
    await page.getByLabel(/가입한 이메일/).fill(member.email);
    await page.getByRole('button', { name: '재설정 링크 받기' }).click();
    const confirmation = page.getByRole('status').filter({ hasText: '링크를 보냈어요' });
    await expect.poll(() => confirmation.isVisible()).toBe(true);
    await expectAccessible(page);
    await screenshot(page, `password-reset-sent-${name}`);

    // The worker sends it to the SMTP server; the link in it opens the new-password page.
    const mail = await smtp.waitFor((m) => m.to.includes(member.email) && m.subject.includes('비밀번호 재설정'));
    expect(mail.html).toContain('새 비밀번호 설정하기');
    const link = /https?:\/\/\S+?(\/password-reset\/new\?token=[A-Za-z0-9_-]{43})/.exec(mail.text)?.[1];
    expect(link).toBeDefined();
    await watcher.settle();
    await page.goto(link!);
    await waitForHydration(page);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('새 비밀번호 설정');
    await expectAccessible(page);
    const password = `new garden path ${name} 2026`;
    await page.getByLabel(/^새 비밀번호( \(필수\))?$/).fill(password);
    await page.getByLabel(/^새 비밀번호 확인/).fill(password);
    await Promise.all([page.waitForURL(/\/login\?reset=done$/), page.getByRole('button', { name: '비밀번호 바꾸기' }).click()]);
    await waitForHydration(page);
    await expect.poll(() => page.getByRole('status').filter({ hasText: '새 비밀번호로 로그인해 주세요' }).isVisible()).toBe(true);

    // Signed in with the new password; the session on the other device is gone.
    await page.getByLabel(/^이메일/).fill(member.email);
    await page.getByLabel(/^비밀번호( \(필수\))?$/).fill(password);
    await Promise.all([page.waitForURL((url) => !url.pathname.startsWith('/login')), page.getByRole('button', { name: '로그인', exact: true }).click()]);
    await waitForHydration(page);
    expect(await site.server.services.sessions.get(otherDevice.id)).toBeNull();
    const mypage = await site.server.fetch('/mypage', { headers: { Cookie: `sid=${otherDevice.id}` } });
    expect(mypage.status).toBe(302);

    // The link was for one use only.
    await page.goto(link!);
    await waitForHydration(page);
    await expect.poll(() => page.getByRole('alert').filter({ hasText: '만료되었거나 이미 사용되었어요' }).isVisible()).toBe(true);
    await expectAccessible(page);
    await expectClean({ watcher });
  });
});
