import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './types';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * DESIGN 8: a state-changing request must come from our own pages. Browsers send
 * Sec-Fetch-Site (and Origin) on every POST; a request with neither is not from a browser
 * page, so it cannot carry a victim's cookies across sites — but only JSON is accepted then,
 * since a cross-site HTML form cannot send application/json without a CORS preflight.
 */
export function csrfProtection(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const fetchSite = c.req.header('sec-fetch-site');
    const origin = c.req.header('origin');
    const host = c.req.header('x-forwarded-host') ?? c.req.header('host');
    let ok: boolean;
    if (fetchSite !== undefined) {
      ok = fetchSite === 'same-origin' || fetchSite === 'none';
    } else if (origin !== undefined) {
      ok = safeHost(origin) === host;
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

function safeHost(origin: string): string | undefined {
  try {
    return new URL(origin).host;
  } catch {
    return undefined;
  }
}
