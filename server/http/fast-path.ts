import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Services } from '#server/platform/services';
import { sessionCookieName } from '#server/platform/auth/session-cookie';
import { type FastEntry, takeBody } from '#server/platform/cache/fast-cache';
import { cspBuilder, NON_HTML_CSP, newNonce, securityOptionsFor, staticSecurityHeaders } from './security-headers';

/**
 * Serves guest GETs that hit the fast cache straight from node:http, before Hono and React
 * Router: same bytes, same security headers (fresh CSP nonce), same request id and log line.
 * Anything else (members, misses, other methods) returns false and goes through the app.
 */
export function createFastPath(services: Services): (req: IncomingMessage, res: ServerResponse) => boolean {
  const options = securityOptionsFor(services.env);
  const csp = cspBuilder(options);
  const cookieName = `${sessionCookieName(options.https)}=`;
  const fixed = Object.entries(staticSecurityHeaders(options)).flat();
  // The headers that are the same on every hit of an entry, as the flat [name, value, …] list
  // node:http takes, built on the entry's first hit.
  const fixedHeaders = new WeakMap<FastEntry, string[]>();
  const headersOf = (entry: FastEntry): string[] => {
    let list = fixedHeaders.get(entry);
    if (list === undefined) {
      list = [...fixed, ...Object.entries(entry.headers).flat(), 'Content-Length', String(entry.body.length)];
      if (entry.kind === 'page') list.push('X-Page-Cache', 'hit');
      else list.push('Content-Security-Policy', NON_HTML_CSP);
      fixedHeaders.set(entry, list);
    }
    return list;
  };
  const logsRequests = services.logger.isLevelEnabled('info');

  return (req, res) => {
    if (req.method !== 'GET' || req.url === undefined) return false;
    // A session cookie means a member (or someone who was one): only the app may answer them.
    if (req.headers.cookie?.includes(cookieName)) return false;
    const entry = services.fastCache.get(req.url);
    if (entry === undefined) return false;

    const started = logsRequests ? performance.now() : 0;
    const requestId = randomUUID();
    const headers = [...headersOf(entry), 'X-Request-Id', requestId];
    const etag = entry.headers.ETag;
    let status = 200;
    if (etag !== undefined && req.headers['if-none-match'] === etag) {
      // A staff-changeable answer the browser already has (router.ts cacheHeaders).
      status = 304;
      res.writeHead(304, headers);
      res.end();
    } else {
      let body = entry.body;
      let release: (() => void) | undefined;
      if (entry.kind === 'page') {
        const nonce = newNonce();
        ({ body, release } = takeBody(entry, nonce));
        headers.push('Content-Security-Policy', csp(nonce));
      }
      res.writeHead(200, headers);
      res.end(body, release);
    }
    if (logsRequests) services.logger.info({ reqId: requestId, method: 'GET', path: req.url.split('?')[0], status, ms: Math.round((performance.now() - started) * 10) / 10, cache: entry.kind }, 'request');
    return true;
  };
}
