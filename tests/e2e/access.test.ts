import type { Page } from 'playwright-core';
import { afterAll, describe, expect, test } from 'vitest';
import { LOGIN_REQUIRED_MESSAGE } from '#app/config/access-check';
import { DEMO_SITE_CONFIG } from '#server/adapters/seed/factories';
import { type PageWatcher, viewports, type Viewport, waitForHydration } from '../fixtures/browser';
import { expectAccessible, load, pathOf, siteFixture } from '../fixtures/e2e';
import { rpc } from '../fixtures/rpc-client';
import { updateSiteConfig } from '../setup/e2e-server';

/**
 * SPEC 5.1 in the browser: a guest is stopped before client-side navigation to a login-required
 * path (toast, 2.6 / 4.6) or a maintenance-disabled path (alert); direct loads are stopped by
 * the server (redirect to login, maintenance page); members always pass.
 *
 * This file has its own server and database, with the page cache off, so config changes show
 * at once and do not leak into other files.
 */

const ALERT_MESSAGE = DEMO_SITE_CONFIG.alertMessage;
const TOAST_AUTO_HIDE_MS = 5000;

const site = siteFixture({ PAGE_CACHE_SECONDS: '0' });

/** The apply button of the first open campaign on /recruitment: an in-app link to /recruitment/order. */
function applyLink(page: Page) {
  return page.getByRole('link', { name: '체험 신청하기' }).first();
}

/** A page that accepts window.alert/confirm dialogs and lists every URL it requested. */
async function open(viewport: Viewport, as: 'guest' | 'member') {
  const session = await site.open(viewport, as, { dialogs: 'accept' });
  const requests: string[] = [];
  session.page.on('request', (request) => requests.push(request.url()));
  return { ...session, requests };
}

async function h1(page: Page): Promise<string> {
  return ((await page.locator('h1').first().textContent()) ?? '').trim();
}

/** Clicks the in-app (React Router) link to /mypage on the home page, as each device offers it. */
async function clickMyPageLink(page: Page, viewport: Viewport, as: 'guest' | 'member'): Promise<void> {
  if (viewport.name === 'phone') {
    // The bottom tab bar's '마이' tab, tapped like a person would.
    await page.getByRole('navigation', { name: '모바일 메뉴' }).getByRole('link', { name: '마이', exact: true }).click();
  } else if (as === 'member') {
    // The header's my-page link next to the member's name.
    await page.locator('header').getByRole('link', { name: /마이페이지/ }).click();
  } else {
    // A guest's desktop header offers no my-page link; the same router link of the tab bar
    // (in the DOM, hidden by CSS above 999px) is clicked through the DOM instead.
    const clicked = await page.evaluate(() => {
      const link = document.querySelector<HTMLAnchorElement>('nav[aria-label="모바일 메뉴"] a[href="/mypage"]');
      link?.click();
      return link !== null;
    });
    expect(clicked, 'an in-app link to /mypage exists on the home page').toBe(true);
  }
}

function onlyScriptProblems(watcher: PageWatcher) {
  return watcher.take().filter((p) => p.kind === 'console' || p.kind === 'pageerror');
}

async function setMaintenance(on: boolean): Promise<void> {
  await updateSiteConfig(site.server, site.staff.cookie, { IsMaintenance__c: on });
}

