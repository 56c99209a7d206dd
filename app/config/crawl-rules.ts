import { siteResourceRoutes, type SiteRoute, siteRoutes } from './site-routes';
import { STAFF_PUBLIC_ROUTES, STAFF_ROUTES } from './staff-routes';

/**
 * What search engines may crawl (issue 25, item 1; docs/decisions/051-search-engines.md), derived
 * from the route tables so that a new page is private until it says otherwise: a page is public
 * exactly when the table declares it the same for every guest (`guestCache`: content, lists,
 * program introductions). Every other page — my-page, the steps that hold a person's answers,
 * sign-in and the login-only flows — and every staff page and resource route is private:
 * disallowed in /robots.txt and marked `noindex, nofollow`.
 */
export function isPrivate(route: SiteRoute): boolean {
  return route.guestCache !== true;
}

/** A public page search engines list (sitemaps, page data); a public `noindex` page (search results) is read but not listed. */
export function isIndexable(route: SiteRoute): boolean {
  return !isPrivate(route) && route.noindex !== true;
}

/** The site's indexable pages. */
export const indexableRoutes: readonly SiteRoute[] = siteRoutes.filter(isIndexable);

/**
 * The paths /robots.txt disallows (app paths, without the base path): every route of the tables
 * that is not an indexable page, plus `extra` (the RPC prefix, the guests' login-required paths),
 * shortened to the fewest entries — robots.txt matches by prefix, so a path under another entry
 * ("/mypage/edit" under "/mypage") is left out.
 */
export function disallowedPaths(extra: readonly string[] = []): string[] {
  const privatePaths = [
    ...siteRoutes.filter(isPrivate).map((r) => r.path),
    ...siteResourceRoutes.map((r) => r.path),
    ...STAFF_ROUTES.map((r) => r.path),
    ...STAFF_PUBLIC_ROUTES.map((r) => r.path),
    ...extra,
  ].filter((path) => path.startsWith('/') && path !== '/');
  const sorted = [...new Set(privatePaths)].sort();
  return sorted.filter((path) => !sorted.some((other) => other !== path && path.startsWith(other)));
}

/** Whether robots.txt's rules (`disallowed`, prefix matching) keep crawlers from `path`. */
export function isDisallowed(path: string, disallowed: readonly string[]): boolean {
  return disallowed.some((prefix) => path.startsWith(prefix));
}

