/**
 * Visitor attribution rules (SPEC 3.4, 3.5, 4.8, 5.2), pure so the browser and the server apply
 * the same ones. It is part of every page's lazily loaded tracking chunk, so it imports only
 * what the root layout already loads (site-url).
 */
import { parseSiteHosts } from '#app/lib/site-hosts';
import { stripBasePath } from '#app/lib/site-url';
import { href } from '#app/config/href';

export { parseSiteHosts };

/** Query parameter → tracking-log field (SPEC 3.4). */
export const UTM_FIELDS = {
  utm_source: 'UTMSource__c',
  utm_medium: 'UTMMedium__c',
  utm_campaign: 'UTMCampaign__c',
  utm_term: 'UTMTerm__c',
  utm_content: 'UTMContent__c',
  utm_id: 'UTMId__c',
} as const;

export const SFMC_FIELDS = {
  sfmc_id: 'SFMCContactId__c',
  sfmc_species: 'SFMCPetSpecies__c',
  sfmc_agegroup: 'SFMCPetAgeGroup__c',
  sfmc_agemonth: 'SFMCPetAgeMonth__c',
} as const;

export type UtmField = (typeof UTM_FIELDS)[keyof typeof UTM_FIELDS];
type SfmcField = (typeof SFMC_FIELDS)[keyof typeof SFMC_FIELDS];

/** SPEC 3.4 */
export type TrackingModuleLog = Partial<Record<UtmField | SfmcField, string>> & {
  CurrentPageUrl__c: string;
  UUID__c: string;
  Product__c?: string;
  Article__c?: string;
};

/** SPEC 3.5 */
export interface RefererLog {
  Referer__c: string;
  CurrentPageUrl__c: string;
  UUID__c: string;
  Product__c?: string;
  Article__c?: string;
}

/** SPEC 4.8 / 9.3: the local-storage key of the browser's UUID. */
export const UUID_STORAGE_KEY = 'UUID';

/** Longest value kept per field; longer ones are cut (the server refuses anything longer). */
export const MAX_VALUE_LENGTH = 255;
export const MAX_URL_LENGTH = 2000;

export function isBlank(value: string | null | undefined): boolean {
  return value === null || value === undefined || value.trim() === '';
}

/** SPEC 5.2: the current page URL is sent blank when it contains 'enc_data'; otherwise as it may be stored. */
export function currentPageUrl(pageUrl: string): string {
  return pageUrl.includes('enc_data') ? '' : storableUrl(pageUrl);
}

/**
 * The query parameters a stored URL keeps (back-office attack, item 6): the attribution values
 * (utm_*, SPEC 3.4's marketing-automation ids) and the parameters that say which record or list
 * a page showed (SPEC 2.1, 2.4: `id`, `recordId`, `productId`, `storeId`, `feed`, and the lists'
 * `category`, `tag`, `type`, `tab`, `page`, `sort`). Everything else is dropped: one-time tokens
 * (`token`), codes (`code`, `state`), return paths, and free text a person typed (`q`, which may
 * be a name or a phone number).
 */
const STORED_PAGE_PARAMS: readonly string[] = ['id', 'recordId', 'productId', 'storeId', 'feed', 'category', 'tag', 'type', 'tab', 'page', 'sort'];

/** A referrer also keeps the search words a search engine sent the visitor with (Naver `query`, Google, Bing and Daum `q`). */
const REFERRER_KEYWORD_PARAMS: readonly string[] = ['query', 'q'];

export function isStoredParam(name: string, kind: 'page' | 'referrer' = 'page'): boolean {
  return name.startsWith('utm_') || Object.hasOwn(SFMC_FIELDS, name) || STORED_PAGE_PARAMS.includes(name) || (kind === 'referrer' && REFERRER_KEYWORD_PARAMS.includes(name));
}

/**
 * A URL as tracking, referer and client logs may store it: the address without user name,
 * password or fragment, keeping only the allowed query parameters (as they were written, so
 * Korean search words stay readable); '' when it is not an address. The one function
 * every stored page address, referrer and client-log address goes through.
 */