describe.each(viewports)('login-required paths on $name', (viewport) => {
  test('a guest loading /mypage/mypet directly lands on the login page with startURL', async () => {
    const session = await open(viewport, 'guest');
    const { page } = session;
    const response = await page.goto('/mypage/mypet');
    expect(response?.status()).toBe(200);
    const redirect = await response?.request().redirectedFrom()?.response();
    expect(redirect?.status(), 'the server answered the direct load with a redirect').toBe(302);
    expect(pathOf(page)).toBe('/login?startURL=%2Fmypage%2Fmypet');
    await waitForHydration(page);
    expect(await h1(page)).toBe('로그인');
  });

  test('a guest clicking a link to /mypage stays on home and gets the toast, which hides after 5 s', async () => {
    const session = await open(viewport, 'guest');
    const { page, watcher, requests } = session;
    await load(session, '/');
    const homeHeading = await h1(page);
    watcher.take();

    await clickMyPageLink(page, viewport, 'guest');
    const toast = page.getByRole('status').filter({ hasText: LOGIN_REQUIRED_MESSAGE });
    await toast.waitFor({ state: 'visible', timeout: 3000 });
    const shownAt = Date.now();

    expect(pathOf(page), 'navigation was blocked').toBe('/');
    expect(await h1(page)).toBe(homeHeading);
    expect(requests.filter((u) => new URL(u).pathname.startsWith('/mypage')), 'nothing of /mypage was requested').toEqual([]);

    await expect.poll(() => toast.getByText(LOGIN_REQUIRED_MESSAGE, { exact: true }).count()).toBe(1);
    const login = toast.getByRole('link', { name: '로그인 하기' });
    const register = toast.getByRole('link', { name: '회원가입 하기' });
    expect(await login.getAttribute('href')).toBe('/login?startURL=%2Fmypage');
    expect(await register.getAttribute('href')).toBe('/register?startURL=%2Fmypage');

    // The toast is on screen (SPEC 2.6: above the page content).
    const box = await toast.boundingBox();
    expect(box, 'toast has a box').not.toBeNull();
    if (box) {
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
    }

    // SPEC 4.6 / 9.1: auto-hide after 5000 ms.
    await page.waitForTimeout(Math.max(0, TOAST_AUTO_HIDE_MS - 1000 - (Date.now() - shownAt)));
    expect(await toast.isVisible(), 'still visible after 4 s').toBe(true);
    await toast.waitFor({ state: 'hidden', timeout: 3000 });
    const hiddenAfter = Date.now() - shownAt;
    expect(hiddenAfter).toBeGreaterThanOrEqual(TOAST_AUTO_HIDE_MS - 600);
    expect(hiddenAfter).toBeLessThanOrEqual(TOAST_AUTO_HIDE_MS + 1500);
    expect(pathOf(page)).toBe('/');
    expect(onlyScriptProblems(watcher)).toEqual([]);
  });

  test("the toast's close button hides it, and its login link leads to login with startURL", async () => {
    const session = await open(viewport, 'guest');
    const { page, watcher } = session;
    await load(session, '/');
    const toast = page.getByRole('status').filter({ hasText: LOGIN_REQUIRED_MESSAGE });

    await clickMyPageLink(page, viewport, 'guest');
    await toast.waitFor({ state: 'visible', timeout: 3000 });
    await toast.getByRole('button', { name: '닫기' }).click();
    await toast.waitFor({ state: 'hidden', timeout: 1000 });
    expect(pathOf(page)).toBe('/');

    await clickMyPageLink(page, viewport, 'guest');
    await toast.waitFor({ state: 'visible', timeout: 3000 });
    // A real click: it fails if anything (tab bar, dock bar) covers the link.
    await toast.getByRole('link', { name: '로그인 하기' }).click();
    await page.waitForURL((url) => url.pathname === '/login', { timeout: 5000 });
    expect(pathOf(page)).toBe('/login?startURL=%2Fmypage');
    await expect.poll(() => h1(page)).toBe('로그인');
    expect(onlyScriptProblems(watcher)).toEqual([]);
  });

  test('a member clicking the same link reaches /mypage', async () => {
    const session = await open(viewport, 'member');
    const { page, watcher } = session;
    await load(session, '/');
    await clickMyPageLink(page, viewport, 'member');
    await page.waitForURL((url) => url.pathname === '/mypage', { timeout: 5000 });
    await expect.poll(() => h1(page)).toBe('마이페이지');
    expect(await page.getByText(LOGIN_REQUIRED_MESSAGE).count(), 'no login toast for members').toBe(0);
    expect(watcher.take()).toEqual([]);
  });
});

