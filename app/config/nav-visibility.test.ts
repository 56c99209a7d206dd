import { describe, expect, it } from 'vitest';
import { navVisibility, navVisibilityTable } from './nav-visibility';
import { siteRoutes } from './site-routes';

// Every page named in SPEC 2.3, by path, with what the spec says about it.
const dockAndMobileHidden = [
  '/bcs', '/bcs/step1', '/bcs/step2', '/bcs/step3',
  '/breedsensitivity', '/breedsensitivity/step1', '/breedsensitivity/step2', '/breedsensitivity/step3', '/breedsensitivity/health-tip',
  '/cats-signal', '/cats-signal/step1', '/cats-signal/step2', '/cats-signal/step3',
  '/sensitivitycheck', '/sensitivitycheck/step1', '/sensitivitycheck/step2', '/sensitivitycheck/step2_1',
  '/mypage/mypet/register', '/mypage/myqna/request', '/recruitment/order', '/products/detail', '/mypage/withdrawal',
  '/mypage/myrecruitment-order/store', '/mypage/myrecruitment-order/store/step1',
  '/mypage/myrecruitment-order/store/step2', '/mypage/myrecruitment-order/store/step3', '/register',
];
const onlyMobileHidden = [
  '/bcs/step4', '/breedsensitivity/result', '/cats-signal/step4', '/sensitivitycheck/step3',
  '/customer-center/news', '/customer-center/news/details', '/customer-center/faqs', '/mypage', '/customer-center', '/mypage/edit',
  '/mypage/myrecruitment-order', '/mypage/myrecruitment-order/detail',
  '/mypage/myproducts-review/request', '/mypage/myproducts-review', '/mypage/myrecruitment-return', '/mypage/myrecruitment-return/detail',
  '/mypage/pet-health-report', '/mypage/mypet', '/mypage/pet-health-report/bcs', '/mypage/pet-health-report/sensitivity',
  '/mypage/pet-health-report/cat-signal', '/mypage/myqna', '/mypage/bookmark', '/mypage/myrecruitment-order/coupon',
  '/mypage/productfinder', '/search', '/health-article/list/detail', '/health-article', '/health-article/list', '/health-article/tag',
];

const idOf = (path: string) => {
  const route = siteRoutes.find((r) => r.path === path);
  if (!route) throw new Error(`no route ${path}`);
  return route.id;
};

describe('dock bar and mobile navigation (SPEC 2.3)', () => {
  it.each(dockAndMobileHidden)('%s hides the dock bar and the mobile navigation', (path) => {
    expect(navVisibility(idOf(path))).toEqual({ dockBar: false, mobileNav: false });
  });

  it.each(onlyMobileHidden)('%s shows the dock bar but hides the mobile navigation', (path) => {
    expect(navVisibility(idOf(path))).toEqual({ dockBar: true, mobileNav: false });
  });

  it('shows both everywhere else', () => {
    const named = new Set([...dockAndMobileHidden, ...onlyMobileHidden]);
    const others = siteRoutes.filter((r) => !named.has(r.path));
    expect(others.map((r) => r.path)).toContain('/');
    expect(others.map((r) => r.path)).toContain('/sensitivitycheck/step4');
    for (const r of others) expect(navVisibility(r.id), r.path).toEqual({ dockBar: true, mobileNav: true });
  });

  it('names only routes that exist', () => {
    const ids = new Set(siteRoutes.map((r) => r.id));
    for (const id of [...navVisibilityTable.DOCK_HIDDEN, ...navVisibilityTable.MOBILE_NAV_ALSO_HIDDEN]) expect(ids).toContain(id);
  });

  it('shows both when the page is unknown (404)', () => {
    expect(navVisibility(undefined)).toEqual({ dockBar: true, mobileNav: true });
  });
});