export function storableUrl(pageUrl: string, kind: 'page' | 'referrer' = 'page'): string {
  const text = pageUrl.trim();
  const end = text.search(/[?#]/);
  const base = end < 0 ? text : text.slice(0, end);
  let url: URL;
  try {
    url = new URL(base);
  } catch {
    return '';
  }
  // An app's referrer (android-app://com.example/) keeps only its name.
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return url.host === '' ? '' : `${url.protocol}//${url.host}`;
  const plainBase = url.username === '' && url.password === '' ? base : url.origin + url.pathname;
  const query = end >= 0 && text[end] === '?' ? text.slice(end + 1).split('#', 1)[0]! : '';
  const kept = query.split('&').filter((pair) => {
    const name = pair.split('=', 1)[0]!;
    try {
      return name !== '' && isStoredParam(decodeURIComponent(name.replace(/\+/g, ' ')), kind);
    } catch {
      return false;
    }
  });
  return (kept.length > 0 ? `${plainBase}?${kept.join('&')}` : plainBase).slice(0, MAX_URL_LENGTH);
}

/** Product__c on product detail pages, Article__c on article detail pages (their `id` parameter). */
export function pageRecord(pathname: string, search: string, basePath = ''): { Product__c?: string; Article__c?: string } {
  const path = stripBasePath(pathname, basePath).replace(/\/+$/, '');
  const id = new URLSearchParams(search).get('id')?.trim().slice(0, MAX_VALUE_LENGTH);
  if (!id) return {};
  if (path === href('product-detail')) return { Product__c: id };
  if (path === href('health-article-detail')) return { Article__c: id };
  return {};
}

export type AttributionValues = Partial<Record<UtmField | SfmcField, string>>;

/** The non-blank UTM and SFMC values of a URL (trimmed, cut at 255). */
function attributionValues(pageUrl: string): AttributionValues {
  const url = new URL(pageUrl);
  const values: AttributionValues = {};
  for (const [param, field] of [...Object.entries(UTM_FIELDS), ...Object.entries(SFMC_FIELDS)] as [string, UtmField | SfmcField][]) {
    const value = url.searchParams.get(param);
    if (!isBlank(value)) values[field] = value!.trim().slice(0, MAX_VALUE_LENGTH);
  }
  return values;
}

/**
 * SPEC 3.4 / 5.2: the tracking module log of a page view, or null when no UTM or SFMC value is
 * non-blank (then nothing is sent). The values are the page URL's own, over those `carried`
 * from the visit's landing (see pageViewLogs).
 */
export function buildTrackingModuleLog(pageUrl: string, uuid: string, basePath = '', carried: AttributionValues = {}): TrackingModuleLog | null {
  const values = { ...carried, ...attributionValues(pageUrl) };
  if (Object.keys(values).length === 0) return null;
  const url = new URL(pageUrl);
  return { CurrentPageUrl__c: currentPageUrl(pageUrl), UUID__c: uuid, ...values, ...pageRecord(url.pathname, url.search, basePath) };
}

/** The configured list of the site's own hosts (comma or whitespace separated), lower-cased. */

/**
 * A host is our own when it is listed (a listed host also covers its subdomains, and an entry
 * with a port only matches that port) or is the host of the page itself.
 */
export function isOwnHost(referrer: URL, siteHosts: readonly string[], pageHost?: string): boolean {
  const hostname = referrer.hostname.toLowerCase();
  const host = referrer.host.toLowerCase();
  if (pageHost !== undefined && host === pageHost.toLowerCase()) return true;
  return siteHosts.some((own) => (own.includes(':') ? host === own : hostname === own || hostname.endsWith(`.${own}`)));
}

/** SPEC 3.5 / 5.2: a referer log, or null when the referrer is empty, unreadable or our own. */
export function buildRefererLog(referrer: string, pageUrl: string, uuid: string, siteHosts: readonly string[], basePath = ''): RefererLog | null {
  if (isBlank(referrer)) return null;
  let from: URL;
  try {
    from = new URL(referrer.trim());
  } catch {
    return null;
  }
  const page = new URL(pageUrl);
  if (isOwnHost(from, siteHosts, page.host)) return null;
  return {
    Referer__c: storableUrl(referrer, 'referrer'),
    CurrentPageUrl__c: currentPageUrl(pageUrl),
    UUID__c: uuid,
    ...pageRecord(page.pathname, page.search, basePath),
  };
}

/**
 * What a visit's landing brought with it: its UTM/SFMC values and its outside referrer. In the
 * browser the visit lasts while the page's document does (client-side navigations).
 */
export interface VisitAttribution {
  values: AttributionValues;
  /** The outside referrer of the landing, or null when there was none (or it was our own). */
  referrer: string | null;
}

export function visitAttribution(href: string, referrer: string, siteHosts: readonly string[], basePath = ''): VisitAttribution {
  return { values: attributionValues(href), referrer: buildRefererLog(referrer, href, 'x', siteHosts, basePath)?.Referer__c ?? null };
}

/**
 * The logs of a page view reached by client-side navigation after the landing (SPEC 3.4, 3.5,
 * 4.8): the document's referrer and the landing's attribution stay those of the visit, so each
 * page view is logged like a landing on that page — with the page's Product__c or Article__c —
 * when the visit came with UTM/SFMC values or from an outside site, and not otherwise.
 */
export function pageViewLogs(href: string, uuid: string, visit: VisitAttribution, basePath = ''): { tracking: TrackingModuleLog | null; referer: RefererLog | null } {
  const url = new URL(href);
  return {
    tracking: buildTrackingModuleLog(href, uuid, basePath, visit.values),
    referer: visit.referrer === null ? null : { Referer__c: visit.referrer, CurrentPageUrl__c: currentPageUrl(href), UUID__c: uuid, ...pageRecord(url.pathname, url.search, basePath) },
  };
}

/** The UTM values of a log, as AccountController.updateAccountUTM takes them (SPEC 7.2). */
export function utmOf(log: Partial<Record<UtmField, string | null>>): {
  utmSource: string;
  utmCampaign: string;
  utmMedium: string;
  utmTerm: string;
  utmContent: string;
  utmId: string;
} {
  return {
    utmSource: log.UTMSource__c ?? '',
    utmCampaign: log.UTMCampaign__c ?? '',
    utmMedium: log.UTMMedium__c ?? '',
    utmTerm: log.UTMTerm__c ?? '',
    utmContent: log.UTMContent__c ?? '',
    utmId: log.UTMId__c ?? '',
  };
}
