import type { Context, MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppEnv } from './types';

/** Longest path + query accepted (what common proxies allow; the site's own links are far shorter). */
const MAX_URL_LENGTH = 8 * 1024;

/**
 * Addresses refused before any loader or method sees them:
 * - longer than MAX_URL_LENGTH: 414 (copied into a `startURL` redirect, no client could read it);
 * - with a NUL character (`%00`) in the path or the query: 400. PostgreSQL cannot compare or
 *   store NUL in text (a 500 there, a silent mismatch on SQLite), and nothing here needs it.
 */
export function urlGuard(rpcPrefix: string): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const url = c.req.url;
    const rest = url.slice(url.indexOf('/', url.indexOf('//') + 2));
    if (rest.length > MAX_URL_LENGTH) return refuse(c, rpcPrefix, 414, 'URI_TOO_LONG', `주소가 너무 깁니다(최대 ${MAX_URL_LENGTH}자).`, 'url');
    const nul = rest.indexOf('%00');
    if (nul === -1) return next();
    const query = rest.indexOf('?');
    return refuse(c, rpcPrefix, 400, 'INVALID_TEXT', '주소에 사용할 수 없는 문자(NUL)가 들어 있습니다.', query !== -1 && nul > query ? 'query' : 'path');
  };
}

function refuse(c: Context<AppEnv>, rpcPrefix: string, status: ContentfulStatusCode, errorCode: string, message: string, field: string): Response {
  c.header('Cache-Control', 'no-store');
  if (c.req.path.includes(rpcPrefix)) return c.json({ success: false, message, errorCode, field }, status);
  return c.text(message, status);
}
