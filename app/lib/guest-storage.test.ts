import { describe, expect, it } from 'vitest';
import {
  addGuestSearch,
  addViewedProduct,
  cleanGuestSearches,
  clearGuestSearches,
  GUEST_SEARCHES_KEY,
  type GuestViewedProduct,
  type KeyValueStorage,
  MAX_GUEST_SEARCHES,
  MAX_VIEWED_PRODUCTS,
  readGuestSearches,
  readViewedProducts,
  recordViewedProduct,
  removeGuestSearch,
  VIEWED_PRODUCTS_KEY,
  viewedProductEntry,
  withGuestSearch,
} from './guest-storage';

function memoryStorage(initial: Record<string, string> = {}): KeyValueStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

describe('guest searches (SPEC 3.8, 9.3)', () => {
  it('keeps the newest first', () => {
    const storage = memoryStorage();
    addGuestSearch('사료', storage, '1');
    addGuestSearch('헤어볼', storage, '2');
    expect(readGuestSearches(storage).map((s) => s.SearchTerm__c)).toEqual(['헤어볼', '사료']);
  });

  it('stores SearchTerm__c and Id under one key', () => {
    const storage = memoryStorage();
    addGuestSearch('고양이', storage, 's01_a');
    expect(JSON.parse(storage.data.get(GUEST_SEARCHES_KEY)!)).toEqual([{ Id: 's01_a', SearchTerm__c: '고양이' }]);
  });

  it('deduplicates by term: searching again moves it to the front', () => {
    let list = withGuestSearch([], '사료', '1');
    list = withGuestSearch(list, '헤어볼', '2');
    list = withGuestSearch(list, ' 사료 ', '3');
    expect(list).toEqual([
      { Id: '3', SearchTerm__c: '사료' },
      { Id: '2', SearchTerm__c: '헤어볼' },
    ]);
  });

  it('keeps at most 10, dropping the oldest', () => {
    let list = withGuestSearch([], 'term-0', '0');
    for (let i = 1; i <= 12; i += 1) list = withGuestSearch(list, `term-${i}`, String(i));
    expect(list).toHaveLength(MAX_GUEST_SEARCHES);
    expect(list[0]!.SearchTerm__c).toBe('term-12');
    expect(list[9]!.SearchTerm__c).toBe('term-3');
  });

  it('ignores blank terms and collapses inner spaces', () => {
    expect(withGuestSearch([], '   ', '1')).toEqual([]);
    expect(withGuestSearch([], '고양이   사료', '1')[0]!.SearchTerm__c).toBe('고양이 사료');
  });

  it('survives broken or foreign storage content', () => {
    expect(readGuestSearches(memoryStorage({ [GUEST_SEARCHES_KEY]: '{not json' }))).toEqual([]);
    expect(cleanGuestSearches([{ Id: 1 }, null, { Id: 'a', SearchTerm__c: 'x' }, { Id: 'b', SearchTerm__c: 'x' }])).toEqual([{ Id: 'a', SearchTerm__c: 'x' }]);
    expect(cleanGuestSearches(Array.from({ length: 15 }, (_, i) => ({ Id: String(i), SearchTerm__c: `t${i}` })))).toHaveLength(10);
  });

  it('removes one entry by id, or all', () => {
    const storage = memoryStorage();
    addGuestSearch('a', storage, '1');
    addGuestSearch('b', storage, '2');
    expect(removeGuestSearch('1', storage).map((s) => s.SearchTerm__c)).toEqual(['b']);
    clearGuestSearches(storage);
    expect(readGuestSearches(storage)).toEqual([]);
  });

  it('does nothing without a storage (server rendering, storage switched off)', () => {
    expect(readGuestSearches(null)).toEqual([]);
    expect(addGuestSearch('x', null, '1')).toEqual([{ Id: '1', SearchTerm__c: 'x' }]);
    const throwing: KeyValueStorage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => undefined,
    };
    expect(readGuestSearches(throwing)).toEqual([]);
    expect(() => addGuestSearch('x', throwing, '1')).not.toThrow();
  });
});

class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  writes = 0;
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.writes += 1;
    this.items.set(key, value);
  }
}

