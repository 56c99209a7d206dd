import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { staffCrumbs, staffMeta } from './components/StaffPage';
import { STAFF_ROUTES, type StaffPageId, type StaffPageRoute, staffParents } from '../../config/staff-routes';

/**
 * The staff route table is where a page's title and breadcrumb are written: every page module
 * renders StaffPage and builds its meta with staffMeta under its own id, and writes no PageFrame
 * or crumbs of its own (a new staff page that forgets fails here).
 */
const APP = path.resolve(import.meta.dirname, '../..');
const pages = STAFF_ROUTES.filter((r): r is StaffPageRoute => r.kind !== 'resource');
const source = (file: string) => readFileSync(path.join(APP, file), 'utf8');
const ids = (text: string, pattern: RegExp) => [...text.matchAll(pattern)].map((m) => m[1]);

describe('staff page modules', () => {
  it('a route is a resource exactly when its module is not a .tsx page (app/routes.ts decides by the extension)', () => {
    expect(STAFF_ROUTES.filter((r) => (r.kind === 'resource') === r.file.endsWith('.tsx')).map((r) => r.id)).toEqual([]);
  });

  it.each(pages.map((r) => [r.id, r] as const))('%s renders StaffPage and staffMeta with its own id, and no frame or crumbs of its own', (id, route) => {
    const text = source(route.file);
    expect(ids(text, /<StaffPage\s+routeId="([^"]*)"/g), 'one <StaffPage routeId="…"> with its id').toEqual([id]);
    expect(ids(text, /staffMeta\('([^']*)'/g), "its meta is staffMeta('…') with its id").toEqual([id]);
    expect(text).toMatch(/export const meta\b[^\n]*=>\s*staffMeta\(/);
    expect(text).not.toMatch(/\bPageFrame\b|\bSTAFF_CRUMBS\b|\bcrumbs=|'robots'/);
  });

  it('every parent is a page of the table, and parent chains end', () => {
    const pageIds = new Set(pages.map((r) => r.id));
    expect(pages.filter((r) => r.parent !== undefined && !pageIds.has(r.parent)).map((r) => `${r.id} → ${r.parent}`)).toEqual([]);
    for (const r of pages) expect(() => staffParents(r.id as StaffPageId), r.id).not.toThrow();
  });

  it('every page has a Korean title (and crumb, section when given)', () => {
    const korean = (s: string | undefined) => s === undefined || (s.trim() === s && /[가-힣]/.test(s));
    expect(pages.filter((r) => !korean(r.title) || !korean(r.crumb) || !korean(r.section)).map((r) => r.id)).toEqual([]);
  });
});

describe('staffCrumbs and staffMeta', () => {
  it('derive the crumbs from 운영 홈 and the parent chain, and the document title', () => {
    expect(staffCrumbs('staff')).toEqual([{ label: '운영 홈' }]);
    expect(staffCrumbs('staff-campaigns')).toEqual([{ label: '운영 홈', to: '/staff' }, { label: '체험 캠페인 관리' }]);
    expect(staffCrumbs('staff-campaign-edit', '새 체험 캠페인')).toEqual([{ label: '운영 홈', to: '/staff' }, { label: '체험 캠페인 관리', to: '/staff/campaigns' }, { label: '새 체험 캠페인' }]);
    expect(staffCrumbs('staff-home')).toEqual([{ label: '운영 홈', to: '/staff' }, { label: '홈 화면' }]);
    expect(staffMeta('staff-campaigns')).toEqual([{ title: '체험 캠페인 관리 | 운영 관리' }, { name: 'robots', content: 'noindex' }]);
    expect(staffMeta('staff-product-edit', '새 상품')).toEqual([{ title: '새 상품 | 운영 관리' }, { name: 'robots', content: 'noindex' }]);
    expect(staffMeta('staff-coupon-redeem')).toEqual([{ title: '1+1 쿠폰 사용 처리 | 매장 직원' }, { name: 'robots', content: 'noindex' }]);
  });
});
