/**
 * Guest state kept in the browser's local storage (SPEC 6, 9.3), behind one small module.
 * The rules are pure functions over lists; the read/write helpers only add storage and JSON.
 */

/** What a storage needs to offer; window.localStorage in the browser, a Map-backed fake in tests. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

function browserStorage(): KeyValueStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage can be switched off (private modes, policies): guests then simply keep nothing.
    return null;
  }
}

function readJson(storage: KeyValueStorage | null, key: string): unknown {
  if (!storage) return null;
  try {
    const text = storage.getItem(key);
    return text === null ? null : (JSON.parse(text) as unknown);
  } catch {
    return null;
  }
}

function writeJson(storage: KeyValueStorage | null, key: string, value: unknown): void {
  if (!storage) return;
  try {
    storage.setItem(key, JSON.stringify(value));
  } catch {
    // A full or disabled storage must never break the page.
  }
}

// --- Searches (SPEC 3.8 "Guest search": SearchTerm__c, Id; SPEC 9.3) ----------------------------

export const GUEST_SEARCHES_KEY = 'guestSearches';
/** SPEC 9.3: at most 10 searches are kept. */
export const MAX_GUEST_SEARCHES = 10;
export const MAX_SEARCH_TERM_LENGTH = 50;

export interface GuestSearch {
  Id: string;
  SearchTerm__c: string;
}

/** The term as it is kept and compared: trimmed, inner spaces collapsed. */
export function normaliseSearchTerm(term: string): string {
  return term.normalize('NFC').replace(/\s+/g, ' ').trim().slice(0, MAX_SEARCH_TERM_LENGTH);
}

function isGuestSearch(value: unknown): value is GuestSearch {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.Id === 'string' && typeof v.SearchTerm__c === 'string' && normaliseSearchTerm(v.SearchTerm__c) !== '';
}

/**
 * SPEC 9.3: newest first, at most 10, deduplicated by term. Searching a term again moves it to
 * the front instead of adding a second entry; the oldest falls off past 10.
 */
export function withGuestSearch(list: readonly GuestSearch[], term: string, id: string): GuestSearch[] {
  const clean = normaliseSearchTerm(term);
  if (clean === '') return [...list];
  const rest = list.filter((s) => normaliseSearchTerm(s.SearchTerm__c) !== clean);
  return [{ Id: id, SearchTerm__c: clean }, ...rest].slice(0, MAX_GUEST_SEARCHES);
}

/** What is stored, cleaned: malformed entries and duplicates dropped, at most 10. */
export function cleanGuestSearches(value: unknown): GuestSearch[] {
  if (!Array.isArray(value)) return [];
  const seen = new Set<string>();
  const out: GuestSearch[] = [];
  for (const item of value) {
    if (!isGuestSearch(item)) continue;
    const term = normaliseSearchTerm(item.SearchTerm__c);
    if (seen.has(term)) continue;
    seen.add(term);
    out.push({ Id: item.Id, SearchTerm__c: term });
    if (out.length === MAX_GUEST_SEARCHES) break;
  }
  return out;
}

function newSearchId(): string {
  const random = typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
  return `s01_${random}`;
}

export function readGuestSearches(storage: KeyValueStorage | null = browserStorage()): GuestSearch[] {
  return cleanGuestSearches(readJson(storage, GUEST_SEARCHES_KEY));
}

export function addGuestSearch(term: string, storage: KeyValueStorage | null = browserStorage(), id: string = newSearchId()): GuestSearch[] {
  const next = withGuestSearch(readGuestSearches(storage), term, id);
  writeJson(storage, GUEST_SEARCHES_KEY, next);
  return next;
}

export function removeGuestSearch(id: string, storage: KeyValueStorage | null = browserStorage()): GuestSearch[] {
  const next = readGuestSearches(storage).filter((s) => s.Id !== id);
  writeJson(storage, GUEST_SEARCHES_KEY, next);
  return next;
}

export function clearGuestSearches(storage: KeyValueStorage | null = browserStorage()): void {
  if (!storage) return;
  try {
    storage.removeItem(GUEST_SEARCHES_KEY);
  } catch {
    // ignore
  }
}

// --- Viewed products (SPEC 3.8, 9.3) -------------------------------------------------------------

export const VIEWED_PRODUCTS_KEY = 'viewedProducts';
/** SPEC 9.3: at most 9 viewed products are kept. */
export const MAX_VIEWED_PRODUCTS = 9;
/** SPEC 3.8: a viewed product's Id is 'p01_' followed by the productId. */
const VIEWED_PRODUCT_ID_PREFIX = 'p01_';

/** SPEC 3.8: a guest's viewed product. */
export interface GuestViewedProduct {
  Id: string;
  Product__c: string;
  Product__r: {
    ThumbnailImageUrl__c: string;
    Name: string;
    Id: string;
  };
}

export function viewedProductEntry(product: { Id: string; Name: string; ThumbnailImageUrl__c: string }): GuestViewedProduct {
  return {
    Id: `${VIEWED_PRODUCT_ID_PREFIX}${product.Id}`,
    Product__c: product.Id,
    Product__r: { ThumbnailImageUrl__c: product.ThumbnailImageUrl__c, Name: product.Name, Id: product.Id },
  };
}

/**
 * SPEC 9.3 as a pure rule, newest first: a product already in the list is skipped (the list is
 * returned unchanged); otherwise it goes in front, and when more than 9 would be kept the
 * oldest is dropped.
 */
export function addViewedProduct(list: readonly GuestViewedProduct[], entry: GuestViewedProduct): GuestViewedProduct[] {
  if (list.some((item) => item.Id === entry.Id || item.Product__c === entry.Product__c)) return [...list];
  return [entry, ...list].slice(0, MAX_VIEWED_PRODUCTS);
}

function isViewedProduct(value: unknown): value is GuestViewedProduct {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  const r = v.Product__r as Record<string, unknown> | undefined;
  return (
    typeof v.Id === 'string' &&
    typeof v.Product__c === 'string' &&
    v.Id === `${VIEWED_PRODUCT_ID_PREFIX}${v.Product__c}` &&
    typeof r === 'object' &&
    r !== null &&
    typeof r.Id === 'string' &&
    typeof r.Name === 'string' &&
    typeof r.ThumbnailImageUrl__c === 'string'
  );
}

/** The stored list, newest first; entries of another shape (edited by hand, older versions) are left out. */
export function readViewedProducts(storage: KeyValueStorage | null = browserStorage()): GuestViewedProduct[] {
  const value = readJson(storage, VIEWED_PRODUCTS_KEY);
  return Array.isArray(value) ? value.filter(isViewedProduct).slice(0, MAX_VIEWED_PRODUCTS) : [];
}

/** Remembers that a guest viewed a product; answers the list as stored afterwards. */
export function recordViewedProduct(
  product: { Id: string; Name: string; ThumbnailImageUrl__c: string },
  storage: KeyValueStorage | null = browserStorage(),
): GuestViewedProduct[] {
  const list = readViewedProducts(storage);
  const next = addViewedProduct(list, viewedProductEntry(product));
  if (next.length !== list.length || next[0]?.Id !== list[0]?.Id) writeJson(storage, VIEWED_PRODUCTS_KEY, next);
  return next;
}