const product = (n: number) => ({ Id: `p-${n}`, Name: `사료 ${n}`, ThumbnailImageUrl__c: `/cms/delivery/media/pack-p-${n}` });

describe('guest viewed products (SPEC 3.8, 9.3)', () => {
  it("an entry has Id 'p01_'+productId, Product__c and Product__r {ThumbnailImageUrl__c, Name, Id}", () => {
    expect(
      viewedProductEntry({ Id: 'p-dog-derma-adult', Name: '더마 케어 어덜트 소형견', ThumbnailImageUrl__c: '/cms/delivery/media/pack-p-dog-derma-adult' }),
    ).toEqual({
      Id: 'p01_p-dog-derma-adult',
      Product__c: 'p-dog-derma-adult',
      Product__r: { ThumbnailImageUrl__c: '/cms/delivery/media/pack-p-dog-derma-adult', Name: '더마 케어 어덜트 소형견', Id: 'p-dog-derma-adult' },
    });
  });

  it('keeps newest first and at most 9: the oldest is dropped when full', () => {
    let list: GuestViewedProduct[] = [];
    for (let n = 1; n <= 9; n += 1) list = addViewedProduct(list, viewedProductEntry(product(n)));
    expect(list).toHaveLength(MAX_VIEWED_PRODUCTS);
    expect(list.map((e) => e.Product__c)).toEqual(['p-9', 'p-8', 'p-7', 'p-6', 'p-5', 'p-4', 'p-3', 'p-2', 'p-1']);
    list = addViewedProduct(list, viewedProductEntry(product(10)));
    expect(list).toHaveLength(9);
    expect(list[0]!.Product__c).toBe('p-10');
    expect(list.map((e) => e.Product__c)).not.toContain('p-1');
  });

  it('skips duplicates: viewing a kept product again changes nothing', () => {
    let list: GuestViewedProduct[] = [];
    for (const n of [1, 2, 3]) list = addViewedProduct(list, viewedProductEntry(product(n)));
    const again = addViewedProduct(list, viewedProductEntry(product(1)));
    expect(again).toEqual(list);
    expect(again.map((e) => e.Product__c)).toEqual(['p-3', 'p-2', 'p-1']);
  });

  it('does not change the list it is given', () => {
    const list = [viewedProductEntry(product(1))];
    addViewedProduct(list, viewedProductEntry(product(2)));
    expect(list).toHaveLength(1);
  });

  it('records in local storage under one key, with the same rules', () => {
    const storage = new MemoryStorage();
    for (let n = 1; n <= 12; n += 1) recordViewedProduct(product(n), storage);
    recordViewedProduct(product(12), storage);
    const stored = JSON.parse(storage.getItem(VIEWED_PRODUCTS_KEY)!) as GuestViewedProduct[];
    expect(stored.map((e) => e.Product__c)).toEqual(['p-12', 'p-11', 'p-10', 'p-9', 'p-8', 'p-7', 'p-6', 'p-5', 'p-4']);
    expect(readViewedProducts(storage)).toEqual(stored);
    // The duplicate was skipped without a write.
    expect(storage.writes).toBe(12);
  });

  it('reads damaged or foreign data as an empty or cleaned list', () => {
    const storage = new MemoryStorage();
    storage.setItem(VIEWED_PRODUCTS_KEY, '{not json');
    expect(readViewedProducts(storage)).toEqual([]);
    storage.setItem(VIEWED_PRODUCTS_KEY, JSON.stringify({ Id: 'x' }));
    expect(readViewedProducts(storage)).toEqual([]);
    const good = viewedProductEntry(product(1));
    storage.setItem(VIEWED_PRODUCTS_KEY, JSON.stringify([good, { Id: 'p01_x', Product__c: 'y', Product__r: {} }, null, 3]));
    expect(readViewedProducts(storage)).toEqual([good]);
  });

  it('never throws when storage is missing or refuses writes', () => {
    expect(readViewedProducts(null)).toEqual([]);
    expect(recordViewedProduct(product(1), null)).toHaveLength(1);
    const full = new MemoryStorage();
    full.setItem = () => {
      throw new DOMException('QuotaExceededError');
    };
    expect(() => recordViewedProduct(product(1), full)).not.toThrow();
  });
});
