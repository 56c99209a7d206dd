/**
 * SPEC 9.4, the order of notices: Pin__c descending, then SortOrder__c ascending, then
 * PublishDate__c newest first. The list query orders the same way in SQL (NEWS_ORDER); the
 * comparator is the rule in one place, for tests and for lists built in memory.
 */
export interface NewsOrderFields {
  Id?: string;
  Pin__c?: number | null;
  SortOrder__c?: number | null;
  PublishDate__c?: string | null;
}

const time = (value: string | null | undefined): number => {
  const t = value ? Date.parse(value) : Number.NaN;
  return Number.isNaN(t) ? Number.NEGATIVE_INFINITY : t;
};

export function compareNews(a: NewsOrderFields, b: NewsOrderFields): number {
  const pin = (b.Pin__c ?? 0) - (a.Pin__c ?? 0);
  if (pin !== 0) return pin;
  const order = (a.SortOrder__c ?? 0) - (b.SortOrder__c ?? 0);
  if (order !== 0) return order;
  const ta = time(a.PublishDate__c);
  const tb = time(b.PublishDate__c);
  if (ta !== tb) return tb > ta ? 1 : -1;
  // A stable, total order, so paging never shows an item twice: the id decides last (SQL does the same).
  return (a.Id ?? '') < (b.Id ?? '') ? -1 : (a.Id ?? '') > (b.Id ?? '') ? 1 : 0;
}

export function sortNews<T extends NewsOrderFields>(items: readonly T[]): T[] {
  return [...items].sort(compareNews);
}

/** The same order as SQL: [column, direction] pairs for ORDER BY (columns are NOT NULL). */
export const NEWS_ORDER = [
  ['pin', 'desc'],
  ['sort_order', 'asc'],
  ['publish_date', 'desc'],
  ['id', 'asc'],
] as const;

/** A notice counts as pinned ("공지" badge) when Pin__c is above zero. */
export function isPinned(item: NewsOrderFields): boolean {
  return (item.Pin__c ?? 0) > 0;
}

/** The mark a pinned notice carries before its category. */
const PIN_MARK = '공지';

/**
 * The words before a notice's title: "공지" when it is pinned, then its category — except a
 * category that says the same as the mark, so a pinned notice of the category 공지 never reads
 * "공지 공지".
 */
export function noticeMarks(item: { Pin__c?: number | null; Category: string }): { pin: string | null; category: string | null } {
  const pin = isPinned(item) ? PIN_MARK : null;
  const category = item.Category.trim();
  return { pin, category: category === '' || category === pin ? null : category };
}
