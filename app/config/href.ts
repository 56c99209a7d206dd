import { siteResourceRoutes, siteRoutes, type SiteRouteId } from './site-routes';

type QueryValue = string | number | boolean | null | undefined;
/** The query of an address: parameters that are null, undefined or '' are left out. */
export type Query = Record<string, QueryValue | readonly QueryValue[]>;

// The staff area's addresses are built by staffHref (staff-href.ts): its route table (titles,
// permissions, personal-data declarations of 50 pages) would otherwise be part of every public
// page's JavaScript, 2 KB as sent (issue 27).
const paths = new Map<string, string>([...siteRoutes, ...siteResourceRoutes].map((r) => [r.id, r.path]));

/**
 * The address of a page within the site (before the base path, which the router and siteUrl()
 * add): its path from the route tables, then the query (parameters that are null, undefined or ''
 * are left out, each part encoded with encodeURIComponent) and the fragment. Links, redirects and
 * menus write `href('faqs', { q })` (staff pages `staffHref('staff-member-detail', { id })`), never
 * the path, so a page that moves or goes moves or fails every link to it at build time.
 */
export function href(id: SiteRouteId, query?: Query, hash?: string): string {
  const path = paths.get(id);
  if (path === undefined) throw new Error(`href: no route ${id}`);
  return withQuery(path, query, hash);
}

/** A path with its query (each part encoded with encodeURIComponent) and fragment. */
export function withQuery(path: string, query?: Query, hash?: string): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(query ?? {})) {
    for (const v of Array.isArray(value) ? value : [value]) {
      if (v === null || v === undefined || v === '') continue;
      parts.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(v))}`);
    }
  }
  return `${path}${parts.length > 0 ? `?${parts.join('&')}` : ''}${hash ? `#${hash}` : ''}`;
}
