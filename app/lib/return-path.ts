/**
 * Where to send someone back after login, sign-up or logout (`startURL`). The one check for
 * every return path, on the server and in the browser, so login cannot be turned into an open
 * redirect (DESIGN 8).
 *
 * The value is judged as the browser will read it: resolved against a stand-in origin by the
 * WHATWG URL parser (which decodes `%2e`, drops `.`/`..` segments, turns `\` into `/` and strips
 * tabs and newlines), then required to stay on that origin with a path that starts with exactly
 * one `/`. Checking the raw text instead lets `/.//evil.com`, `/%2e//evil.com` or `/./\evil.com`
 * through: they normalise to the protocol-relative `//evil.com`.
 */
const STAND_IN_ORIGIN = 'http://return-path.invalid';

export function safeReturnPath(value: string | null | undefined, fallback = '/'): string {
  if (typeof value !== 'string' || !value.startsWith('/')) return fallback;
  const normalised = sameOriginPath(value);
  // What we hand out must read the same when the browser resolves it again.
  if (normalised === null || sameOriginPath(normalised) !== normalised) return fallback;
  return normalised;
}

function sameOriginPath(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value, STAND_IN_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== STAND_IN_ORIGIN || url.username !== '' || url.password !== '') return null;
  if (!url.pathname.startsWith('/') || url.pathname.startsWith('//') || url.pathname.includes('\\')) return null;
  return url.pathname + url.search + url.hash;
}
