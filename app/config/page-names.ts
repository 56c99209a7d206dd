import { findSiteRoute, findSiteRouteByPath, type SiteRoute, siteRoutes, withBrand } from './site-routes';
import { staffPublicRouteAt, staffRouteAt } from './staff-routes';

/** A page of the route tables as staff name it: the route id and its Korean name. */
export interface NamedPage {
  id: string;
  name: string;
}

/** What a staff page's name starts with, so 운영 관리 · 상품 is not taken for a shopper's page. */
const STAFF_PREFIX = '운영 관리 · ';

/** Labels two site pages share (a program's result and the my-page copy of it). */
const SHARED_LABELS = new Set(siteRoutes.map((r) => r.label).filter((label, i, all) => all.indexOf(label) !== i));

/** A site page's label, after its breadcrumb parent's when another page has the same label (마이페이지 · BCS 체크 결과). */
function siteName(route: SiteRoute, brand: string): string {
  if (!SHARED_LABELS.has(route.label) || route.parent === undefined) return withBrand(route.label, brand);
  const parent = typeof route.parent === 'string' ? findSiteRoute(route.parent)?.label : route.parent.label;
  return withBrand(parent === undefined ? route.label : `${parent} · ${route.label}`, brand);
}

/**
 * The page an app path (no base path, no query) belongs to, by the route tables: a site page by
 * its label (the heading and breadcrumb of site-routes.ts, `{brand}` filled in), a staff page by
 * its title: the words staff already read on those pages. Undefined for a path no page answers (a 404, a resource route, a file).
 */
export function pageAt(appPath: string, brand: string): NamedPage | undefined {
  const site = findSiteRouteByPath(appPath);
  if (site) return { id: site.id, name: siteName(site, brand) };
  const path = appPath.length > 1 ? appPath.replace(/\/+$/, '') : appPath;
  const staff = staffRouteAt(path) ?? staffPublicRouteAt(path);
  if (staff && 'title' in staff) return { id: staff.id, name: STAFF_PREFIX + staff.title };
  return undefined;
}
