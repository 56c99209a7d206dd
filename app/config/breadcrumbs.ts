import { findSiteRoute, type SiteRoute, withBrand } from '#app/config/site-routes';
import { absoluteUrl, breadcrumbList, type BreadcrumbStep, type JsonLd } from '#app/lib/structured-data';
import { siteUrl } from '#app/lib/site-url';

export interface Crumb {
  label: string;
  /** Absent on the current page and on label-only crumbs. */
  to?: string;
}

/**
 * The chain from Home to the page (SPEC 2.2), following each route's parent in the route table.
 * The last crumb is the page itself and carries no link.
 */
export function breadcrumbs(routeId: string, brand: string): Crumb[] {
  const home = findSiteRoute('home');
  const page = findSiteRoute(routeId);
  if (!page || !home) return [];
  if (page.id === home.id) return [{ label: crumbText(home, brand) }];

  const chain: Crumb[] = [{ label: crumbText(page, brand) }];
  let parent = page.parent;
  const seen = new Set<string>([page.id]);
  while (parent !== undefined) {
    if (typeof parent === 'string') {
      const route = findSiteRoute(parent);
      if (!route || seen.has(route.id)) break;
      seen.add(route.id);
      chain.unshift({ label: crumbText(route, brand), to: route.path });
      parent = route.parent;
    } else {
      chain.unshift(parent.to === undefined ? { label: parent.label } : { label: parent.label, to: parent.to });
      parent = parent.parent;
    }
  }
  chain.unshift({ label: crumbText(home, brand), to: home.path });
  return chain;
}

function crumbText(route: SiteRoute, brand: string): string {
  return withBrand(route.crumbLabel ?? route.label, brand);
}

/**
 * The page's breadcrumb chain as schema.org data (issue 25): the same crumbs, each absolute on
 * `origin`; the page itself is `pageUrl`, named `pageName` when it shows one item (a product's
 * name) rather than the table's label.
 */
export function breadcrumbJsonLd(routeId: string, brand: string, origin: string, pageUrl: string, pageName?: string): JsonLd | null {
  const crumbs = breadcrumbs(routeId, brand);
  if (crumbs.length === 0) return null;
  const steps: BreadcrumbStep[] = crumbs.map((crumb, i) => ({
    name: i === crumbs.length - 1 && pageName !== undefined ? pageName : crumb.label,
    ...(crumb.to !== undefined && { url: absoluteUrl(origin, siteUrl(crumb.to)) }),
  }));
  return breadcrumbList(steps, pageUrl);
}
