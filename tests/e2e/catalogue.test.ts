import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { KAKAO_SDK_URL } from '#app/features/catalogue/kakao-share';
import { LOGIN_REQUIRED_MESSAGE } from '#app/config/access-check';
import { VIEWED_PRODUCTS_KEY } from '#app/lib/guest-storage';
import { screenshot, viewports, type Viewport, waitForHydration } from '../fixtures/browser';
import { expectAccessible, expectClean, load, type Session, siteFixture, type Visitor } from '../fixtures/e2e';
import { signedInMember } from '../fixtures/members';

/**
 * The catalogue in the browser, on a phone and a desktop: filtering and paging the list (URL
 * kept in step), bookmarking (members) and the login toast (guests), sharing through a stand-in
 * of the Kakao SDK (exact payload), guests' recently viewed products, and reading every page
 * (axe, clean console).
 */

const KAKAO_KEY = 'test-kakao-js-key';
const site = siteFixture({ PAGE_CACHE_SECONDS: '0', KAKAO_JS_KEY: KAKAO_KEY });

/** A stand-in of the Kakao JavaScript SDK that records what the page asks of it. */
function kakaoStandIn(mode: 'ok' | 'throws'): string {
  return `window.__kakao = { inits: [], shares: [] };
window.Kakao = {
  _ready: false,
  init: function (key) { window.__kakao.inits.push(key); this._ready = true; },
  isInitialized: function () { return this._ready; },
  Share: {
    sendDefault: function (payload) {
      ${mode === 'throws' ? "throw new Error('KakaoError: stand-in refuses');" : 'window.__kakao.shares.push(JSON.parse(JSON.stringify(payload)));'}
    }
  }
};`;
}

/** A page whose Kakao SDK is the stand-in; `sdkRequests` are the SDK loads it made. */
async function open(viewport: Viewport, options: { as?: Visitor; kakao?: 'ok' | 'throws' } = {}): Promise<Session & { sdkRequests: string[] }> {
  const session = await site.open(viewport, options.as, { dialogs: 'dismiss' });
  const sdkRequests: string[] = [];
  await session.context.route(`${new URL(KAKAO_SDK_URL).origin}/**`, async (route) => {
    sdkRequests.push(route.request().url());
    await route.fulfill({
      status: 200,
      contentType: 'application/javascript',
      headers: { 'Access-Control-Allow-Origin': '*' },
      body: kakaoStandIn(options.kakao ?? 'ok'),
    });
  });
  return { ...session, sdkRequests };
}

const search = (page: Page) => new URL(page.url()).search;
const cardIds = (page: Page) => page.locator('[data-bookmark]').evaluateAll((els) => els.map((el) => el.getAttribute('data-bookmark')));
const total = (page: Page) => page.locator('#product-results').innerText();

