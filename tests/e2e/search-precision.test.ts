import { beforeAll, describe, expect, test } from 'vitest';
import { screenshot, viewports, waitForHydration } from '../fixtures/browser';
import { expectAccessible, expectClean, type Session, siteFixture } from '../fixtures/e2e';

/**
 * Search precision (issue 16 item 8) on a phone and a desktop: "다이어트" lists the weight-care
 * products, names first, and every result says where it matched, readable and accessible.
 */

const site = siteFixture();

describe.each(viewports)('search precision on $name', (viewport) => {
  let session: Session;
  beforeAll(async () => {
    session = await site.open(viewport);
  });

  test('"다이어트" shows the weight-care products with why each matched', async () => {
    const { page } = session;
    const response = await page.goto(`/search?q=${encodeURIComponent('다이어트')}&type=product`, { waitUntil: 'load' });
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    const products = page.locator('section[aria-labelledby="group-product"] article');
    const count = await products.count();
    expect(count).toBeGreaterThan(3);
    expect(count).toBeLessThan(12);
    const hints = await products.getByTestId('search-matched').allInnerTexts();
    expect(hints).toHaveLength(count);
    expect(hints[0]).toMatch(/^일치: 제품명/);
    // A name without the typed word names the similar word that matched (issue 25, item 4e).
    const firstName = await products.first().getByRole('heading').first().innerText();
    if (!firstName.includes('다이어트')) expect(hints[0]).toMatch(/비슷한 말 ‘[^’]+’/);
    expect(hints.some((h) => h.startsWith('일치: 케어 라인'))).toBe(true);
    // The hint is on screen, inside its result, and the page does not scroll sideways.
    const first = page.getByTestId('search-matched').first();
    expect(await first.isVisible()).toBe(true);
    const box = await first.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width + 1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true);
    await expectAccessible(page, { soft: true });
    await screenshot(page, `search-precision-${viewport.name}`);
    await expectClean(session);
  });
});
