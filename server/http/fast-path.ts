import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Services } from '#server/services';
import { sessionCookieName } from '#server/auth/session-cookie';
import { bodyWithNonce } from './fast-cache';
import { cspBuilder, NON_HTML_CSP, newNonce, securityOptionsFor, staticSecurityHeaders } from './security-headers';

/**
 * Serves guest GETs that hit the fast cache straight from node:http, before Hono and React
 * Router: same bytes, same security headers (fresh CSP nonce), same request id and log line.
 * Anything else (members, misses, other methods) returns false and goes through the app.
 */
export function createFastPath(services: Services): (req: IncomingMessage, res: ServerResponse) => boolean {
  const options = securityOptionsFor(services.env);
  const fixed = staticSecurityHeaders(options);
  const csp = cspBuilder(options);
  const cookieName = `${sessionCookieName(options.https)}=`;
  return (req, res) => {
    if (req.method !== 'GET' || req.url === undefined) return false;
    // A session cookie means a member (or someone who was one): only the app may answer them.
    if (req.headers.cookie?.includes(cookieName)) return false;
    const entry = services.fastCache.get(req.url);
    if (entry === undefined) return false;

    const started = performance.now();
    const requestId = randomUUID();
    let body = entry.body;
    const headers: Record<string, string | number> = { ...fixed, ...entry.headers, 'X-Request-Id': requestId };
    if (entry.kind === 'page') {
      const nonce = newNonce();
      body = bodyWithNonce(entry, nonce);
      headers['Content-Security-Policy'] = csp(nonce);
      headers['X-Page-Cache'] = 'hit';
    } else {
      headers['Content-Security-Policy'] = NON_HTML_CSP;
    }
    headers['Content-Length'] = body.length;
    res.writeHead(200, headers);
    res.end(body);
    services.logger.info({ reqId: requestId, method: 'GET', path: req.url.split('?')[0], status: 200, ms: Math.round((performance.now() - started) * 10) / 10, cache: entry.kind }, 'request');
    return true;
  };
}
