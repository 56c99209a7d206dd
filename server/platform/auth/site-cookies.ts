/**
 * Every cookie the site itself sets, in one table (issue 22, item 1). A request that carries any
 * of them is rendered for one person, so the page cache and its fast path neither read nor store
 * anything for it (server/adapters/http/page-cache.ts, server/adapters/http/fast-path.ts). Cookies are written and
 * read only through this module: a cookie added elsewhere would be unknown to that rule, and the
 * cache walk (tests/integration/page-cache-rule.test.ts) fails on any Set-Cookie whose name is not
 * listed here.
 *
 * Over TLS a cookie whose path is `/` takes the `__Host-` prefix (Secure, no Domain: DESIGN 8);
 * on http://localhost browsers refuse Secure cookies, so the plain name is used.
 */
export const SITE_COOKIES = {
  /** The session (members and staff). */
  session: { name: 'sid', path: '/', maxAgeSeconds: null },
  /** A browser that signed in before (login-throttle's known device, 90 days). */
  knownDevice: { name: 'did', path: '/', maxAgeSeconds: 90 * 86_400 },
  /** A staff sign-in that passed the password and waits for its second factor (10 minutes). */
  secondFactor: { name: 'sid2f', path: '/', maxAgeSeconds: 600 },
  /** Kakao Login's OAuth state and the page to return to (10 minutes, its own path). */
  kakaoState: { name: 'kakao_oauth', path: '/auth/kakao', maxAgeSeconds: 600 },
  /** Why a suspended account was turned back after Kakao Login, read once by /login (2 minutes). */
  kakaoSuspended: { name: 'kakao_suspended', path: '/login', maxAgeSeconds: 120 },
  /** The store a store clerk bound to several stores works at on this device (the redeem page; 180 days). */
  clerkStore: { name: 'clerk_store', path: '/', maxAgeSeconds: 180 * 86_400 },
} as const satisfies Record<string, { name: string; path: string; maxAgeSeconds: number | null }>;

export type SiteCookie = keyof typeof SITE_COOKIES;

export function siteCookieName(cookie: SiteCookie, secure: boolean): string {
  const { name, path } = SITE_COOKIES[cookie];
  return secure && path === '/' ? `__Host-${name}` : name;
}

/**
 * The Set-Cookie header that sets `value` (HttpOnly, SameSite=Lax, Secure over TLS), or clears
 * the cookie when `value` is null. `maxAgeSeconds` overrides the table's lifetime (the session's
 * depends on the account).
 */
export function siteCookieHeader(cookie: SiteCookie, secure: boolean, value: string | null, maxAgeSeconds?: number): string {
  const age = value === null ? 0 : (maxAgeSeconds ?? SITE_COOKIES[cookie].maxAgeSeconds ?? 0);
  const parts = [`${siteCookieName(cookie, secure)}=${value ?? ''}`, `Path=${SITE_COOKIES[cookie].path}`, `Max-Age=${age}`, 'HttpOnly', 'SameSite=Lax'];
  if (secure) parts.push('Secure');
  return parts.join('; ');
}

/** The pairs of a Cookie header (the first value of each name wins, as browsers send the most specific first). */
function cookiePairs(header: string | null | undefined): Map<string, string> {
  const pairs = new Map<string, string>();
  if (!header) return pairs;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1) continue;
    const name = part.slice(0, eq).trim();
    if (name !== '' && !pairs.has(name)) pairs.set(name, part.slice(eq + 1).trim());
  }
  return pairs;
}

/** The cookie's value in a request's Cookie header; undefined when it is absent or empty. */
export function readSiteCookie(cookie: SiteCookie, secure: boolean, header: string | null | undefined): string | undefined {
  const value = cookiePairs(header).get(siteCookieName(cookie, secure));
  return value === undefined || value === '' ? undefined : value;
}

/** Every name a site cookie can have, with and without TLS. */
export const SITE_COOKIE_NAMES: ReadonlySet<string> = new Set(
  (Object.keys(SITE_COOKIES) as SiteCookie[]).flatMap((cookie) => [siteCookieName(cookie, false), siteCookieName(cookie, true)]),
);

/**
 * Whether a request carries any cookie of the site (whatever its value: an expired session is
 * still someone's). Cookies of other scripts on the site's domain (analytics) do not count.
 */
export function carriesSiteCookie(header: string | null | undefined): boolean {
  if (!header) return false;
  for (const name of cookiePairs(header).keys()) if (SITE_COOKIE_NAMES.has(name)) return true;
  return false;
}

/** The name a Set-Cookie header sets. */
export function setCookieName(setCookie: string): string {
  const eq = setCookie.indexOf('=');
  return (eq === -1 ? setCookie : setCookie.slice(0, eq)).trim();
}
