import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { PageWatcher, screenshot, viewports, waitForHydration } from '../fixtures/browser';
import { expectAccessible, siteFixture } from '../fixtures/e2e';
import { signedInMember } from '../fixtures/members';

/**
 * Issue 3 in the browser, on a phone and a desktop: sign-up → logout → login → pet registration →
 * the session time-out warning → 계속 작업 → logout, and the automatic logout with its toast.
 * The browser's clock is driven by Playwright, so the 30-minute inactivity limit takes no time.
 */

const site = siteFixture({ PAGE_CACHE_SECONDS: '0' });

/** A form field by its label, whether or not the label carries the " (필수)" mark. */
function field(page: Page, label: string) {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return page.getByLabel(new RegExp(`^${escaped}( \\(필수\\))?$`));
}

async function go(page: Page, watcher: PageWatcher, path: string) {
  await watcher.settle();
  await page.goto(path);
  await waitForHydration(page);
}

/**
 * Waits until the member's session manager runs (its code arrives in a chunk after hydration):
 * moving the clock before that would move it past a deadline nobody was watching yet.
 */
async function sessionWatched(page: Page) {
  await page.locator('[data-session-timeout-warning="watching"]').waitFor({ state: 'attached', timeout: 30_000 });
}

async function submitAndWait(page: Page, button: string, urlPattern: RegExp) {
  await Promise.all([page.waitForURL(urlPattern), page.getByRole('button', { name: button, exact: true }).click()]);
  await waitForHydration(page);
}

