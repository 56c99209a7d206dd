import type { MiddlewareHandler } from 'hono';
import type { Services } from '#server/platform/services';
import { bodyWithNonce, NONCE_LENGTH, pageEntry } from '#server/platform/cache/fast-cache';
import { isSiteRequest } from '../platform/origin/site-origin';
import type { AppEnv } from './types';

/**
 * Guests all see the same HTML for a URL, so it is rendered once and kept briefly
 * (PAGE_CACHE_SECONDS); the access check runs before this, so only pages guests may see are
 * kept. Hits are normally answered by the node server's fast path; this middleware answers the
 * rest (tests that call the app directly) the same way. The CSP nonce is fresh on every hit.
 * A page rendered for a Host that is not the site's own is never kept: whatever it built from
 * that host must not reach anyone else (issue 10, item 4).
 */
export function pageCache(services: Services): MiddlewareHandler<AppEnv> {
  const ttlMs = services.env.PAGE_CACHE_SECONDS * 1000;
  return async (c, next) => {
    if (ttlMs === 0 || c.req.method !== 'GET' || !c.get('viewer').isGuest) return next();
    const url = new URL(c.req.url);
    if (url.pathname.endsWith('.data')) return next();
    const key = url.pathname + url.search;
    const hit = services.fastCache.get(key);
    if (hit?.kind === 'page') {
      return c.body(new Uint8Array(bodyWithNonce(hit, c.get('nonce'))), 200, { ...hit.headers, 'X-Page-Cache': 'hit' });
    }
    const epoch = services.invalidation.epoch;
    await next();
    const res = c.res;
    if (res.status !== 200 || !(res.headers.get('content-type') ?? '').startsWith('text/html') || res.headers.has('set-cookie')) return;
    if (!isSiteRequest(services.env, c.req.raw)) return;
    const html = await res.text();
    const nonce = c.get('nonce');
    // A staff change that arrived while the page rendered: it may show the old settings.
    if (nonce.length === NONCE_LENGTH && services.invalidation.unchangedSince(epoch)) {
      services.fastCache.set(key, pageEntry(html, nonce, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' }, ttlMs));
    }
    const headers = new Headers(res.headers);
    headers.set('Cache-Control', 'no-cache');
    c.res = new Response(html, { status: 200, headers });
  };
}
