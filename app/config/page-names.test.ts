import type { RouteConfigEntry } from '@react-router/dev/routes';
import { describe, expect, it } from 'vitest';
import routes from '#app/routes';
import { pageAt } from './page-names';
import { publicResourceRoutes, siteResourceRoutes } from './site-routes';
import { STAFF_ROUTES } from './staff-routes';

/** Every route of the route config (app/routes.ts), layouts' children included. */
function walk(entries: readonly RouteConfigEntry[]): RouteConfigEntry[] {
  return entries.flatMap((e) => [e, ...walk(e.children ?? [])]);
}

/** Routes that render no page of their own: nobody measures them. */
const NO_PAGE = new Set([
  ...siteResourceRoutes.map((r) => r.id),
  ...publicResourceRoutes.map((r) => r.id),
  ...STAFF_ROUTES.filter((r) => r.kind === 'resource').map((r) => r.id),
  'not-found',
]);

describe('the name of the page a path belongs to', () => {
  const pages = walk(routes).filter((r) => r.path !== undefined && !NO_PAGE.has(r.id ?? ''));

  it('names every page of the route config, so a new page is never reported under another', () => {
    expect(pages.length).toBeGreaterThan(100);
    for (const route of pages) {
      const page = pageAt(route.path!, '도담펫');
      expect(page?.id, route.path).toBe(route.id);
      expect(page?.name.trim(), route.path).not.toBe('');
      expect(page?.name, route.path).not.toMatch(/[{}]/);
    }
  });

  it('gives no two pages the same name', () => {
    const names = pages.map((r) => pageAt(r.path!, '도담펫')!.name);
    expect(names.filter((n, i) => names.indexOf(n) !== i)).toEqual([]);
  });

  it('takes the names staff know from the headings, staff pages marked as such', () => {
    expect(pageAt('/', '도담펫')).toEqual({ id: 'home', name: '홈' });
    expect(pageAt('/products/detail', '도담펫')).toEqual({ id: 'product-detail', name: '상품 상세' });
    expect(pageAt('/customer-center/faqs/', '도담펫')).toEqual({ id: 'faqs', name: '자주 묻는 질문' });
    expect(pageAt('/about-us', '도담펫')?.name).toBe('도담펫 이야기');
    // Two pages with one heading: each after its breadcrumb parent.
    expect(pageAt('/bcs/step4', '도담펫')?.name).toBe('건강 케어 프로그램 · BCS 체크 결과');
    expect(pageAt('/mypage/pet-health-report/bcs', '도담펫')?.name).toBe('마이페이지 · BCS 체크 결과');
    expect(pageAt('/staff/web-vitals', '도담펫')).toEqual({ id: 'staff-web-vitals', name: '운영 관리 · 체감 성능' });
    expect(pageAt('/login/second-factor/', '도담펫')?.name).toBe('운영 관리 · 2단계 인증');
  });

  it('names nothing a page does not answer: a 404, a file, a download', () => {
    for (const path of ['/products/Product1', '/no-such-page', '/logout', '/staff/trials/shipping-list', '/assets/app.js', '/products/detail/x']) {
      expect(pageAt(path, '도담펫'), path).toBeUndefined();
    }
  });
});
