import type { Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { navVisibility } from '#app/config/nav-visibility';
import { siteRoutes, withBrand } from '#app/config/site-routes';
import { breadcrumbs } from '#app/config/breadcrumbs';
import { DEMO_SITE_CONFIG } from '#server/adapters/seed/factories';
import { screenshot, viewports, type Viewport, waitForHydration } from '../fixtures/browser';
import { expectAccessible, expectClean, type Session, siteFixture } from '../fixtures/e2e';

/**
 * The page shell on every route of SPEC 2.1, on a desktop and a phone, as a signed-in member
 * (so the my-page routes render; login and sign-up as a guest, since members skip them): title, heading, breadcrumb (2.2), dock bar and mobile
 * navigation (2.3), the session time-out region (2.7), a clean console and network, and axe.
 */

const brand = DEMO_SITE_CONFIG.brandName;
/** Pages for guests only: a member opening them is sent on to startURL (home by default). */
const GUEST_PAGES = new Set(['login', 'register']);
const SCREENSHOT_PATHS = new Set(['/', '/products/Product2', '/mypage', '/bcs/step1']);

const site = siteFixture();

/** Visible, with a box that lies within the viewport (the dock and tab bar are fixed to it). */
async function onScreen(locator: Locator, viewport: Viewport): Promise<boolean> {
  if ((await locator.count()) !== 1 || !(await locator.isVisible())) return false;
  const box = await locator.boundingBox();
  if (!box || box.width === 0 || box.height === 0) return false;
  return box.x >= 0 && box.y >= 0 && box.x + box.width <= viewport.width + 0.5 && box.y + box.height <= viewport.height + 0.5;
}

async function isShown(locator: Locator): Promise<boolean> {
  return (await locator.count()) > 0 && (await locator.first().isVisible());
}

describe.each(viewports)('page shell on $name ($width×$height)', (viewport) => {
  let member: Session;
  let guest: Session;

  beforeAll(async () => {
    member = await site.open(viewport, 'member');
    guest = await site.open(viewport);
  });

  afterAll(async () => {
    await member?.context.close();
    await guest?.context.close();
  });

  test('a member opening the login or sign-up page is sent on to home', async () => {
    for (const path of ['/login', '/register']) {
      const response = await member.page.goto(path);
      expect(response?.status(), path).toBe(200);
      expect(new URL(member.page.url()).pathname, `${path} for a member`).toBe('/');
    }
    await member.watcher.settle();
    member.watcher.take();
  });

  const QUERY_FOR: Record<string, string> = { 'store-step2': '?storeId=store-seoul-seongsu' };

  // Pages of one record answer 404 without its id; their feature's browser tests read them with one.
  const RECORD_PAGES = new Set(['product-detail']);

  test.each(siteRoutes.filter((r) => !RECORD_PAGES.has(r.id)).map((route) => ({ ...route, name: `${route.path} (${route.id})` })))('$name', async (route) => {
    const { page, watcher } = GUEST_PAGES.has(route.id) ? guest : member;
    watcher.take();
    // Pages that need a parameter to stay put (SPEC 5.3 sends step 2 without storeId back to step 1).
    const query = QUERY_FOR[route.id] ?? '';
    const response = await page.goto(route.path + query, { waitUntil: 'load' });
    expect(response, 'a response for the document').not.toBeNull();
    expect(response?.status(), `HTTP status of ${route.path}`).toBe(200);
    expect(new URL(page.url()).pathname, 'no redirect').toBe(route.path);
    await waitForHydration(page);

    const label = withBrand(route.label, brand);
    const isHome = route.id === 'home';

    const doc = await page.evaluate(() => ({
      lang: document.documentElement.getAttribute('lang'),
      title: document.title,
      h1s: [...document.querySelectorAll('h1')].map((h) => (h.textContent ?? '').trim()),
      headers: document.querySelectorAll('header').length,
      mains: document.querySelectorAll('main#main').length,
      sessionRegions: [...document.querySelectorAll('[data-session-timeout-warning]')].map((el) => ({
        hidden: (el as HTMLElement).hidden,
        dialogs: el.querySelectorAll('[role="alertdialog"]').length,
      })),
      crumbs: [...document.querySelectorAll('nav[aria-label="현재 위치"] li')].map((li) => {
        const link = li.querySelector('a');
        return {
          label: (li.textContent ?? '').trim(),
          to: link?.getAttribute('href') ?? undefined,
          current: li.querySelector('[aria-current="page"]') !== null,
        };
      }),
      crumbNavs: document.querySelectorAll('nav[aria-label="현재 위치"]').length,
    }));

    expect.soft(doc.lang, '<html lang>').toBe('ko');
    expect.soft(doc.headers, 'one <header>').toBe(1);
    expect.soft(doc.mains, 'one <main id="main">').toBe(1);
    expect.soft(doc.h1s.length, `exactly one h1 (found ${JSON.stringify(doc.h1s)})`).toBe(1);
    if (isHome) {
      expect.soft(doc.title, 'home title names the brand').toContain(brand);
      expect.soft(doc.h1s[0] ?? '', 'home h1 (hero title) is not empty').not.toBe('');
    } else {
      expect.soft(doc.title, 'document title contains the label').toContain(label);
      expect.soft(doc.title, 'document title contains the brand').toContain(brand);
      expect.soft(doc.h1s[0], 'h1 is the route label').toBe(label);
    }

    // SPEC 2.2: the chain of breadcrumbs(), in order, links where the chain has them, the page last.
    const expected = breadcrumbs(route.id, brand);
    if (isHome && doc.crumbNavs === 0) {
      // The home page may leave out a trail that would only say "Home".
    } else {
      expect.soft(doc.crumbNavs, 'one breadcrumb nav').toBe(1);
      expect.soft(
        doc.crumbs.map((c) => ({ label: c.label, to: c.to })),
        'breadcrumb chain',
      ).toEqual(expected.map((c) => ({ label: c.label, to: c.to })));
      expect.soft(
        doc.crumbs.map((c) => c.current),
        'only the last crumb is the current page',
      ).toEqual(expected.map((_, i) => i === expected.length - 1));
    }

    // SPEC 2.7: every page carries the session time-out warning region, closed until needed.
    expect.soft(doc.sessionRegions.length, 'session time-out warning region in the DOM').toBe(1);
    expect.soft(doc.sessionRegions[0], 'session warning closed on load').toEqual({ hidden: true, dialogs: 0 });

    // SPEC 2.3 (+ 2.8: mobile styling up to 999px).
    const rule = navVisibility(route.id);
    const dock = page.locator('aside[aria-label="빠른 메뉴"]');
    const mobileNav = page.locator('nav[aria-label="모바일 메뉴"]');
    expect.soft(await dock.count(), `dock bar present: rule says ${rule.dockBar}`).toBe(rule.dockBar ? 1 : 0);
    if (rule.dockBar) expect.soft(await onScreen(dock, viewport), 'dock bar visible on screen').toBe(true);
    const expectMobileNav = viewport.name === 'phone' && rule.mobileNav;
    expect.soft(await isShown(mobileNav), `mobile navigation visible: expected ${expectMobileNav}`).toBe(expectMobileNav);
    if (expectMobileNav) expect.soft(await onScreen(mobileNav, viewport), 'mobile navigation on screen').toBe(true);
    if (viewport.name === 'desktop') {
      expect.soft(await isShown(page.locator('nav[aria-label="주 메뉴"]')), 'main menu visible on desktop').toBe(true);
    }

    if (SCREENSHOT_PATHS.has(route.path)) {
      await screenshot(page, `${viewport.name}-${route.id}`);
    }

    await expectAccessible(page, { where: `${route.path} (${viewport.name})`, soft: true });

    // Late requests (lazy images, route modules) count for this page, not the next one.
    await expectClean({ watcher }, { soft: true });
  });
});
