import { describe, expect, it } from 'vitest';
import { pageAt } from '#app/config/page-names';
import { OTHER_PAGES, p75, type VitalValueCount, webVitalsByPage } from './web-vitals-report';

const pageOf = (path: string) => pageAt(path, '도담펫');

/** One stored row per measurement, as the database counts them (n = 1 each). */
const rows = (page: string, metric: string, values: readonly number[]): VitalValueCount[] => values.map((value) => ({ page, metric, value, n: 1 }));

describe('p75 (nearest rank)', () => {
  it('takes the value at rank ⌈0.75 n⌉, in any order, counted values as often as they occur', () => {
    expect(p75([])).toBeNull();
    expect(p75([{ value: 7, n: 1 }])).toBe(7);
    // 1…20: rank 15.
    expect(p75(Array.from({ length: 20 }, (_, i) => ({ value: 20 - i, n: 1 })))).toBe(15);
    // 2 and 4: rank 2 (⌈1.5⌉).
    expect(p75([{ value: 4, n: 1 }, { value: 2, n: 1 }])).toBe(4);
    // 100 × 10, 1 × 500: rank 76 is still 100.
    expect(p75([{ value: 500, n: 1 }, { value: 100, n: 100 }])).toBe(100);
    // 3 × 10, 1 × 40: rank 3 of 4 is 10; 2 × 10, 2 × 40: rank 3 is 40.
    expect(p75([{ value: 10, n: 3 }, { value: 40, n: 1 }])).toBe(10);
    expect(p75([{ value: 10, n: 2 }, { value: 40, n: 2 }])).toBe(40);
  });
});

describe('the field-data report by page type', () => {
  it('puts the addresses of one page together, under its name, each measure with its own count', () => {
    const report = webVitalsByPage(
      [
        // One page at two addresses (a trailing slash): 6 LCP, 2 INP, 4 CLS.
        ...rows('/products/detail', 'LCP', [1000, 1200, 3000]),
        ...rows('/products/detail/', 'LCP', [2000, 2600, 900]),
        ...rows('/products/detail', 'INP', [80, 300]),
        ...rows('/products/detail/', 'CLS', [0, 50, 120, 260]),
        ...rows('/', 'LCP', [5200]),
      ],
      pageOf,
    );
    expect(report.map((r) => r.name)).toEqual(['상품 상세', '홈']);
    const [detail, home] = report;
    // LCP sorted 900 1000 1200 2000 2600 3000: rank 5 → 2600 (across both addresses).
    expect(detail).toMatchObject({
      id: 'product-detail',
      samples: 6,
      p75: { LCP: { value: 2600, count: 6 }, INP: { value: 300, count: 2 }, CLS: { value: 0.12, count: 4 } },
      paths: [
        { path: '/products/detail/', samples: 4 },
        { path: '/products/detail', samples: 3 },
      ],
      morePaths: 0,
    });
    expect(home).toMatchObject({ id: 'home', samples: 1, p75: { LCP: { value: 5200, count: 1 }, INP: null, CLS: null } });
  });

  it('reports the paths no page answers as one row, last, whatever its samples', () => {
    const report = webVitalsByPage(
      [...rows('/products/Product1', 'LCP', [1000, 2000]), ...rows('/no-such-page', 'LCP', [3000, 4000]), ...rows('/customer-center/faqs', 'LCP', [500]), ...rows('/staff/web-vitals', 'INP', [40])],
      pageOf,
    );
    expect(report.map((r) => [r.name, r.samples])).toEqual([
      ['운영 관리 · 체감 성능', 1],
      ['자주 묻는 질문', 1],
      [OTHER_PAGES.name, 4],
    ]);
    expect(report[2]!.p75.LCP).toEqual({ value: 3000, count: 4 });
    expect(report[2]!.paths.map((p) => p.path).sort()).toEqual(['/no-such-page', '/products/Product1']);
  });

  it('counts values the database has already counted, and ignores a metric it does not know', () => {
    const report = webVitalsByPage(
      [
        { page: '/bcs', metric: 'LCP', value: 1000, n: 99 },
        { page: '/bcs', metric: 'LCP', value: 9000, n: 1 },
        { page: '/bcs', metric: 'FID', value: 10, n: 500 },
      ],
      pageOf,
    );
    expect(report).toHaveLength(1);
    expect(report[0]).toMatchObject({ name: 'BCS 체크', samples: 100, p75: { LCP: { value: 1000, count: 100 }, INP: null, CLS: null } });
  });

  it('lists at most twenty addresses of a page type and says how many more', () => {
    const report = webVitalsByPage(
      Array.from({ length: 25 }, (_, i) => ({ page: `/old/${i}`, metric: 'LCP', value: 1000, n: i + 1 })),
      pageOf,
    );
    expect(report[0]!.paths).toHaveLength(20);
    expect(report[0]!.paths[0]).toEqual({ path: '/old/24', samples: 25 });
    expect(report[0]!.morePaths).toBe(5);
  });
});
