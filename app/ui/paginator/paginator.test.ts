import { describe, expect, it } from 'vitest';
import {
  clampPage,
  DEFAULT_PER_PAGE,
  MAX_VISIBLE_PAGES,
  normalisePage,
  pageHref,
  paginate,
  totalPages,
  visiblePages,
} from './paginator';

describe('constants (SPEC 9.1)', () => {
  it('default page size is 10 and at most 5 page links show', () => {
    expect(DEFAULT_PER_PAGE).toBe(10);
    expect(MAX_VISIBLE_PAGES).toBe(5);
  });
});

describe('totalPages (SPEC 4.5)', () => {
  it.each([
    [0, 10, 1],
    [1, 10, 1],
    [10, 10, 1],
    [11, 10, 2],
    [100, 10, 10],
    [101, 10, 11],
    [25, 12, 3],
    [24, 12, 2],
  ])('%i entries at %i per page → %i pages', (entries, perPage, expected) => {
    expect(totalPages(entries, perPage)).toBe(expected);
  });

  it('defaults to 0 entries and 10 per page (SPEC 3.10)', () => {
    expect(totalPages()).toBe(1);
    expect(totalPages(31)).toBe(4);
  });

  it('is never below 1, even for negative or non-numeric counts', () => {
    expect(totalPages(-5, 10)).toBe(1);
    expect(totalPages(Number.NaN, 10)).toBe(1);
  });

  it('falls back to the default page size when perPage is unusable', () => {
    expect(totalPages(31, 0)).toBe(4);
    expect(totalPages(31, -3)).toBe(4);
    expect(totalPages(31, Number.NaN)).toBe(4);
  });
});

describe('normalisePage (SPEC 5.4)', () => {
  it.each<[number | string | null | undefined, number]>([
    [1, 1],
    [7, 7],
    ['3', 3],
    [' 4 ', 4],
    [0, 1],
    [-2, 1],
    ['-2', 1],
    ['0', 1],
    ['abc', 1],
    ['', 1],
    ['2abc', 1],
    [Number.NaN, 1],
    [Number.POSITIVE_INFINITY, 1],
    [undefined, 1],
    [null, 1],
    [2.9, 2],
    ['5.5', 5],
    [0.5, 1],
  ])('%j → %i', (input, expected) => {
    expect(normalisePage(input)).toBe(expected);
  });
});

describe('clampPage (SPEC 4.5)', () => {
  it('keeps pages inside 1..totalPages', () => {
    expect(clampPage(3, 5)).toBe(3);
    expect(clampPage(9, 5)).toBe(5);
    expect(clampPage('99', 5)).toBe(5);
    expect(clampPage(0, 5)).toBe(1);
    expect(clampPage('x', 5)).toBe(1);
    expect(clampPage(4, 1)).toBe(1);
  });
});

describe('visiblePages window table (SPEC 4.5)', () => {
  it('row 1: 5 pages or fewer → all pages', () => {
    expect(visiblePages(1, 1)).toEqual([1]);
    expect(visiblePages(2, 3)).toEqual([1, 2, 3]);
    expect(visiblePages(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(visiblePages(5, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('row 2: current page 3 or lower → pages 1 to 5', () => {
    expect(visiblePages(1, 20)).toEqual([1, 2, 3, 4, 5]);
    expect(visiblePages(2, 20)).toEqual([1, 2, 3, 4, 5]);
    expect(visiblePages(3, 20)).toEqual([1, 2, 3, 4, 5]);
    expect(visiblePages(3, 6)).toEqual([1, 2, 3, 4, 5]);
  });

  it('row 3: current within 2 of the last page → the last 5 pages', () => {
    expect(visiblePages(20, 20)).toEqual([16, 17, 18, 19, 20]);
    expect(visiblePages(19, 20)).toEqual([16, 17, 18, 19, 20]);
    expect(visiblePages(18, 20)).toEqual([16, 17, 18, 19, 20]);
    expect(visiblePages(6, 6)).toEqual([2, 3, 4, 5, 6]);
    expect(visiblePages(4, 6)).toEqual([2, 3, 4, 5, 6]);
  });

  it('row 4: otherwise → current − 2 to current + 2', () => {
    expect(visiblePages(4, 20)).toEqual([2, 3, 4, 5, 6]);
    expect(visiblePages(10, 20)).toEqual([8, 9, 10, 11, 12]);
    expect(visiblePages(17, 20)).toEqual([15, 16, 17, 18, 19]);
    expect(visiblePages(4, 7)).toEqual([2, 3, 4, 5, 6]);
  });

  it('clamps an out-of-range current page before choosing the window', () => {
    expect(visiblePages(50, 20)).toEqual([16, 17, 18, 19, 20]);
    expect(visiblePages(-1, 20)).toEqual([1, 2, 3, 4, 5]);
  });

  it('never shows more than 5 numbers', () => {
    for (let total = 1; total <= 30; total += 1) {
      for (let page = 1; page <= total; page += 1) {
        const pages = visiblePages(page, total);
        expect(pages.length).toBe(Math.min(5, total));
        expect(pages).toContain(page);
      }
    }
  });
});

describe('paginate', () => {
  it('disables previous on page 1 and next on the last page', () => {
    expect(paginate({ totalEntries: 30, page: 1 })).toEqual({
      page: 1,
      totalPages: 3,
      pages: [1, 2, 3],
      hasPrevious: false,
      hasNext: true,
    });
    expect(paginate({ totalEntries: 30, page: 3 })).toMatchObject({ hasPrevious: true, hasNext: false });
    expect(paginate({ totalEntries: 30, page: 2 })).toMatchObject({ hasPrevious: true, hasNext: true });
  });

  it('with no entries there is one page and both controls are disabled', () => {
    expect(paginate({})).toEqual({ page: 1, totalPages: 1, pages: [1], hasPrevious: false, hasNext: false });
  });

  it('clamps a page past the end to the last page', () => {
    expect(paginate({ totalEntries: 45, perPage: 12, page: '9' })).toMatchObject({ page: 4, totalPages: 4 });
  });
});

describe("a list page's address", () => {
  it('keeps the filters that are set, in order, and the page only past the first', () => {
    expect(pageHref('/staff/audit', { actor: 'm-1', object: '', kind: 'view' }, 3)).toBe('/staff/audit?actor=m-1&kind=view&page=3');
    expect(pageHref('/staff/audit', { actor: 'm-1', object: null, to: undefined }, 1)).toBe('/staff/audit?actor=m-1');
    expect(pageHref('/staff/members', { q: '' })).toBe('/staff/members');
    expect(pageHref('/staff/members', { q: '김 도담&1' }, 2)).toBe('/staff/members?q=%EA%B9%80+%EB%8F%84%EB%8B%B4%261&page=2');
  });
});