describe.each(viewports.map((v) => [v.name, v] as const))('accounts on %s', (name, viewport) => {
  test('sign-up → login → pet → time-out warning → continue → logout', async () => {
    const { page, watcher } = await site.open(viewport);
    await page.clock.install();
    const email = `e2e-${name}-${Date.now()}@example.com`;

    // Sign-up with a bad form first: every field explains itself, focus goes to the summary.
    await go(page, watcher, '/register?startURL=%2Fmypage%2Fmypet');
    await page.getByRole('button', { name: '가입하기' }).click();
    const summary = page.getByRole('alert').filter({ hasText: '입력 내용을 확인해 주세요.' });
    await expect.poll(() => summary.isVisible()).toBe(true);
    expect(await summary.textContent()).toContain('이용약관에 동의해 주세요.');
    await expectAccessible(page);

    await field(page, '이름').fill('김도담');
    await field(page, '이메일 (아이디)').fill(email);
    await field(page, '비밀번호').fill('bori loves walks 2026');
    await field(page, '비밀번호 확인').fill('bori loves walks 2026');
    await field(page, '휴대폰 번호').fill('010-2345-6789');
    await page.getByLabel(/^\(필수\) 이용약관.*에 동의합니다\.$/).check();
    await page.getByLabel(/\(필수\) 개인정보 수집·이용에 동의합니다/).check();
    await page.getByLabel('(필수) 만 14세 이상입니다.').check();
    await page.getByLabel('(선택) 이메일', { exact: true }).check();
    // The welcome says what to do next and offers the page the visitor came for (issue 25, item 5).
    await submitAndWait(page, '가입하기', /\/register\/welcome\?startURL=%2Fmypage%2Fmypet$/);
    await page.getByRole('heading', { name: '김도담님, 가입을 환영해요!' }).waitFor();
    expect(await page.getByRole('link', { name: /반려동물 등록하기/ }).getAttribute('href')).toBe('/mypage/mypet/register');
    await Promise.all([page.waitForURL(/\/mypage\/mypet$/), page.getByRole('link', { name: '보던 화면으로 계속하기' }).click()]);
    await waitForHydration(page);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('나의 반려동물');
    await expect.poll(() => page.getByRole('link', { name: /마이페이지/ }).first().isVisible()).toBe(true);

    // Log out from the header, then log in again through the login-required redirect.
    if (viewport.name === 'phone') await page.getByLabel('전체 메뉴').first().click().catch(() => undefined);
    await Promise.all([page.waitForURL((u) => u.pathname === '/'), page.getByRole('button', { name: '로그아웃' }).first().click()]);
    await go(page, watcher, '/mypage/mypet/register');
    expect(new URL(page.url()).pathname).toBe('/login');
    await field(page, '이메일').fill(email);
    await field(page, '비밀번호').fill('wrong password');
    await submitAndWait(page, '로그인', /\/login/);
    await expect.poll(() => page.getByRole('alert').filter({ hasText: '이메일 또는 비밀번호가 올바르지 않습니다.' }).first().isVisible()).toBe(true);
    await field(page, '비밀번호').fill('bori loves walks 2026');
    await submitAndWait(page, '로그인', /\/mypage\/mypet\/register$/);

    // Register a pet.
    await field(page, '이름').fill('보리');
    await page.getByText('강아지', { exact: true }).click();
    await field(page, '품종').fill('말티즈');
    await page.getByText('여아', { exact: true }).click();
    await page.getByText('했어요', { exact: true }).click();
    await field(page, '태어난 해').selectOption(String(new Date().getFullYear() - 3));
    await field(page, '태어난 달').selectOption('4');
    await field(page, '몸무게 (kg)').fill('3.4');
    await submitAndWait(page, '등록하기', /\/mypage\/mypet\?saved=/);
    const card = page.getByRole('listitem').filter({ hasText: '보리' });
    expect(await card.textContent()).toContain('어덜트 (1~6세)');
    expect(await card.textContent()).toContain('3.4kg');
    await expectAccessible(page);
    await screenshot(page, `account-mypet-${name}`);

    // 29.5 minutes without activity: the warning of SPEC 2.7 opens.
    await sessionWatched(page);
    await page.clock.fastForward('29:35');
    const dialog = page.getByRole('alertdialog', { name: '아직 로그아웃하지 않으셨습니까?' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    for (const label of ['계속 작업', '로그아웃', '닫기']) expect(await dialog.getByRole('button', { name: label }).isVisible()).toBe(true);
    await screenshot(page, `account-timeout-warning-${name}`);

    // 계속 작업 renews the session: the warning closes and does not come back 60 s later.
    await dialog.getByRole('button', { name: '계속 작업' }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    await page.clock.fastForward('01:00');
    expect(await dialog.isVisible()).toBe(false);
    expect(new URL(page.url()).pathname).toBe('/mypage/mypet');

    // 로그아웃 in the warning ends the session (the deadline is now 30 minutes after 계속 작업).
    await page.clock.fastForward('28:40');
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await Promise.all([page.waitForURL((u) => u.pathname === '/'), dialog.getByRole('button', { name: '로그아웃' }).click()]);
    const check = await page.request.post('/lwr/apex/v65.0/SessionController/getUserContext', { data: {} });
    expect(await check.json()).toEqual({ isGuest: true });
    // The only failed requests are the two refused form posts (400 by design).
    const unexpected = watcher.take().filter((p) => !/400.*\/(register|login)\.data/.test(p.text));
    expect(unexpected).toEqual([]);
  });

  test('without action the member is logged out with the time-out toast', async () => {
    const member = await signedInMember(site.server.services);
    const { page, watcher } = await site.open(viewport, member);
    await page.clock.install();
    await go(page, watcher, '/mypage');
    await sessionWatched(page);
    await page.clock.fastForward('30:05');
    await page.waitForURL(/\/login\?startURL=%2Fmypage/);
    const toast = page.getByText('세션 시간이 초과되었습니다. 다시 시도하십시오.');
    await expect.poll(() => toast.isVisible()).toBe(true);
  });

  test('two tabs share the session: 계속 작업 in one closes the warning in both, 로그아웃 in one ends both', async () => {
    const member = await signedInMember(site.server.services);
    const { context, page: first, watcher } = await site.open(viewport, member);
    // One clock for the whole browser, as tabs really share.
    await context.clock.install();
    const second = await context.newPage();
    const watchers = [watcher, new PageWatcher(second, site.url)];
    await go(first, watchers[0]!, '/mypage');
    await go(second, watchers[1]!, '/mypage/bookmark');
    await Promise.all([sessionWatched(first), sessionWatched(second)]);
    const warning = (page: Page) => page.getByRole('alertdialog', { name: '아직 로그아웃하지 않으셨습니까?' });

    await context.clock.fastForward('29:35');
    await expect.poll(() => warning(first).isVisible()).toBe(true);
    await expect.poll(() => warning(second).isVisible()).toBe(true);
    await warning(first).getByRole('button', { name: '계속 작업' }).click();
    await expect.poll(() => warning(first).isVisible()).toBe(false);
    // The other tab learns the new deadline and closes its warning without a request of its own.
    await expect.poll(() => warning(second).isVisible()).toBe(false);
    await context.clock.fastForward('01:00');
    expect(await warning(second).isVisible()).toBe(false);

    await context.clock.fastForward('28:40');
    await expect.poll(() => warning(second).isVisible()).toBe(true);
    await Promise.all([second.waitForURL((u) => u.pathname === '/'), warning(second).getByRole('button', { name: '로그아웃' }).click()]);
    // The first tab leaves the member pages too, without waiting for its own deadline.
    await first.waitForURL((u) => !u.pathname.startsWith('/mypage'));
    const check = await first.request.post('/lwr/apex/v65.0/SessionController/getUserContext', { data: {} });
    expect(await check.json()).toEqual({ isGuest: true });
    for (const watcher of watchers) await watcher.settle();
    expect(watchers.flatMap((w) => w.take())).toEqual([]);
  });
});
