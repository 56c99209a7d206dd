import { describe, expect, test } from 'vitest';
import { phone, waitForHydration } from '../fixtures/browser';
import { expectAccessible, expectClean, siteFixture } from '../fixtures/e2e';

/**
 * Issue 17.6 in the browser: a sampled page view measures LCP, CLS and (after a tap) INP with
 * web-vitals and sends them through the client logger when the page is left; staff read p75 per
 * page type on /staff/web-vitals, under the page's name, each measure with its count.
 */

const site = siteFixture({ PAGE_CACHE_SECONDS: '0' });
const db = () => site.server.services.db.kysely;

describe('Core Web Vitals field data', () => {
  test('a sampled page view reports LCP, INP and CLS, and staff see them per page type', async () => {
    const guest = await site.open(phone);
    // Every page view in the sample (the site samples 10 % with Math.random).
    await guest.page.addInitScript(() => {
      Math.random = () => 0;
    });
    await guest.page.goto('/customer-center/faqs');
    await waitForHydration(guest.page);
    // An interaction for INP (opening an answer), then leaving the page: the metrics are final.
    await guest.page.locator('summary, button[aria-expanded]').first().click();
    await guest.page.waitForTimeout(300);
    await guest.page.goto('/about-us');
    await waitForHydration(guest.page);
    await expect
      .poll(
        async () => {
          await site.server.services.batches.flush();
          const rows = await db().selectFrom('web_vitals').select(['metric', 'page']).where('page', '=', '/customer-center/faqs').execute();
          return rows.map((r) => r.metric).sort();
        },
        { timeout: 10_000 },
      )
      .toEqual(['CLS', 'INP', 'LCP']);
    await expectClean(guest);

    const staff = await site.open(phone, 'staff');
    await staff.page.goto('/staff/web-vitals');
    await waitForHydration(staff.page);
    const row = staff.page.getByRole('row', { name: /^자주 묻는 질문/ });
    await expect.poll(() => row.count()).toBe(1);
    expect(await row.innerText()).toMatch(/초/);
    expect(await row.innerText()).toMatch(/표본 1개/);
    expect(await staff.page.getByRole('rowheader', { name: '/customer-center/faqs' }).count()).toBe(0);
    await expectAccessible(staff.page);
    await expectClean(staff);
  });
});
