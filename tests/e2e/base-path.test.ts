import { execFileSync } from 'node:child_process';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { createMember } from '#server/adapters/seed/factories';
import { viewports, waitForHydration } from '../fixtures/browser';
import { expectAccessible, expectClean, siteFixture } from '../fixtures/e2e';

/**
 * The site built and served under BASE_PATH=/shop, as behind a proxy that routes only /shop/…:
 * every page, asset, image, server method, redirect and client-side navigation stays under it.
 */

const BASE = '/shop';
const BUILD_DIR = 'build-base';

// The base path is fixed at build time, so this file builds its own client beside build/
// (NODE_ENV as npm run build has it: Vitest's 'test' would give React's development build).
beforeAll(() => {
  execFileSync('npx', ['react-router', 'build'], { env: { ...process.env, NODE_ENV: 'production', BASE_PATH: BASE, BUILD_DIR }, stdio: 'ignore' });
}, 180_000);
const site = siteFixture({ PAGE_CACHE_SECONDS: '0', BASE_PATH: BASE }, { buildDir: BUILD_DIR });

/** Every same-origin URL the page refers to in src/href attributes lies under the base path. */
async function outsideBase(page: Page): Promise<string[]> {
  return page.evaluate((base) => {
    const urls = [...document.querySelectorAll<HTMLElement>('[src], [href], [srcset]')].flatMap((el) => {
      const values = [el.getAttribute('src'), el.getAttribute('href'), ...(el.getAttribute('srcset') ?? '').split(',').map((s) => s.trim().split(' ')[0] ?? '')];
      return values.filter((v): v is string => Boolean(v) && !v!.startsWith('#') && !v!.startsWith('tel:') && !v!.startsWith('mailto:'));
    });
    return urls.filter((u) => {
      const url = new URL(u, location.href);
      return url.origin === location.origin && url.pathname !== base && !url.pathname.startsWith(`${base}/`);
    });
  }, BASE);
}

describe.each(viewports)('the site under BASE_PATH on $name', (viewport) => {
  test('pages, images, server methods, redirects and client navigation stay under /shop', async () => {
    const session = await site.open(viewport);
    const { page } = session;

    // The bare origin sends visitors to the base.
    await page.goto('/');
    expect(new URL(page.url()).pathname).toBe(`${BASE}/`);
    await waitForHydration(page);
    expect(await page.getAttribute('html', 'lang')).toBe('ko');
    expect(await outsideBase(page)).toEqual([]);
    const hero = page.locator('main img').first();
    await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

    // A page found by matching the request's path (it was a 404 under a base once).
    await page.goto(`${BASE}/about-us/our-value`);
    await waitForHydration(page);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('브랜드 가치');

    // Client-side navigation keeps the base, and the health flow's own redirects do too.
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await page.locator('main').getByRole('link', { name: '품질과 식품 안전' }).first().click();
    await page.waitForURL((u) => u.pathname === `${BASE}/about-us/quality-and-food-safety`);
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    await page.goto(`${BASE}/bcs/step2?species=dog&pet=somebody-elses`);
    await page.waitForURL((u) => u.pathname === `${BASE}/bcs/step2` && !u.searchParams.has('pet'));
    await waitForHydration(page);
    expect(await outsideBase(page)).toEqual([]);

    // Product detail: the packshot and the server methods of the page (tracking, share) answer.
    await page.goto(`${BASE}/products/detail?id=p-dog-derma-adult`);
    await waitForHydration(page);
    const packshot = page.locator('main img').first();
    await expect.poll(() => packshot.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(await outsideBase(page)).toEqual([]);

    // A member page sends a guest to the login page under the base, and back after login.
    const member = await createMember(site.server.services.db.kysely, { name: '한바다' });
    await page.goto(`${BASE}/mypage`);
    await page.waitForURL((u) => u.pathname === `${BASE}/login` && u.searchParams.get('startURL') === '/mypage');
    await waitForHydration(page);
    await page.getByLabel('이메일').fill(member.email);
    await page.getByLabel('비밀번호').fill(member.password);
    await page.locator('main').getByRole('button', { name: '로그인' }).click();
    await page.waitForURL((u) => u.pathname === `${BASE}/mypage`, { timeout: 10_000 });
    await waitForHydration(page);
    expect(await outsideBase(page)).toEqual([]);
    await expectAccessible(page);

    await expectClean(session);
  });
});
