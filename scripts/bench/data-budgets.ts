/**
 * Budgets of the data-growth bench (docs/performance.md "Data growth"): per page, `p95` in ms at
 * every scale, and `growth`, the most its median may grow from the smallest to the largest scale
 * measured (× factor, plus 15 ms of slack for noise). Lists page by an index; search and the
 * staff reports read indexes and roll-ups, so none should grow with the data.
 */
export interface PageBudget {
  path: string;
  p95: number;
  growth: number;
  staff?: boolean;
}

export const PAGE_BUDGETS: Record<string, PageBudget> = {
  products: { path: '/products/Product2', p95: 250, growth: 3 },
  articles: { path: '/health-article/list', p95: 250, growth: 3 },
  faqs: { path: '/customer-center/faqs', p95: 250, growth: 3 },
  'search 다이어트': { path: `/search?q=${encodeURIComponent('다이어트')}`, p95: 250, growth: 3 },
  'search 사료': { path: `/search?q=${encodeURIComponent('사료')}`, p95: 250, growth: 3 },
  'search ㄷㅇㅌ': { path: `/search?q=${encodeURIComponent('ㄷㅇㅌ')}`, p95: 250, growth: 3 },
  'staff inquiries': { path: '/staff/inquiries', p95: 250, growth: 3, staff: true },
  'staff trials': { path: '/staff/trials', p95: 250, growth: 3, staff: true },
  'staff attribution 30 days': { path: '/staff/attribution', p95: 200, growth: 3, staff: true },
  'staff attribution 92 days by campaign': { path: '/staff/attribution?by=campaign&from=RANGE_FROM', p95: 200, growth: 3, staff: true },
  'staff client logs': { path: '/staff/client-logs', p95: 250, growth: 3, staff: true },
  // Issue 15: the back-office lists page through 10,000 products / articles (1000×) in < 100 ms.
  'staff products page 40': { path: '/staff/products?page=40', p95: 100, growth: 3, staff: true },
  'staff products search': { path: `/staff/products?q=${encodeURIComponent('케어')}&sort=name`, p95: 100, growth: 3, staff: true },
  'staff articles page 40': { path: '/staff/articles?page=40&sort=published', p95: 100, growth: 3, staff: true },
};

/** The search query itself, in process (issue 11: < 30 ms at 100,000 documents), median. */
export const SEARCH_QUERY_BUDGET_MS = 30;
export const SEARCH_TERMS = ['다이어트', '사료', '고양이 헤어볼', 'ㄷㅇㅌ', '밥'];

/** The first day of the longest attribution range (92 Seoul days up to today). */
export const rangeFrom = (now = Date.now()) => new Date(now + 9 * 3600_000 - 91 * 86_400_000).toISOString().slice(0, 10);
