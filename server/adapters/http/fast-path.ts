import { newRequestId } from './request-id';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Services } from '#server/platform/services';
import { carriesSiteCookie } from '#server/platform/auth/site-cookies';
import { type FastBody, type FastEntry, type PageSource, takeBody } from '#server/platform/cache/fast-cache';
import { type RequestLineRoute, requestLineRoute, requestLineWriter } from '#server/platform/logging/request-line';
import { chooseEncoding } from './accept-encoding';
import { stripBasePath } from '#app/lib/site-url';
import { statusClass } from '#server/platform/metrics/metrics';
import type { CounterChild, HistogramChild } from '#server/platform/metrics/hot-metrics';
import { routeLabel } from './route-label';
import { cspBuilder, NON_HTML_CSP, newNonce, securityOptionsFor, staticSecurityHeaders } from './security-headers';

/**
 * Serves guest GETs that hit the fast cache straight from node:http, before Hono and React
 * Router: same bytes, same security headers (fresh CSP nonce), same request id and log line.
 * Anything else (members, misses, other methods) returns false and goes through the app.
 * `refresh` renders a kept page again in the background (page-cache.ts refreshPage).
 */
export function createFastPath(services: Services, refresh: (source: PageSource) => void): (req: IncomingMessage, res: ServerResponse) => boolean {
  const options = securityOptionsFor(services.env);
  const csp = cspBuilder(options);
  const fixed = Object.entries(staticSecurityHeaders(options)).flat();
  // The headers of an entry's coding as the flat [name, value, …] list node:http takes, built on
  // its first hit: the ones that are the same on every hit, then slots for the request id (and,
  // on a page, the CSP with the nonce) that each hit overwrites. node:http reads the list during
  // writeHead and keeps none of it, so one list per coding serves every hit without a copy.
  const headerLists = new WeakMap<FastBody, { ok: string[]; notModified: string[] }>();
  const headersOf = (entry: FastEntry, variant: FastBody, encoding: string): { ok: string[]; notModified: string[] } => {
    let lists = headerLists.get(variant);
    if (lists === undefined) {
      const list = [...fixed, ...Object.entries(entry.headers).flat(), 'Content-Length', String(variant.body.length)];
      if (encoding !== 'identity') list.push('Content-Encoding', encoding);
      // Every coding of a body that has more than one says so, so caches keep them apart.
      if (entry.gzip !== undefined || entry.br !== undefined) list.push('Vary', 'Accept-Encoding');
      if (entry.kind === 'page') list.push('X-Page-Cache', 'hit');
      else list.push('Content-Security-Policy', NON_HTML_CSP);
      list.push('X-Request-Id', '');
      const notModified = [...list];
      if (entry.kind === 'page') list.push('Content-Security-Policy', '');
      lists = { ok: list, notModified };
      headerLists.set(variant, lists);
    }
    return lists;
  };
  const logsRequests = services.logger.isLevelEnabled('info');
  const logLine = requestLineWriter(services.logger);
  const { metrics } = services;
  const base = services.env.BASE_PATH;
  // What every hit of an entry shares, made on its first hit: its metrics slots (hot-metrics.ts:
  // recording is then two additions) and the fixed part of its log line.
  const perEntry = new WeakMap<FastEntry, { hit: CounterChild; ok: HistogramChild; notModified: () => HistogramChild; line: RequestLineRoute }>();
  const sharedBy = (entry: FastEntry, url: string) => {
    let shared = perEntry.get(entry);
    if (shared === undefined) {
      const query = url.indexOf('?');
      const path = query === -1 ? url : url.slice(0, query);
      const route = routeLabel(stripBasePath(path, base));
      shared = {
        hit: metrics.cacheLookups.child({ cache: entry.kind === 'page' ? 'page' : 'rpc', result: 'hit' }),
        ok: metrics.httpDuration.child({ route, method: 'GET', status_class: statusClass(200) }),
        // Made on the first 304, so a route never revalidated shows no empty 3xx series.
        notModified: () => metrics.httpDuration.child({ route, method: 'GET', status_class: statusClass(304) }),
        line: requestLineRoute('GET', path, entry.kind),
      };
      perEntry.set(entry, shared);
    }
    return shared;
  };

  return (req, res) => {
    if (req.method !== 'GET' || req.url === undefined) return false;
    // Any cookie of the site (a session, a sign-in in progress, a known device) means the answer
    // is this person's: only the app may give it (issue 22, item 1).
    if (carriesSiteCookie(req.headers.cookie)) return false;
    const now = Date.now();
    const entry = services.fastCache.get(req.url, now);
    if (entry === undefined) return false;
    if (entry.refreshAt !== undefined && now >= entry.refreshAt && entry.source !== undefined) {
      // Asked once per entry: the render that replaces it starts after this answer is sent.
      entry.refreshAt = undefined;
      refresh(entry.source);
    }

    const started = performance.now();
    const requestId = newRequestId();
    const encoding = chooseEncoding(req.headers['accept-encoding'], entry);
    const variant = (encoding === 'identity' ? undefined : entry[encoding]) ?? entry.identity;
    const lists = headersOf(entry, variant, encoding);
    const etag = entry.headers.ETag;
    let status = 200;
    if (etag !== undefined && req.headers['if-none-match'] === etag) {
      // A staff-changeable answer the browser already has (router.ts cacheHeaders).
      status = 304;
      const headers = lists.notModified;
      headers[headers.length - 1] = requestId;
      res.writeHead(304, headers);
      res.end();
    } else {
      const headers = lists.ok;
      let body = variant.body;
      if (entry.kind === 'page') {
        const nonce = newNonce();
        body = takeBody(variant, nonce, res);
        headers[headers.length - 3] = requestId;
        headers[headers.length - 1] = csp(nonce);
      } else headers[headers.length - 1] = requestId;
      res.writeHead(200, headers);
      res.end(body);
    }
    const shared = sharedBy(entry, req.url);
    const elapsed = performance.now() - started;
    shared.hit.inc();
    (status === 200 ? shared.ok : shared.notModified()).observe(elapsed / 1000);
    if (logsRequests) logLine.cached(shared.line, requestId, status, elapsed);
    return true;
  };
}
