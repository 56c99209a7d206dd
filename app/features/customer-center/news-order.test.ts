import { describe, expect, it } from 'vitest';
import { compareNews, isPinned, NEWS_ORDER, noticeMarks, sortNews } from './news-order';

describe('SPEC 9.4 notice order', () => {
  const n = (Id: string, Pin__c: number, SortOrder__c: number, PublishDate__c: string) => ({ Id, Pin__c, SortOrder__c, PublishDate__c });

  it('puts a higher Pin__c first, whatever the other fields', () => {
    const ids = sortNews([n('a', 0, 0, '2026-11-20'), n('b', 2, 9, '2020-01-01'), n('c', 1, 0, '2026-11-21')]).map((x) => x.Id);
    expect(ids).toEqual(['b', 'c', 'a']);
  });

  it('then a lower SortOrder__c first', () => {
    const ids = sortNews([n('a', 1, 3, '2026-11-20'), n('b', 1, 1, '2020-01-01'), n('c', 1, 2, '2026-11-21')]).map((x) => x.Id);
    expect(ids).toEqual(['b', 'c', 'a']);
  });

  it('then the newest PublishDate__c first', () => {
    const ids = sortNews([n('a', 0, 0, '2026-01-01T00:00:00Z'), n('b', 0, 0, '2026-11-01T00:00:00Z'), n('c', 0, 0, '2026-06-01T00:00:00Z')]).map((x) => x.Id);
    expect(ids).toEqual(['b', 'c', 'a']);
  });

  it('is a total order: equal fields fall back to the id, missing fields count as 0 / oldest', () => {
    expect(compareNews(n('a', 0, 0, '2026-01-01'), n('b', 0, 0, '2026-01-01'))).toBeLessThan(0);
    expect(compareNews({ Id: 'x' }, { Id: 'y', Pin__c: 1 })).toBeGreaterThan(0);
    expect(compareNews({ Id: 'x', PublishDate__c: '2026-01-01' }, { Id: 'y' })).toBeLessThan(0);
  });

  it('orders SQL the same way', () => {
    expect(NEWS_ORDER).toEqual([
      ['pin', 'desc'],
      ['sort_order', 'asc'],
      ['publish_date', 'desc'],
      ['id', 'asc'],
    ]);
  });

  it('counts a notice as pinned when Pin__c is above zero', () => {
    expect(isPinned({ Pin__c: 1 })).toBe(true);
    expect(isPinned({ Pin__c: 0 })).toBe(false);
    expect(isPinned({})).toBe(false);
  });
});

describe('noticeMarks', () => {
  it('never says 공지 twice: a pinned notice of the category 공지 shows the mark alone', () => {
    expect(noticeMarks({ Pin__c: 1, Category: '공지' })).toEqual({ pin: '공지', category: null });
    expect(noticeMarks({ Pin__c: 1, Category: '이벤트' })).toEqual({ pin: '공지', category: '이벤트' });
    expect(noticeMarks({ Pin__c: 0, Category: '공지' })).toEqual({ pin: null, category: '공지' });
    expect(noticeMarks({ Category: ' ' })).toEqual({ pin: null, category: null });
  });
});
