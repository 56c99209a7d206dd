import type { MiddlewareHandler } from 'hono';
import { checkAccess } from '#app/config/access-check';
import { stripBasePath } from '#app/lib/site-url';
import { getSiteSettings } from '#app/features/site/data/site-config.server';
import type { Services } from '#server/platform/services';
import { classifyUnavailable, UNAVAILABLE_HEADERS } from '#server/platform/errors/unavailable';
import { maintenancePage, unavailablePage } from './fallback-pages';
import { reportUnavailable } from './outage';
import type { AppEnv } from './types';

/**
 * SPEC 5.1 for direct loads: the browser checks before client-side navigation, and the server
 * applies the same rule to documents and to React Router's `.data` requests.
 */
export function accessMiddleware(services: Services, basePath: string): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const viewer = c.get('viewer');
    if (!viewer.isGuest || (c.req.method !== 'GET' && c.req.method !== 'HEAD')) return next();
    const url = new URL(c.req.url);
    const isData = url.pathname.endsWith('.data');
    const path = pagePath(url.pathname, basePath);

    let settings;
    try {
      settings = await getSiteSettings(services.db.kysely, services);
    } catch (error) {
      const unavailable = classifyUnavailable(error);
      if (unavailable) reportUnavailable(services, unavailable, error, c.get('requestId'), 'access check');
      else services.logger.error({ err: error, requestId: c.get('requestId') }, 'site config unavailable for access check');
      return isData ? c.body(null, 503, UNAVAILABLE_HEADERS) : c.html(unavailablePage(unavailable?.message), 503, UNAVAILABLE_HEADERS);
    }
    const search = new URLSearchParams(url.search);
    search.delete('_routes');
    const query = search.toString();
    const decision = checkAccess({ isGuest: true, config: settings.config, path, search: query ? `?${query}` : '' });
    if (decision.allowed) return next();

    if (decision.reason === 'login-required') {
      const target = basePath + decision.loginUrl;
      if (isData) return c.body(null, 204, { 'X-Remix-Redirect': target, 'X-Remix-Status': '302' });
      return c.redirect(target, 302);
    }
    if (isData) {
      // Reload as a document, so the server can show the maintenance page in full.
      return c.body(null, 204, { 'X-Remix-Redirect': basePath + path, 'X-Remix-Status': '302', 'X-Remix-Reload-Document': 'true' });
    }
    if (decision.reason === 'maintenance') return c.html(maintenancePage(settings.brandName, decision.alertMessage, basePath), 503);
    return c.html(unavailablePage(), 503);
  };
}

/** `/mypage/mypet.data` → `/mypage/mypet`; `/_root.data` → `/` (React Router's data URLs). */
function pagePath(pathname: string, basePath: string): string {
  let path = stripBasePath(pathname, basePath);
  if (path.endsWith('.data')) {
    path = path.slice(0, -'.data'.length);
    if (path === '/_root') path = '/';
  }
  return path;
}