describe('maintenance (SPEC 5.1 rule 1)', () => {
  afterAll(async () => {
    await setMaintenance(false);
  });

  test('only staff can switch maintenance', async () => {
    const asMember = await rpc(site.server, 'SiteAdminController', 'updateSiteConfig', { IsMaintenance__c: true }, { cookie: site.member.cookie });
    expect(asMember.status).toBe(403);
    const asGuest = await rpc(site.server, 'SiteAdminController', 'updateSiteConfig', { IsMaintenance__c: true });
    expect(asGuest.status).toBe(401);
    // Neither refused call switched maintenance on.
    await load(await open(viewports[0]!, 'guest'), '/recruitment/order', 200);
  });

  describe.each(viewports)('on $name', (viewport) => {
    test('a guest clicking the in-app link to /recruitment/order gets the alert and stays', async () => {
      await setMaintenance(true);
      const session = await open(viewport, 'guest');
      const { page, dialogs, requests, watcher } = session;
      await load(session, '/recruitment');
      expect(await h1(page)).toBe('이벤트/혜택');

      const dialog = page.waitForEvent('dialog', { timeout: 5000 });
      await applyLink(page).click();
      await dialog;
      await page.waitForTimeout(300);

      expect(dialogs).toEqual([ALERT_MESSAGE]);
      expect(pathOf(page), 'navigation was blocked').toBe('/recruitment');
      expect(await h1(page)).toBe('이벤트/혜택');
      expect(requests.filter((u) => new URL(u).pathname.startsWith('/recruitment/order')), 'nothing of the order page was requested').toEqual([]);
      expect(onlyScriptProblems(watcher)).toEqual([]);
    });

    test('a guest loading a disabled path directly gets the maintenance page (503) with the message', async () => {
      await setMaintenance(true);
      const session = await open(viewport, 'guest');
      const { page } = session;
      for (const path of ['/recruitment/order', '/mypage/myrecruitment-order/store']) {
        const response = await page.goto(path);
        expect(response?.status(), `status of ${path}`).toBe(503);
        expect(pathOf(page), 'no redirect: maintenance comes before the login rule').toBe(path);
        expect(await page.evaluate(() => document.documentElement.lang)).toBe('ko');
        expect(await h1(page)).toBe('서비스 점검 안내');
        expect(await page.locator('main p').first().innerText()).toBe(ALERT_MESSAGE);
        expect(await page.title()).toContain(DEMO_SITE_CONFIG.brandName);
        expect(await page.getByRole('link', { name: '홈으로 가기' }).getAttribute('href')).toBe('/');
        await expectAccessible(page);
      }
    });

    test('a plain link (full page load) to a disabled path also ends on the maintenance page', async () => {
      await setMaintenance(true);
      const session = await open(viewport, 'guest');
      const { page, dialogs } = session;
      await load(session, '/');
      const navigation = page.waitForResponse((r) => new URL(r.url()).pathname === '/recruitment/order' && r.request().isNavigationRequest());
      await page.evaluate(() => {
        const a = document.createElement('a');
        a.href = '/recruitment/order';
        a.textContent = '무료 체험 신청서';
        document.querySelector('main')?.append(a);
        a.click();
      });
      expect((await navigation).status()).toBe(503);
      await page.waitForURL((url) => url.pathname === '/recruitment/order', { waitUntil: 'load', timeout: 5000 });
      expect(pathOf(page)).toBe('/recruitment/order');
      expect(await h1(page)).toBe('서비스 점검 안내');
      expect(await page.locator('main p').first().innerText()).toBe(ALERT_MESSAGE);
      expect(dialogs).toEqual([]);
    });

    test('a guest whose page was loaded before maintenance began never reaches the order form', async () => {
      await setMaintenance(false);
      const session = await open(viewport, 'guest');
      const { page, dialogs } = session;
      await load(session, '/recruitment');
      await setMaintenance(true);

      await applyLink(page).click();
      // The page's copy of the config is stale, so the server answers the data request: it
      // reloads the document, which gets the maintenance page. An alert would do as well.
      await expect
        .poll(async () => dialogs.length > 0 || (await h1(page).catch(() => '')) === '서비스 점검 안내', { timeout: 5000 })
        .toBe(true);
      if (dialogs.length > 0) {
        expect(dialogs).toEqual([ALERT_MESSAGE]);
        expect(pathOf(page)).toBe('/recruitment');
      } else {
        expect(pathOf(page)).toBe('/recruitment/order');
        expect(await page.locator('main p').first().innerText()).toBe(ALERT_MESSAGE);
      }
      expect(await h1(page)).not.toBe('무료 체험 신청서');
    });

    test('a guest can still use pages that are not disabled', async () => {
      await setMaintenance(true);
      const session = await open(viewport, 'guest');
      const { page, dialogs, watcher } = session;
      await load(session, '/');
      await load(session, '/recruitment');
      // Not '무료 체험 신청 결과' (/recruitment/order-result): it contains the disabled path
      // /recruitment/order, and SPEC 5.1 matches by "contains".
      await page.getByRole('navigation', { name: '하단 메뉴' }).getByRole('link', { name: '고객센터', exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/customer-center', { timeout: 5000 });
      await expect.poll(() => h1(page)).toBe('고객센터');
      expect(dialogs).toEqual([]);
      expect(watcher.take()).toEqual([]);
    });

    test('a member passes: the link and a direct load reach the order form', async () => {
      await setMaintenance(true);
      const session = await open(viewport, 'member');
      const { page, dialogs, watcher } = session;
      await load(session, '/recruitment');
      await applyLink(page).click();
      await page.waitForURL((url) => url.pathname === '/recruitment/order', { timeout: 5000 });
      await expect.poll(() => h1(page)).toBe('무료 체험 신청서');
      await load(session, '/recruitment/order', 200);
      expect(await h1(page)).toBe('무료 체험 신청서');
      expect(dialogs).toEqual([]);
      expect(watcher.take()).toEqual([]);
    });
  });

  test('when maintenance ends, guests reach the order form again (through sign-in, which it needs)', async () => {
    await setMaintenance(false);
    for (const viewport of viewports) {
      const session = await open(viewport, 'guest');
      const { page, dialogs } = session;
      await load(session, '/recruitment');
      await applyLink(page).click();
      await page.waitForURL((url) => url.pathname === '/login' && (url.searchParams.get('startURL') ?? '').startsWith('/recruitment/order'), { timeout: 5000 });
      await expect.poll(() => h1(page)).toBe('로그인');
      expect(dialogs).toEqual([]);
    }
  });
});
