import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { GUEST_SEARCHES_KEY } from '#app/lib/guest-storage';
import { newContext, PageWatcher, screenshot, viewports, waitForHydration } from '../fixtures/browser';
import { expectAccessible, expectClean, type Session, siteFixture } from '../fixtures/e2e';
import { startE2eServer } from '../setup/e2e-server';

/**
 * Reading, paging and searching on a phone and a desktop: health articles (paging, detail,
 * click-to-load video), the customer centre (FAQ accordion, notices), the integrated search
 * (Korean matching, guests' recent searches in local storage, members' on the server), the
 * brand pages, and the ad pixel (nothing without configuration; one page view per navigation).
 */

const site = siteFixture();

async function open(page: Page, path: string): Promise<void> {
  const response = await page.goto(path, { waitUntil: 'load' });
  expect(response?.status(), path).toBe(200);
  await waitForHydration(page);
}

describe.each(viewports)('content on $name', (viewport) => {
  let session: Session;
  let context: BrowserContext;
  let page: Page;
  let watcher: PageWatcher;
  const videoRequests: string[] = [];

  beforeAll(async () => {
    session = await site.open(viewport);
    ({ context, page, watcher } = session);
    // The video host is outside: answer for it here, and count what the page asks of it.
    await context.route('https://www.youtube-nocookie.com/**', (route) => {
      videoRequests.push(route.request().url());
      return route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>player</title><p>player stand-in</p>' });
    });
  });

  afterAll(async () => {
    await context?.close();
  });

  test('pages through the article list and reads an article with its video', async () => {
    watcher.take();
    await open(page, '/health-article/list');
    const firstTitles = await page.locator('main article h3').allTextContents();
    expect(firstTitles).toHaveLength(10);
    await expectAccessible(page, { where: '/health-article/list', soft: true });

    await page.getByRole('navigation', { name: '건강 정보 목록 페이지' }).getByRole('link', { name: '2', exact: true }).click();
    await page.waitForURL(/page=2/);
    await expect.poll(() => page.locator('main article h3').first().textContent()).not.toBe(firstTitles[0]);
    const current = page.getByRole('navigation', { name: '건강 정보 목록 페이지' }).locator('[aria-current="page"]');
    expect(await current.textContent()).toBe('2');
    const secondTitles = await page.locator('main article h3').allTextContents();
    expect(secondTitles.some((t) => firstTitles.includes(t))).toBe(false);

    // A category narrows the list.
    await page.getByRole('navigation', { name: '건강 정보 카테고리' }).getByRole('link', { name: /증상 관찰/ }).click();
    await page.waitForURL(/category=observation/);
    await expect.poll(() => page.locator('main h2').first().textContent()).toContain('총 8건');

    await open(page, '/health-article/list/detail?id=cat-hairball-care');
    expect(await page.locator('h1').textContent()).toBe('헤어볼, 토하게 두지 말고 잘 내보내게 도와주세요');
    expect(await page.locator('main iframe').count()).toBe(0);
    await watcher.settle();
    expect(videoRequests, 'nothing is asked of the video host before the click').toEqual([]);
    await expectAccessible(page, { where: 'article detail', soft: true });
    if (viewport.name === 'phone') await screenshot(page, 'phone-article-detail');

    await page.getByRole('button', { name: /동영상 재생: 매일 5분, 고양이 빗질 따라 하기/ }).click();
    const frame = page.locator('main iframe[title="매일 5분, 고양이 빗질 따라 하기"]');
    await frame.waitFor();
    expect(await frame.getAttribute('src')).toContain('https://www.youtube-nocookie.com/embed/dodam-hairball01');
    await expect.poll(() => videoRequests.length).toBeGreaterThan(0);
    await expectClean({ watcher });
  });

  test('searches in Korean as a guest, keeping recent searches in local storage', async () => {
    await context.clearCookies();
    watcher.take();
    await open(page, '/search');
    await page.evaluate((key) => localStorage.removeItem(key), GUEST_SEARCHES_KEY);
    await page.getByRole('searchbox', { name: '검색어' }).fill('ㄷㅇㅌ');
    await page.getByRole('searchbox', { name: '검색어' }).press('Enter');
    await page.waitForURL(/q=/);
    await page.getByRole('heading', { name: /‘ㄷㅇㅌ’ 검색 결과/ }).waitFor();
    expect(await page.getByRole('link', { name: /우리 강아지 비만일까/ }).count()).toBe(1);
    expect(await page.locator('main mark').count()).toBeGreaterThan(0);
    await expectAccessible(page, { where: 'search results', soft: true });

    // A second search: newest first, as the spec keeps them.
    await page.getByRole('searchbox', { name: '검색어' }).fill('고양이 밥');
    await page.getByRole('button', { name: '검색', exact: true }).click();
    await page.getByRole('heading', { name: /‘고양이 밥’ 검색 결과/ }).waitFor();
    await expect
      .poll(() => page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '[]').map((s: { SearchTerm__c: string }) => s.SearchTerm__c), GUEST_SEARCHES_KEY))
      .toEqual(['고양이 밥', 'ㄷㅇㅌ']);
    const recent = page.getByRole('region', { name: '최근 검색어' });
    expect(await recent.getByRole('link').allTextContents()).toEqual(['고양이 밥', 'ㄷㅇㅌ']);
    if (viewport.name === 'phone') await screenshot(page, 'phone-search-results');

    // One group with paging.
    await page.getByRole('navigation', { name: '검색 결과 분류' }).getByRole('link', { name: /맞춤 사료/ }).click();
    await page.waitForURL(/type=product/);
    await page.getByRole('navigation', { name: '검색 결과 페이지' }).getByRole('link', { name: '2', exact: true }).click();
    await page.waitForURL(/page=2/);

    // Removing one entry.
    await page.getByRole('button', { name: '최근 검색어 ㄷㅇㅌ 삭제' }).click();
    await expect
      .poll(() => page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '[]').length, GUEST_SEARCHES_KEY))
      .toBe(1);

    // An honest empty state.
    await open(page, `/search?q=${encodeURIComponent('우주선 여행')}`);
    expect(await page.getByText('‘우주선 여행’에 대한 검색 결과가 없습니다.').count()).toBe(1);
    expect(await page.getByRole('region', { name: '이런 검색어는 어떠세요?' }).getByRole('link').count()).toBeGreaterThan(3);
    await expectAccessible(page, { where: 'empty search', soft: true });
    await expectClean({ watcher });
  });

  test("keeps a member's searches on the server", async () => {
    const member = await site.server.services.db.kysely.selectFrom('members').select('id').where('id', '=', site.member.id).executeTakeFirstOrThrow();
    const { page: memberPage } = await site.open(viewport, 'member');
    const term = `중성화 ${viewport.name}`;
    await open(memberPage, `/search?q=${encodeURIComponent(term)}`);
    await expect
      .poll(async () => (await site.server.services.db.kysely.selectFrom('member_searches').select('term').where('member_id', '=', member.id).execute()).map((r) => r.term))
      .toContain(term);
    await memberPage.getByRole('region', { name: '최근 검색어' }).getByRole('link', { name: term }).waitFor();
    expect(await memberPage.evaluate((key) => localStorage.getItem(key), GUEST_SEARCHES_KEY)).toBeNull();
  });

  test('opens FAQ answers with touch, mouse or keyboard, and pages through notices', async () => {
    watcher.take();
    await open(page, '/customer-center/faqs?category=trial');
    const first = page.locator('main details').first();
    expect(await first.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(false);
    await first.locator('summary').click();
    expect(await first.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(true);
    const second = page.locator('main details').nth(1);
    await second.locator('summary').focus();
    await page.keyboard.press('Enter');
    expect(await second.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(true);
    await expectAccessible(page, { where: 'FAQ with answers open', soft: true });

    await page.getByRole('searchbox', { name: '자주 묻는 질문 검색어' }).fill('사료를바꿀');
    await page.getByRole('searchbox', { name: '자주 묻는 질문 검색어' }).press('Enter');
    await page.getByRole('heading', { name: /‘사료를바꿀’ 검색 결과/ }).waitFor();
    expect(await page.getByText('사료를 바꿀 때는 어떻게 하나요?').count()).toBe(1);

    await open(page, '/customer-center/news');
    const firstNotice = await page.locator('main li h2').first().textContent();
    expect(firstNotice).toBe('개인정보 처리방침 개정 안내 (2026년 12월 1일 시행)');
    await page.getByRole('navigation', { name: '공지사항 페이지' }).getByRole('link', { name: /다음/ }).click();
    await page.waitForURL(/page=2/);
    await expect.poll(() => page.locator('main li h2').first().textContent()).not.toBe(firstNotice);
    await page.locator('main li h2 a').first().click();
    await page.waitForURL(/news\/details\?id=/);
    await page.getByRole('link', { name: '목록' }).waitFor();
    await expectAccessible(page, { where: 'notice detail', soft: true });
    await expectClean({ watcher });
  });

  test('shows the brand pages with their pictures', async () => {
    watcher.take();
    for (const path of ['/about-us', '/about-us/quality-and-food-safety', '/vdiet']) {
      await watcher.settle();
      await open(page, path);
      const img = page.locator('main figure img').first();
      await img.waitFor();
      expect(await img.evaluate((el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth > 0), `${path} picture`).toBe(true);
      await expectAccessible(page, { where: path, soft: true });
    }
    await screenshot(page, `${viewport.name}-vdiet`);
    await expectClean({ watcher });
  });
});

describe('ad pixel', () => {
  test('not configured: no script, no request', async () => {
    const { context, page } = await site.open(viewports[0]!);
    const outside: string[] = [];
    await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => {
      outside.push(route.request().url());
      return route.abort();
    });
    await open(page, '/');
    await page.getByRole('link', { name: '건강 정보 더 보기' }).click();
    await page.waitForURL(/health-article/);
    // Hydrated and past the deferred start-up (not 'networkidle': on a busy machine the page's own
    // beacons keep the network from ever going quiet for 500 ms).
    await waitForHydration(page);
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 1000)));
    expect(await page.locator('script[data-ad-pixel]').count()).toBe(0);
    expect(outside).toEqual([]);
  });

  test('configured: one page view per navigation', async () => {
    const pixelSite = await startE2eServer({ AD_PIXEL_ID: 'track-e2e', AD_PIXEL_SCRIPT_URL: 'https://pixel.test/kp.js' });
    const context = await newContext(site.browser, viewports[1]!, { baseURL: pixelSite.url });
    const pageViews: string[] = [];
    let scriptLoads = 0;
    await context.route('https://pixel.test/**', (route) => {
      const url = new URL(route.request().url());
      if (url.pathname === '/kp.js') {
        scriptLoads += 1;
        // A stand-in of the pixel script with its public API: kakaoPixel(trackId).pageView().
        return route.fulfill({
          contentType: 'text/javascript',
          body: "window.kakaoPixel = function (id) { return { pageView: function () { fetch('https://pixel.test/pv?id=' + encodeURIComponent(id) + '&url=' + encodeURIComponent(location.pathname + location.search), { mode: 'no-cors' }); } }; };",
        });
      }
      pageViews.push(`${url.searchParams.get('id')} ${url.searchParams.get('url')}`);
      return route.fulfill({ status: 204, body: '' });
    });
    try {
      const page = await context.newPage();
      const watcher = new PageWatcher(page, pixelSite.url);
      await open(page, '/');
      await expect.poll(() => pageViews).toEqual(['track-e2e /']);
      await page.getByRole('link', { name: '건강 정보 더 보기' }).click();
      await page.waitForURL(/\/health-article$/);
      await expect.poll(() => pageViews.length).toBe(2);
      await page.getByRole('link', { name: '전체 글 보기' }).click();
      await page.waitForURL(/\/health-article\/list$/);
      await expect.poll(() => pageViews.length).toBe(3);
      await page.waitForTimeout(300);
      expect(pageViews).toEqual(['track-e2e /', 'track-e2e /health-article', 'track-e2e /health-article/list']);
      expect(scriptLoads).toBe(1);
      await watcher.settle();
      expect(watcher.take(), 'no CSP violations or errors').toEqual([]);
    } finally {
      await context.close();
      await pixelSite.stop();
    }
  });
});
