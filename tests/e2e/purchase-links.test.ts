import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { viewports, waitForHydration } from '../fixtures/browser';
import { expectAccessible, expectClean, isNetworkProblem, siteFixture } from '../fixtures/e2e';

/**
 * Issue 25 item 2, the done-when: a guest who came from a campaign finds a product's 구매하기,
 * follows a shop's link (the shop itself is stood in by a route: no network), and staff see the
 * click in the attribution report under that campaign and that product.
 */

const site = siteFixture({ PAGE_CACHE_SECONDS: '0', SITE_HOSTS: 'localhost,127.0.0.1' });

const db = () => site.server.services.db.kysely;
const PRODUCT = 'p-dog-coat';

async function uuidOf(page: Page): Promise<string> {
  const read = () => page.evaluate(() => window.localStorage.getItem('UUID'));
  await expect.poll(read, { timeout: 10_000 }).toMatch(/^[0-9a-f-]{36}$/);
  return (await read())!;
}

describe.each(viewports)('purchase links on $name', (viewport) => {
  test('a guest from a campaign follows 구매하기 to the shop, and staff see the click by campaign and product', async () => {
    const campaign = `buy_${viewport.name}_${Date.now().toString(36)}`;
    const product = await db().selectFrom('products').select('name').where('id', '=', PRODUCT).executeTakeFirstOrThrow();
    const session = await site.open(viewport);
    const { page, context } = session;
    const shopVisits: string[] = [];
    await context.route(/^https:\/\/(smartstore\.naver\.com|mall\.dodampet\.example|www\.coupang\.com|www\.11st\.co\.kr)\//, async (route) => {
      shopVisits.push(route.request().url());
      await route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: '<!doctype html><title>쇼핑몰</title><h1>쇼핑몰 상품 페이지</h1>' });
    });

    // Lands on the list from a campaign, then opens the product inside the site (its address no longer carries the campaign).
    await page.goto(`/products/Product2?species=Dog&code=85&sort=name&utm_source=instagram&utm_medium=social&utm_campaign=${campaign}`);
    await waitForHydration(page);
    const uuid = await uuidOf(page);
    await expect
      .poll(async () => {
        await site.server.services.batches.flush();
        return (await db().selectFrom('tracking_module_logs').select('utm_campaign').where('uuid', '=', uuid).execute()).map((r) => r.utm_campaign);
      }, { timeout: 10_000 })
      .toEqual([campaign]);
    await page.getByRole('link', { name: product.name, exact: true }).click();
    await page.waitForURL((url) => url.pathname.replace(/\/$/, '') === '/products/detail' && url.searchParams.get('id') === PRODUCT);
    await waitForHydration(page);

    const buy = page.getByRole('region', { name: '구매하기' });
    await expect.poll(() => buy.isVisible()).toBe(true);
    const links = buy.getByRole('link');
    expect(await links.evaluateAll((as) => as.map((a) => a.textContent))).toEqual(['공식몰에서 구매하기 (새 창)', '네이버 스마트스토어에서 구매하기 (새 창)', '쿠팡에서 구매하기 (새 창)', '11번가에서 구매하기 (새 창)']);
    const naver = buy.getByRole('link', { name: '네이버 스마트스토어에서 구매하기 (새 창)' });
    expect(await naver.getAttribute('target')).toBe('_blank');
    expect(await naver.getAttribute('rel')).toContain('noopener');
    await naver.scrollIntoViewIfNeeded();
    await expectAccessible(page, { where: 'the product page with 구매하기' });

    const [shop] = await Promise.all([context.waitForEvent('page'), naver.click()]);
    await shop.waitForURL(/^https:\/\/smartstore\.naver\.com\/dodampet\/products\//, { timeout: 10_000 });
    expect(await shop.getByRole('heading', { name: '쇼핑몰 상품 페이지' }).isVisible()).toBe(true);
    expect(shopVisits).toHaveLength(1);
    // The shop's window cannot reach back into the site's.
    expect(await shop.evaluate(() => window.opener)).toBeNull();
    await shop.close();

    const [click] = await db().selectFrom('outbound_clicks').selectAll().where('utm_campaign', '=', campaign).execute();
    expect(click).toMatchObject({ product_id: PRODUCT, shop: 'naver', uuid, attributed_by: 'visitor', utm_source: 'instagram', utm_medium: 'social' });
    await expectClean(session, { ignore: isNetworkProblem });

    // Staff: the report for today shows the click under the campaign and the product.
    const staff = await site.open(viewport, 'staff');
    await staff.page.goto('/staff/attribution?by=campaign');
    await waitForHydration(staff.page);
    const byCampaign = staff.page.getByRole('region', { name: '성과 표' }).getByRole('row').filter({ has: staff.page.getByRole('rowheader', { name: campaign, exact: true }) });
    expect(await byCampaign.getByRole('cell').last().innerText()).toContain('1');
    const byProduct = staff.page.getByRole('region', { name: '상품별 구매하기 클릭 표' }).getByRole('row').filter({ has: staff.page.getByRole('rowheader', { name: product.name, exact: true }) });
    expect(await byProduct.getByRole('cell').last().innerText()).toContain('스마트스토어');
    await expectAccessible(staff.page, { where: 'the attribution report' });
    await expectClean(staff);
  });
});
