import type { Context, MiddlewareHandler, Next } from 'hono';
import type { Services } from '#server/platform/services';
import { bodyWithNonce, type FastEntry, NONCE_LENGTH, type PageSource, pageEntry } from '#server/platform/cache/fast-cache';
import { chooseEncoding } from './accept-encoding';
import { carriesSiteCookie } from '#server/platform/auth/site-cookies';
import { isGuestCachePath, isPublicResourcePath } from '#app/config/site-routes';
import { stripBasePath } from '#app/lib/site-url';
import { isSiteRequest } from '../../platform/origin/site-origin';
import type { AppEnv } from './types';

/**
 * Whether a page request may be answered from, and stored in, the guest page cache (issue 22,
 * item 1): a GET of a page the route table declares the same for every guest (`guestCache`),
 * from a request that carries none of the site's cookies. Everything else is rendered for its
 * request alone and sent `Cache-Control: private, no-store` (app.ts). Storing also needs the
 * response to set no cookie (below).
 */
function mayUseGuestCache(method: string, appPath: string, cookieHeader: string | null | undefined): boolean {
  return method === 'GET' && !appPath.endsWith('.data') && isGuestCachePath(appPath) && !carriesSiteCookie(cookieHeader);
}

/**
 * Whether an answer may say it is the same for everyone (and so keep a public Cache-Control, or
 * be kept by the page cache): a guest-cacheable page or a public resource route, asked by a GET
 * without the site's cookies. server/adapters/app.ts makes every other answer `private, no-store`.
 */
export function mayShareAnswer(method: string, appPath: string, cookieHeader: string | null | undefined): boolean {
  return mayUseGuestCache(method, appPath, cookieHeader) || (method === 'GET' && isPublicResourcePath(appPath) && !carriesSiteCookie(cookieHeader));
}

/**
 * Guests all see the same HTML for a URL of a guest-cacheable page, so it is rendered once and
 * kept briefly (PAGE_CACHE_SECONDS); the access check runs before this, so only pages guests may
 * see are kept. Hits are normally answered by the node server's fast path; this middleware answers the
 * rest (tests that call the app directly) the same way. The CSP nonce is fresh on every hit.
 * A page rendered for a Host that is not the site's own is never kept: whatever it built from
 * that host must not reach anyone else (issue 10, item 4).
 *
 * One render per URL at a time: when an entry expires under load, the guests asking for it
 * meanwhile wait for the render already running instead of each starting one (50 connections
 * rendering the home page together took 0.7 s each on PostgreSQL, where one takes 20 ms).
 *
 * A page asked for while it is kept is rendered again shortly before its end, in the background
 * (refreshPage, started by the fast path): under traffic no guest waits for a render, and the
 * server's socket code never meets the answers that wait, which cost the guests' fast path a
 * fifth of its speed for seconds after every render (docs/performance.md).
 */
