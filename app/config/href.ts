import { siteResourceRoutes, siteRoutes, type SiteRouteId } from './site-routes';
import { STAFF_PUBLIC_ROUTES, STAFF_ROUTES, type StaffRouteId } from './staff-routes';

/** Every page the site links to, by the id of its line in the route tables. */
export type RouteId = SiteRouteId | StaffRouteId;

type QueryValue = string | number | boolean | null | undefined;

const paths = new Map<string, string>([...siteRoutes, ...siteResourceRoutes, ...STAFF_ROUTES, ...STAFF_PUBLIC_ROUTES].map((r) => [r.id, r.path]));

/**
 * The address of a page within the site (before the base path, which the router and siteUrl()
 * add): its path from the route tables, then the query (parameters that are null, undefined or ''
 * are left out, each part encoded with encodeURIComponent) and the fragment. Links, redirects and
 * menus write `href('staff-member-detail', { id })`, never the path, so a page that moves or
 * goes moves or fails every link to it at build time.
 */
export function href(id: RouteId, query?: Record<string, QueryValue | readonly QueryValue[]>, hash?: string): string {
  const path = paths.get(id);
  if (path === undefined) throw new Error(`href: no route ${id}`);
  const parts: string[] = [];
  for (const [key, value] of Object.entries(query ?? {})) {
    for (const v of Array.isArray(value) ? value : [value]) {
      if (v === null || v === undefined || v === '') continue;
      parts.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(v))}`);
    }
  }
  return `${path}${parts.length > 0 ? `?${parts.join('&')}` : ''}${hash ? `#${hash}` : ''}`;
}
