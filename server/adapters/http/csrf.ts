import type { MiddlewareHandler } from 'hono';
import { isOwnOrigin, type OriginSettings } from '../../platform/origin/site-origin';
import type { AppEnv } from './types';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * DESIGN 8: a state-changing request must come from our own pages. Browsers send
 * Sec-Fetch-Site (and Origin) on every POST; a request with neither is not from a browser
 * page, so it cannot carry a victim's cookies across sites — but only JSON is accepted then,
 * since a cross-site HTML form cannot send application/json without a CORS preflight.
 * An Origin is compared whole (scheme, host and port) with the site's own origins: the Host
 * header alone would accept http:// pages, other ports, and a spoofed X-Forwarded-Host.
 */
export function csrfProtection(env: OriginSettings): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const fetchSite = c.req.header('sec-fetch-site');
    const origin = c.req.header('origin');
    let ok: boolean;
    if (fetchSite !== undefined) {
      ok = fetchSite === 'same-origin' || fetchSite === 'none';
    } else if (origin !== undefined) {
      ok = isOwnOrigin(env, c.req.raw, origin);
    } else {
      ok = (c.req.header('content-type') ?? '').startsWith('application/json');
    }
    if (!ok) {
      return c.json(
        { success: false, message: '허용되지 않은 요청입니다. 페이지를 새로고침한 뒤 다시 시도해 주세요.', errorCode: 'CSRF' },
        403,
      );
    }
    return next();
  };
}