describe.each(viewports)('catalogue on $name', (viewport) => {
  test('filters the list; the filters live in the URL, counts follow', async () => {
    const s = await open(viewport);
    await load(s, '/products/Product2');
    expect(await total(s.page)).toBe('총 36개의 사료');
    await expectAccessible(s.page, { where: `list (${viewport.name})` });

    // On a phone the filters fold out; on a desktop they are a sidebar, open from the start.
    const summary = s.page.locator('summary', { hasText: '필터' });
    if (viewport.name === 'phone') {
      expect(await s.page.getByRole('checkbox', { name: /피부 관리 도움/ }).isVisible()).toBe(false);
      await summary.click();
    }
    // Keyboard: arrows move through a radio group, each choice applies, and focus stays put.
    const speciesGroup = s.page.getByRole('group', { name: '반려동물' });
    await speciesGroup.getByRole('radio', { name: '전체' }).focus();
    await s.page.keyboard.press('ArrowDown');
    await s.page.waitForURL((url) => url.search === '?species=Dog');
    await expect.poll(() => total(s.page)).toBe('총 18개의 사료');
    expect(await s.page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.value)).toBe('Dog');
    await s.page.keyboard.press('ArrowUp');
    await s.page.waitForURL((url) => url.search === '');
    await expect.poll(() => total(s.page)).toBe('총 36개의 사료');
    expect(await s.page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).toBe('species');

    await s.page.getByRole('checkbox', { name: /피부 관리 도움/ }).check();
    await s.page.waitForURL((url) => url.search === '?code=87');
    await expect.poll(() => total(s.page)).toBe('총 5개의 사료');
    expect(await cardIds(s.page)).toEqual(['p-dog-derma-adult', 'p-dog-derma-large', 'p-dog-derma-wet', 'p-dog-coat', 'p-dog-vet-derm']);

    await s.page.getByRole('radio', { name: /^습식·간식/ }).check();
    await s.page.waitForURL((url) => url.search === '?form=wet&code=87');
    await expect.poll(() => cardIds(s.page)).toEqual(['p-dog-derma-wet']);

    // A chip removes its filter.
    await s.page.getByRole('link', { name: '습식·간식 필터 해제' }).click();
    await s.page.waitForURL((url) => url.search === '?code=87');
    await expect.poll(() => total(s.page)).toBe('총 5개의 사료');
    // The panel follows the URL however it changed (here a chip; also back and forward).
    await expect.poll(() => s.page.getByRole('group', { name: '사료 형태' }).getByRole('radio', { name: '전체' }).isChecked()).toBe(true);
    await s.page.goBack();
    await s.page.waitForURL((url) => url.search === '?form=wet&code=87');
    await expect.poll(() => s.page.getByRole('radio', { name: /^습식·간식/ }).isChecked()).toBe(true);
    await s.page.goForward();
    await s.page.waitForURL((url) => url.search === '?code=87');
    await expect.poll(() => s.page.getByRole('radio', { name: /^습식·간식/ }).isChecked()).toBe(false);
    expect(await s.page.getByRole('checkbox', { name: /피부 관리 도움/ }).isChecked()).toBe(true);

    // The sort select applies at once too.
    await s.page.getByRole('combobox', { name: '정렬' }).selectOption('priceHigh');
    await s.page.waitForURL((url) => url.search === '?code=87&sort=priceHigh');
    await expect.poll(async () => (await cardIds(s.page))[0]).toBe('p-dog-derma-large');

    // Feed tabs; the URL is the state: a reload shows the same list.
    await s.page.getByRole('navigation', { name: '사료 분류' }).getByRole('link', { name: '고양이' }).click();
    await s.page.waitForURL((url) => url.search === '?feed=cat&sort=priceHigh');
    await expect.poll(() => total(s.page)).toBe('총 18개의 사료');
    await s.watcher.settle();
    await s.page.reload();
    await waitForHydration(s.page);
    expect(await total(s.page)).toBe('총 18개의 사료');
    await screenshot(s.page, `catalogue-${viewport.name}-list-cats`);
    await expectAccessible(s.page, { where: `filtered list (${viewport.name})` });
    await expectClean(s, { where: 'the list' });
  });

  test('pages with the shared paginator, as links', async () => {
    const s = await open(viewport);
    await load(s, '/products/Product2?species=Dog');
    const paging = s.page.getByRole('navigation', { name: '사료 목록 페이지' });
    const first = await cardIds(s.page);
    expect(first).toHaveLength(12);
    await paging.getByRole('link', { name: '2', exact: true }).click();
    await s.page.waitForURL((url) => url.search === '?species=Dog&page=2');
    await expect.poll(async () => (await cardIds(s.page))[0]).not.toBe(first[0]);
    const second = await cardIds(s.page);
    expect(second).toHaveLength(6);
    expect(second.some((id) => first.includes(id))).toBe(false);
    expect(await paging.getByRole('link', { name: '2', exact: true }).getAttribute('aria-current')).toBe('page');
    await paging.getByRole('link', { name: /이전/ }).click();
    await s.page.waitForURL((url) => url.search === '?species=Dog');
    await expect.poll(() => cardIds(s.page)).toEqual(first);
    await expectClean(s, { where: 'paging' });
  });

  test('members bookmark on the list and the detail page, and remove it on /mypage/bookmark', async () => {
    const m = await signedInMember(site.server.services, 'member', `찜${viewport.name}`);
    const rows = () =>
      site.server.services.db.kysely.selectFrom('bookmarks').select('product_id').where('member_id', '=', m.id).orderBy('product_id').execute();
    const s = await open(viewport, { as: m });
    await load(s, '/products/Product2?feed=cat');
    const heart = s.page.locator('[data-bookmark="p-cat-urinary"]');
    expect(await heart.getAttribute('aria-pressed')).toBe('false');
    await heart.click();
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(rows).toEqual([{ product_id: 'p-cat-urinary' }]);
    // The page kept its place: no navigation.
    expect(search(s.page)).toBe('?feed=cat');

    await load(s, '/products/detail/?id=p-cat-hairball');
    const detailHeart = s.page.locator('[data-bookmark="p-cat-hairball"]');
    await detailHeart.click();
    await expect.poll(() => detailHeart.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(rows).toEqual([{ product_id: 'p-cat-hairball' }, { product_id: 'p-cat-urinary' }]);

    await load(s, '/mypage/bookmark');
    expect(await s.page.locator('main').innerText()).toContain('찜한 사료 2개');
    await expectAccessible(s.page, { where: `my bookmarks (${viewport.name})` });
    await s.page.getByRole('button', { name: '유리너리 케어 어덜트 찜 삭제' }).click();
    await expect.poll(() => s.page.getByRole('button', { name: '유리너리 케어 어덜트 찜 삭제' }).count()).toBe(0);
    await expect.poll(rows).toEqual([{ product_id: 'p-cat-hairball' }]);
    expect(await s.page.locator('main').innerText()).toContain('찜한 사료 1개');

    // And a bookmark comes off from the heart again.
    await load(s, '/products/detail/?id=p-cat-hairball');
    await s.page.locator('[data-bookmark="p-cat-hairball"]').click();
    await expect.poll(rows).toEqual([]);
    await expectClean(s, { where: 'bookmarking' });
  });

  test('guests who press the heart get the login toast (SPEC 5.1) and nothing is written', async () => {
    const s = await open(viewport);
    await load(s, '/products/Product2?code=25');
    await s.page.locator('[data-bookmark="p-cat-urinary"]').click();
    const toast = s.page.getByRole('status').filter({ hasText: LOGIN_REQUIRED_MESSAGE });
    await expect.poll(() => toast.count()).toBe(1);
    const startURL = encodeURIComponent('/products/Product2?code=25');
    expect(await toast.getByRole('link', { name: '로그인 하기' }).getAttribute('href')).toBe(`/login?startURL=${startURL}`);
    expect(await toast.getByRole('link', { name: '회원가입 하기' }).getAttribute('href')).toBe(`/register?startURL=${startURL}`);
    expect(await s.page.locator('[data-bookmark="p-cat-urinary"]').getAttribute('aria-pressed')).toBe('false');
    expect(search(s.page)).toBe('?code=25');
    await expectAccessible(s.page, { where: `login toast (${viewport.name})` });
    await expectClean(s, { where: 'guest bookmark' });
  });

  test('shares a product through Kakao with the exact commerce payload (SPEC 9.5)', async () => {
    const s = await open(viewport);
    await load(s, '/products/detail/?id=p-dog-light-small');
    // The SDK is not loaded until someone means to share.
    expect(s.sdkRequests).toEqual([]);
    expect(await s.page.evaluate(() => 'Kakao' in window)).toBe(false);
    await s.page.getByRole('button', { name: '카카오톡 공유' }).click();
    await expect.poll(() => s.page.evaluate(() => (window as unknown as { __kakao?: { shares: unknown[] } }).__kakao?.shares.length ?? 0)).toBe(1);
    const recorded = await s.page.evaluate(() => (window as unknown as { __kakao: { inits: string[]; shares: unknown[] } }).__kakao);
    expect(s.sdkRequests).toEqual([KAKAO_SDK_URL]);
    expect(recorded.inits).toEqual([KAKAO_KEY]);
    const url = `${site.url}/products/detail/?id=p-dog-light-small`;
    const link = { mobileWebUrl: url, webUrl: url };
    expect(recorded.shares[0]).toEqual({
      objectType: 'commerce',
      content: {
        title: '칼로리는 낮추고 포만감은 그대로',
        imageUrl: `${site.url}/cms/delivery/media/pack3-p-dog-light-small`,
        imageWidth: 800,
        imageHeight: 800,
        link,
      },
      commerce: { productName: '라이트 웨이트 케어 소형견', regularPrice: 36000, discountPrice: 30600, discountRate: 15 },
      buttons: [{ title: '구매하기', link }],
    });

    // Without a discount ('0'), only the regular price is sent.
    await load(s, '/products/detail/?id=p-cat-urinary');
    await s.page.getByRole('button', { name: '카카오톡 공유' }).click();
    await expect.poll(() => s.page.evaluate(() => (window as unknown as { __kakao: { shares: unknown[] } }).__kakao.shares.length)).toBe(1);
    const plain = await s.page.evaluate(
      () => (window as unknown as { __kakao: { shares: { commerce: unknown; buttons: { title: string }[] }[] } }).__kakao.shares[0],
    );
    expect(plain?.commerce).toEqual({ productName: '유리너리 케어 어덜트', regularPrice: 39000 });
    expect(plain?.buttons[0]?.title).toBe('구매하기');
    await expectClean(s, { where: 'product share' });
  });

  test("shares the feeding result as a feed with '바로가기', 800 × 400 by default", async () => {
    const s = await open(viewport);
    const path = '/custom-feed/prescription?species=Cat&weight=4.2&stage=adult&activity=low&neutered=yes&product=p-cat-light';
    await load(s, path);
    await s.page.getByRole('button', { name: '계산 결과 카카오톡 공유' }).click();
    await expect.poll(() => s.page.evaluate(() => (window as unknown as { __kakao?: { shares: unknown[] } }).__kakao?.shares.length ?? 0)).toBe(1);
    const share = await s.page.evaluate(() => (window as unknown as { __kakao: { shares: unknown[] } }).__kakao.shares[0]);
    const link = { mobileWebUrl: `${site.url}${path}`, webUrl: `${site.url}${path}` };
    expect(share).toEqual({
      objectType: 'feed',
      content: {
        title: '우리 아이 하루 급여량: 라이트 웨이트 케어 고양이 55g',
        description: '고양이 4.2kg · 하루 187kcal',
        imageUrl: `${site.url}/cms/delivery/media/home-hero-desktop`,
        imageWidth: 800,
        imageHeight: 400,
        link,
      },
      buttons: [{ title: '바로가기', link }],
    });
    await expectClean(s, { where: 'feed share' });
  });

  test('a failing share returns nothing and shows nothing (SPEC 8)', async () => {
    const s = await open(viewport, { kakao: 'throws' });
    await load(s, '/products/detail/?id=p-cat-coat');
    const before = await s.page.locator('body').innerText();
    await s.page.getByRole('button', { name: '카카오톡 공유' }).click();
    await expect.poll(() => s.page.evaluate(() => (window as unknown as { __kakao?: { inits: string[] } }).__kakao?.inits.length ?? 0)).toBe(1);
    await s.page.waitForTimeout(300);
    expect(await s.page.locator('[data-variant]').count(), 'no toast').toBe(0);
    expect(await s.page.locator('body').innerText()).toBe(before);
    await expectClean(s, { where: 'failed share' });
  });

  test('guests see their recently viewed products (SPEC 3.8, 9.3)', async () => {
    const s = await open(viewport);
    await load(s, '/products/detail/?id=p-dog-calm');
    await load(s, '/products/detail/?id=p-cat-dental');
    await load(s, '/products/detail/?id=p-dog-calm');
    const stored = await s.page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '[]') as { Id: string; Product__c: string }[], VIEWED_PRODUCTS_KEY);
    expect(stored.map((e) => [e.Id, e.Product__c])).toEqual([
      ['p01_p-cat-dental', 'p-cat-dental'],
      ['p01_p-dog-calm', 'p-dog-calm'],
    ]);
    await load(s, '/products/Product2');
    const recent = s.page.getByRole('region', { name: '최근 본 상품' });
    await expect.poll(() => recent.getByRole('link').allInnerTexts()).toEqual(['덴탈 케어 고양이', '카밍 케어 어덜트']);
    await expectAccessible(s.page, { where: `recently viewed (${viewport.name})` });
    await expectClean(s, { where: 'recently viewed' });
  });

  test('reads well: detail, calculator and home pass axe with a clean console', async () => {
    const s = await open(viewport);
    await load(s, '/products/detail/?id=p-dog-derma-large');
    expect(await s.page.locator('h1').innerText()).toBe('더마 케어 어덜트 중대형견');
    expect(await s.page.locator('meta[property="og:image"]').getAttribute('content')).toBe(`${site.url}/cms/delivery/media/pack3-p-dog-derma-large`);
    for (const heading of ['제품 소개', '원재료 및 성분', '급여 가이드', '관련 건강 정보', '함께 보면 좋은 사료']) {
      expect(await s.page.getByRole('heading', { name: heading, level: 2 }).isVisible(), heading).toBe(true);
    }
    // SPEC 2.3: no dock bar on product detail.
    expect(await s.page.locator('aside[aria-label="빠른 메뉴"]').count()).toBe(0);
    await screenshot(s.page, `catalogue-${viewport.name}-detail`);
    await expectAccessible(s.page, { where: `detail (${viewport.name})` });

    await load(s, '/custom-feed/prescription');
    await s.page.getByRole('textbox', { name: /몸무게/ }).fill('7.5');
    await s.page.getByRole('radio', { name: /^많음/ }).check();
    await s.page.getByRole('button', { name: '급여량 계산하기' }).click();
    await s.page.waitForURL((url) => url.searchParams.get('weight') === '7.5');
    await expect.poll(() => s.page.locator('#calc-result').locator('..').innerText()).toContain('하루 필요 열량');
    await screenshot(s.page, `catalogue-${viewport.name}-prescription`);
    await expectAccessible(s.page, { where: `calculator (${viewport.name})` });
    // Bad input: the message sits by the field.
    await s.page.getByRole('textbox', { name: /몸무게/ }).fill('일곱');
    await s.page.getByRole('button', { name: '급여량 계산하기' }).click();
    await expect.poll(() => s.page.getByText('몸무게는 숫자로 입력해 주세요. (예: 4.5)').count()).toBeGreaterThan(0);
    expect(await s.page.getByRole('textbox', { name: /몸무게/ }).getAttribute('aria-invalid')).toBe('true');
    await expectAccessible(s.page, { where: `calculator errors (${viewport.name})` });

    await load(s, '/');
    expect(await s.page.getByRole('heading', { name: '지금 많이 찾는 맞춤 사료' }).isVisible()).toBe(true);
    await expectAccessible(s.page, { where: `home (${viewport.name})` });
    await expectClean(s, { where: 'reading' });
  });
});
