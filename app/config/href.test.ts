import { describe, expect, it } from 'vitest';
import { href } from './href';
import { siteRoutes } from './site-routes';
import { staffHref } from './staff-href';
import { STAFF_ROUTES } from './staff-routes';

describe('href', () => {
  it('answers the path of every route in both tables', () => {
    for (const r of siteRoutes) if (!r.path.includes(':')) expect(href(r.id as never)).toBe(r.path);
    for (const r of STAFF_ROUTES) expect(staffHref(r.id as never)).toBe(r.path);
  });

  it('adds the query encoded as the pages always did, leaving empty values out, and the fragment', () => {
    expect(staffHref('staff-member-detail', { id: 'm 1/é' })).toBe('/staff/members/detail?id=m%201%2F%C3%A9');
    expect(href('faqs', { q: '사료 급여', page: 2, category: '', sort: null }, 'faq-3')).toBe(`/customer-center/faqs?q=${encodeURIComponent('사료 급여')}&page=2#faq-3`);
    expect(href('mypage', { tab: ['a', 'b'] })).toBe('/mypage?tab=a&tab=b');
  });

  it('refuses an id no table has', () => {
    expect(() => href('nowhere' as never)).toThrow(/no route nowhere/);
    expect(() => staffHref('nowhere' as never)).toThrow(/no route nowhere/);
  });
});
