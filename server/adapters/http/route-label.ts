import { findSiteRouteByPath, isPublicResourcePath, siteResourceRoutes } from '#app/config/site-routes';
import { staffRouteAt } from '#app/config/staff-routes';
import { CRAWLER_FILES } from '#app/config/crawler-files';
import { controllers } from '../rpc/registry';
import { RPC_PREFIX } from '../rpc/router';

/** Paths the server answers itself, before the route tables: each is one label. */
const FIXED = new Map<string, string>([
  ['/healthz', 'healthz'],
  ['/readyz', 'readyz'],
  ['/metrics', 'metrics'],
  [CRAWLER_FILES.robots, 'robots'],
  [CRAWLER_FILES.sitemapIndex, 'sitemap'],
  [CRAWLER_FILES.articleFeed, 'article-feed'],
]);
const PREFIXES: readonly [string, string][] = [
  ['/assets/', 'static'],
  ['/sfsites/', 'static'],
  ['/img/', 'static'],
  ['/fonts/', 'static'],
  ['/cms/delivery/media/', 'media'],
  ['/files/', 'files'],
  [`${CRAWLER_FILES.sitemaps}/`, 'sitemap'],
];
const RESOURCE_IDS = new Map(siteResourceRoutes.map((r) => [r.path, r.id]));
const METHODS = new Set(Object.entries(controllers).flatMap(([className, methods]) => Object.keys(methods).map((m) => `${className}.${m}`)));

/**
 * The metrics label of a request: the route id of the route tables (a page, a staff page, a
 * resource route), `rpc:Class.method` for a registered server method, or a fixed word. Never the
 * raw path: a label may take only as many values as the site has routes, whatever is requested.
 * `appPath` has no base path and no query.
 */
export function routeLabel(appPath: string): string {
  const fixed = FIXED.get(appPath);
  if (fixed !== undefined) return fixed;
  if (appPath.startsWith(`${RPC_PREFIX}/`)) {
    const [className = '', method = ''] = appPath.slice(RPC_PREFIX.length + 1).split('/');
    return METHODS.has(`${className}.${method}`) ? `rpc:${className}.${method}` : 'rpc:unknown';
  }
  for (const [prefix, label] of PREFIXES) if (appPath.startsWith(prefix)) return label;
  // A page's data request (client navigation) is the page's route, marked.
  const data = appPath.endsWith('.data');
  const path = data ? (appPath === '/_root.data' ? '/' : appPath.slice(0, -'.data'.length)) : appPath;
  const id = findSiteRouteByPath(path)?.id ?? staffRouteAt(path.replace(/\/+$/, ''))?.id ?? RESOURCE_IDS.get(path);
  if (id !== undefined) return data ? `${id}.data` : id;
  if (isPublicResourcePath(path)) return 'seo-properties';
  if (appPath === '/favicon.svg') return 'static';
  return 'unmatched';
}