export function pageCache(services: Services): MiddlewareHandler<AppEnv> {
  const ttlMs = services.env.PAGE_CACHE_SECONDS * 1000;
  const base = services.env.BASE_PATH;
  /** The entry each URL's running render will store (undefined when it stores none). */
  const rendering = new Map<string, Promise<FastEntry | undefined>>();
  return async (c, next) => {
    if (ttlMs === 0 || !c.get('viewer').isGuest) return next();
    const url = new URL(c.req.url);
    const appPath = stripBasePath(url.pathname, base);
    if (!mayUseGuestCache(c.req.method, appPath, c.req.header('cookie'))) return next();
    const key = url.pathname + url.search;
    // A background render replaces the entry it was asked for: it neither answers from it nor
    // counts as a guest's lookup.
    const refreshing = refreshRequests.has(c.req.raw);
    const hit = refreshing ? undefined : services.fastCache.get(key);
    if (!refreshing) services.metrics.cacheLookups.inc({ cache: 'page', result: hit?.kind === 'page' ? 'hit' : 'miss' });
    if (hit?.kind === 'page') return answer(c.req.header('accept-encoding'), hit, c.get('nonce'), { 'X-Page-Cache': 'hit' });
    const running = rendering.get(key);
    if (running !== undefined) {
      const shared = await running;
      if (shared !== undefined) return answer(c.req.header('accept-encoding'), shared, c.get('nonce'), { 'X-Page-Cache': 'hit' });
      // The render kept nothing (an error, a cookie, a staff change meanwhile): render this one.
      return next();
    }
    let stored: FastEntry | undefined;
    let settle!: () => void;
    rendering.set(key, new Promise<FastEntry | undefined>((resolve) => (settle = () => resolve(stored))));
    try {
      stored = await renderAndKeep(c, next, key);
    } finally {
      rendering.delete(key);
      settle();
    }
  };

  /** Renders the page; keeps it when it may be shared, and returns what it kept. */
  async function renderAndKeep(c: Context<AppEnv>, next: Next, key: string): Promise<FastEntry | undefined> {
    const epoch = services.invalidation.epoch;
    await next();
    const res = c.res;
    if (res.status !== 200 || !(res.headers.get('content-type') ?? '').startsWith('text/html') || res.headers.has('set-cookie')) return;
    // A page that holds a secret of its URL (a password reset link) says so and is never kept.
    if ((res.headers.get('cache-control') ?? '').includes('no-store')) return;
    if (!isSiteRequest(services.env, c.req.raw)) return;
    const html = await res.text();
    const nonce = c.get('nonce');
    if (nonce.length !== NONCE_LENGTH) {
      // Not a nonce this cache can rewrite: answer the page, keep nothing.
      c.res = new Response(html, { status: 200, headers: res.headers });
      return;
    }
    // The first answer is the stored entry's, as every hit's will be (compressed the same way).
    const entry = pageEntry(html, nonce, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' }, ttlMs, sourceOf(c.req.raw));
    c.res = answer(c.req.header('accept-encoding'), entry, nonce, res.headers);
    // A staff change that arrived while the page rendered: it may show the old settings.
    if (!services.invalidation.unchangedSince(epoch)) return undefined;
    services.fastCache.set(key, entry);
    return entry;
  }
}

/** The headers of a request that say which site it is for (behind a proxy), kept to ask again. */
const SOURCE_HEADERS = ['x-forwarded-host', 'x-forwarded-proto'] as const;

function sourceOf(request: Request): PageSource {
  const headers: Record<string, string> = {};
  for (const name of SOURCE_HEADERS) {
    const value = request.headers.get(name);
    if (value !== null) headers[name] = value;
  }
  return { url: request.url, headers };
}

/** The requests made by refreshPage: a guest's request for the page, made by the server itself. */
const refreshRequests = new WeakSet<Request>();

/**
 * Renders a kept page again, in this process and off the current answer's path, as a guest would
 * ask for it; the page cache keeps the new page as for any guest. A failure only leaves the kept
 * entry to expire as it would have (the next guest then renders it).
 */
export function refreshPage(app: { fetch(request: Request): Response | Promise<Response> }, services: Pick<Services, 'logger'>, source: PageSource): void {
  setImmediate(() => {
    const request = new Request(source.url, { headers: source.headers });
    refreshRequests.add(request);
    Promise.resolve()
      .then(() => app.fetch(request))
      .then((response) => response.body?.cancel())
      .catch((error: unknown) => services.logger.warn({ err: error, url: source.url }, 'background page render failed'));
  });
}

/** The entry's page in the coding the request accepts, with `nonce` written in. */
function answer(acceptEncoding: string | undefined, entry: FastEntry, nonce: string, extra: HeadersInit): Response {
  const encoding = chooseEncoding(acceptEncoding, entry);
  const variant = (encoding === 'identity' ? undefined : entry[encoding]) ?? entry.identity;
  const headers = new Headers(extra);
  for (const [name, value] of Object.entries(entry.headers)) headers.set(name, value);
  headers.set('Content-Length', String(variant.body.length));
  if (entry.gzip !== undefined) headers.set('Vary', 'Accept-Encoding');
  if (encoding !== 'identity') headers.set('Content-Encoding', encoding);
  return new Response(new Uint8Array(bodyWithNonce(variant, nonce)), { status: 200, headers });
}
