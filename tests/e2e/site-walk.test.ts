import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { siteRoutes } from '#app/config/site-routes';
import { phone, screenshot, waitForHydration } from '../fixtures/browser';
import { expectAccessible, expectClean, type Session, siteFixture } from '../fixtures/e2e';

/**
 * Every page of the site (SPEC 2.1), as a guest and as a member with something on every screen
 * (pets, BCS results, checks, trials, claims, coupons…), with the answers each step carries:
 * no console error, no uncaught error (React reports a hydration mismatch as one), no failed
 * request; no horizontal overflow at 320, 390 and 768 px wide; and, for the member whose pages
 * show data (the shell test reads the empty ones), no axe violation. One browser and one page
 * per visitor are reused, so the walk stays within a couple of minutes.
 *
 * Set SITE_WALK_SCREENSHOTS=1 to keep a phone screenshot of every page in test-results/.
 */

const WIDTHS = [320, 390, 768] as const;
const SCREENSHOTS = process.env.SITE_WALK_SCREENSHOTS === '1';

const site = siteFixture({ PAGE_CACHE_SECONDS: '0' }, { memberData: true });

type Who = 'guest' | 'member';

/** Pages only guests see (members are sent on) and pages only members see (guests go to login). */
const GUEST_ONLY = new Set(['login', 'register']);
const isMemberOnly = (id: string, path: string) => path.startsWith('/mypage') || id === 'recruitment-order' || id === 'recruitment-order-result' || id === 'marketing' || id === 'welcome';

/** The query a page needs to show its content rather than a start panel or a 404. */
function queryFor(id: string, who: Who): string {
  const d = site.memberData;
  const member = who === 'member';
  const q: Record<string, string> = {
    'product-detail': '?id=p-dog-derma-adult',
    'news-details': `?id=${d.newsId}`,
    'health-article-detail': `?id=${d.articleId}`,
    search: `?q=${encodeURIComponent('피부')}`,
    'custom-feed-prescription': '?species=Dog&product=p-dog-derma-adult',
    'myqna-detail': `?id=${d.inquiryId}`,
    'order-detail': `?id=${d.orderId}`,
    'return-detail': `?id=${d.returnId}`,
    'refund-detail': `?id=${d.refundId}`,
    'review-request': `?id=${d.reviewId}`,
    'mypet-register': `?id=${d.dogId}`,
    'store-step2': '?storeId=store-seoul-seongsu',
    'store-step3': `?couponId=${d.couponId}`,
    'recruitment-order': '?campaignId=trial-cat-urinary',
    'recruitment-order-result': `?orderId=${d.orderId}`,
    'health-report': `?pet=${d.dogId}`,
    'pet-food-finder': '?run=1&species=cat&stage=young&weight=1.2&activity=high&body=normal&neutered=no&concern=tooth',
    dailyportiontool: '?run=1&product=p-dog-derma-adult&species=dog&stage=adult&size=small&weight=4.2&activity=normal&body=overweight&neutered=yes&concern=skin',
    'bcs-step2': member ? `?species=dog&pet=${d.dogId}` : '?species=dog',
    'bcs-step3': member ? `?species=dog&pet=${d.dogId}&weight=4.2&stage=adult` : '?species=cat&weight=4.2&stage=adult',
    'bcs-step4': member ? `?result=${d.bcsResultId}` : '?species=cat&weight=3.1&stage=adult&ribs=1&waist=1&belly=2',
    'sensitivity-step2': member ? `?species=dog&pet=${d.dogId}` : '?species=cat&stage=young',
    'sensitivity-step2_1': member ? `?species=dog&pet=${d.dogId}&cat=skin&cat=digest&c=1` : '?species=cat&stage=young&cat=urinary&cat=tooth&c=0',
    'sensitivity-step3': member ? `?species=dog&pet=${d.dogId}&cat=skin&a=dog-skin-q1` : '?species=cat&stage=young&cat=urinary&a=cat-urinary-q1',
    'sensitivity-step4': member ? `?log=${d.sensitivityLogId}` : '?species=cat&stage=young&cat=urinary&cat=tooth&a=cat-urinary-q1&a=cat-tooth-q2',
    'breed-step2': member ? `?species=dog&pet=${d.dogId}` : '?species=cat',
    'breed-step3': member ? `?species=dog&pet=${d.dogId}&breed=${encodeURIComponent('말티즈')}` : `?species=cat&breed=${encodeURIComponent('페르시안')}`,
    'breed-result': member
      ? `?species=dog&pet=${d.dogId}&breed=${encodeURIComponent('말티즈')}&age=4&neutered=yes&weight=4.2`
      : `?species=cat&breed=${encodeURIComponent('페르시안')}&age=0&neutered=no&weight=1.5`,
    'breed-health-tip': `?species=dog&breed=${encodeURIComponent('말티즈')}&age=4&neutered=yes`,
    'cats-signal-step2': member ? `?pet=${d.catId}&stage=senior` : '?stage=young',
    'cats-signal-step3': member ? `?pet=${d.catId}&stage=senior&s=behaviour-1&s=litter-1` : '?stage=young&s=behaviour-none&s=litter-4',
    'cats-signal-step4': member
      ? `?log=${d.catsSignalLogId}`
      : '?stage=young&s=behaviour-1&s=litter-1&s=litter-4&s=coat-1&s=appetite-1&s=mouth-1&s=behaviour-3',
  };
  return q[id] ?? '';
}

