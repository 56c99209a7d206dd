import { describe, expect, it } from 'vitest';
import { disallowedPaths, indexableRoutes, isDisallowed, isIndexable, isPrivate } from './crawl-rules';
import { CRAWLER_FILES } from './crawler-files';
import { siteResourceRoutes, siteRoutes } from './site-routes';
import { STAFF_PUBLIC_ROUTES, STAFF_ROUTES } from './staff-routes';

describe('what crawlers may read (issue 25)', () => {
  const disallowed = disallowedPaths(['/lwr/apex/v65.0']);

  it('walks every route of the tables: each private page, staff page and resource route is disallowed', () => {
    for (const route of siteRoutes) {
      if (isPrivate(route)) expect(isDisallowed(route.path, disallowed), route.path).toBe(true);
      else expect(isDisallowed(route.path, disallowed), `${route.id} is public but ${route.path} is disallowed`).toBe(false);
    }
    for (const route of [...siteResourceRoutes, ...STAFF_ROUTES, ...STAFF_PUBLIC_ROUTES]) expect(isDisallowed(route.path, disallowed), route.path).toBe(true);
    expect(isDisallowed('/lwr/apex/v65.0/Utils/getSiteConfig', disallowed)).toBe(true);
  });

  it('a page is private unless the table says it is the same for every guest', () => {
    for (const route of siteRoutes) expect(isPrivate(route)).toBe(route.guestCache !== true);
    expect(siteRoutes.filter((r) => r.area === 'mypage').every(isPrivate)).toBe(true);
    expect(siteRoutes.filter((r) => /\/step\d|\/result$/.test(r.path)).every(isPrivate)).toBe(true);
    expect(indexableRoutes.every(isIndexable)).toBe(true);
    expect(indexableRoutes.some((r) => r.id === 'search')).toBe(false);
  });

  it('keeps the list short: no entry lies under another', () => {
    for (const a of disallowed) for (const b of disallowed) if (a !== b) expect(a.startsWith(b), `${a} under ${b}`).toBe(false);
    expect(disallowed).toContain('/mypage');
    expect(disallowed).toContain('/staff');
  });

  it('never blocks what crawlers are invited to read', () => {
    for (const path of Object.values(CRAWLER_FILES)) expect(isDisallowed(path, disallowed), path).toBe(false);
    for (const path of ['/cms/delivery/media/abc', '/img/products/a.webp', '/files/x']) expect(isDisallowed(path, disallowed), path).toBe(false);
  });
});
