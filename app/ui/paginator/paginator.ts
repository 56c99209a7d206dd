/** SPEC 9.1: paginator default page size. */
export const DEFAULT_PER_PAGE = 10;
/** SPEC 9.1: at most five page numbers are visible at once. */
export const MAX_VISIBLE_PAGES = 5;

export type PageInput = number | string | undefined | null;

/**
 * SPEC 5.4: a page that is not numeric or is below 1 becomes 1.
 * Page values arrive from query strings as often as from code, so strings are accepted;
 * fractions are truncated because a page is an integer (SPEC 3.10).
 */
export function normalisePage(page: PageInput): number {
  if (page === undefined || page === null) return 1;
  const value = typeof page === 'number' ? page : page.trim() === '' ? Number.NaN : Number(page);
  if (!Number.isFinite(value)) return 1;
  const whole = Math.trunc(value);
  return whole < 1 ? 1 : whole;
}

/** SPEC 4.5: ceiling of totalEntries ÷ perPage, never less than 1. */
export function totalPages(totalEntries: number = 0, perPage: number = DEFAULT_PER_PAGE): number {
  // A zero, negative or non-numeric page size would divide by zero; the spec's default stands in.
  const size = Number.isFinite(perPage) && perPage > 0 ? perPage : DEFAULT_PER_PAGE;
  const entries = Number.isFinite(totalEntries) && totalEntries > 0 ? totalEntries : 0;
  return Math.max(1, Math.ceil(entries / size));
}

/** SPEC 4.5 + 5.4: normalise, then keep within 1..pageCount. */
export function clampPage(page: PageInput, pageCount: number): number {
  const last = Math.max(1, Math.trunc(pageCount) || 1);
  return Math.min(normalisePage(page), last);
}

/** SPEC 4.5 window table: at most five consecutive page numbers around the current page. */
export function visiblePages(current: number, pageCount: number): number[] {
  const last = Math.max(1, Math.trunc(pageCount) || 1);
  const page = clampPage(current, last);
  let first: number;
  if (last <= MAX_VISIBLE_PAGES) first = 1;
  else if (page <= 3) first = 1;
  else if (page >= last - 2) first = last - MAX_VISIBLE_PAGES + 1;
  else first = page - 2;
  const end = Math.min(last, first + MAX_VISIBLE_PAGES - 1);
  const pages: number[] = [];
  for (let n = first; n <= end; n += 1) pages.push(n);
  return pages;
}

export interface PaginationState {
  page: number;
  totalPages: number;
  pages: number[];
  hasPrevious: boolean;
  hasNext: boolean;
}

/** Everything the control needs to render, from the three SPEC 3.10 inputs. */
export function paginate(input: { totalEntries?: number; perPage?: number; page?: PageInput }): PaginationState {
  const count = totalPages(input.totalEntries ?? 0, input.perPage ?? DEFAULT_PER_PAGE);
  const page = clampPage(input.page, count);
  return {
    page,
    totalPages: count,
    pages: visiblePages(page, count),
    hasPrevious: page > 1,
    hasNext: page < count,
  };
}

/**
 * A list page's own address for page `page`: the filters that are set (empty ones dropped, in
 * their order) and `page` only past the first, so page 1 has one address.
 */
export function pageHref(path: string, filters: Record<string, string | number | null | undefined>, page = 1): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value !== null && value !== undefined && value !== '') params.set(key, String(value));
  }
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}