interface Visit {
  name: string;
  who: Who;
  path: string;
}

const visits: Visit[] = [];
for (const who of ['guest', 'member'] as const) {
  for (const route of siteRoutes) {
    if (who === 'member' && GUEST_ONLY.has(route.id)) continue;
    if (who === 'guest' && isMemberOnly(route.id, route.path)) continue;
    visits.push({ name: `${who} ${route.path} (${route.id})`, who, path: route.path });
  }
}

/** Elements that stick out past the right edge, outside any box that scrolls or clips them. */
async function overflowAt(page: Page, width: number): Promise<{ scrollWidth: number; culprits: string[] }> {
  await page.setViewportSize({ width, height: phone.height });
  return page.evaluate(() => {
    const root = document.documentElement;
    const limit = root.clientWidth;
    const culprits: string[] = [];
    const clipped = (el: Element): boolean => {
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
        const style = getComputedStyle(p);
        if (style.overflowX !== 'visible' || style.position === 'fixed') return true;
      }
      return false;
    };
    for (const el of document.body.querySelectorAll('*')) {
      const rect = el.getBoundingClientRect();
      if (rect.width === 0 || rect.right <= limit + 1) continue;
      if (clipped(el)) continue;
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || style.position === 'fixed') continue;
      const cls = typeof el.className === 'string' && el.className ? `.${el.className.trim().split(/\s+/).join('.')}` : '';
      culprits.push(`${el.tagName.toLowerCase()}${cls} right=${Math.round(rect.right)}`);
      if (culprits.length >= 5) break;
    }
    return { scrollWidth: root.scrollWidth, culprits };
  });
}

describe('every page as a guest and as a member with data', () => {
  const visitors = new Map<Who, Session>();

  beforeAll(async () => {
    for (const who of ['guest', 'member'] as const) visitors.set(who, await site.open(phone, who));
  });

  afterAll(async () => {
    for (const v of visitors.values()) await v.context.close();
  });

  test.each(visits)('$name', async ({ who, path }) => {
    const { page, watcher } = visitors.get(who)!;
    const route = siteRoutes.find((r) => r.path === path)!;
    const url = path + queryFor(route.id, who);
    watcher.take();
    await page.setViewportSize({ width: phone.width, height: phone.height });
    const response = await page.goto(url, { waitUntil: 'load' });
    expect(response?.status(), `HTTP status of ${url}`).toBe(200);
    expect(new URL(page.url()).pathname, `${url} stays put (its query shows the page's content)`).toBe(path);
    await waitForHydration(page);
    await expectClean({ watcher }, { where: url, soft: true });
    if (SCREENSHOTS) await screenshot(page, `walk-${who}-${route.id}`);
    if (who === 'member') await expectAccessible(page, { where: url, soft: true });

    for (const width of WIDTHS) {
      const { scrollWidth, culprits } = await overflowAt(page, width);
      expect.soft(scrollWidth, `page width at ${width}px on ${url}; sticking out: ${culprits.join(', ')}`).toBeLessThanOrEqual(width);
    }
  });
});
