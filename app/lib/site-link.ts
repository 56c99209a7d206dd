/**
 * Where a link may take a visitor: the one normalisation behind return paths (`safeReturnPath`)
 * and every link staff write (`staffLink`, `StoredLink`). Browser-safe and free of zod, so the
 * pages that render stored links check them again without loading a schema library.
 *
 * A value is judged as the browser will read it: resolved against a stand-in origin by the
 * WHATWG URL parser (which decodes `%2e`, drops `.`/`..` segments, turns `\` into `/` and strips
 * tabs and newlines), then required to stay on that origin with a path that starts with exactly
 * one `/`. Checking the raw text instead lets `/.//evil.com`, `/%2e//evil.com`, `/\evil.com` or
 * `/<tab>/evil.com` through: browsers read each as the protocol-relative `//evil.com`.
 */
const STAND_IN_ORIGIN = 'http://site-link.invalid';

/** The path, query and fragment `value` resolves to when it stays on this site; null when it leaves it. */
export function sameSitePath(value: string): string | null {
  if (!value.startsWith('/')) return null;
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

/** Which links a field takes: paths of this site only, or also pages of other sites over https. */
export type LinkScope = 'site' | 'site-or-https';

// C0 controls (tab, newline…), DEL and C1 controls: browsers drop some of them silently, so what
// staff see is not what the browser follows.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/**
 * A link staff wrote, as it may be put in an `href`: the value itself when it is a path of this
 * site (or, in scope 'site-or-https', an https address of another site), else null. Stricter
 * than return paths: control characters, white space and backslashes are refused anywhere rather
 * than normalised away (a link typed with a space is a mistake, and browsers drop some of them), and the path is judged again after percent-decoding (`/%2F%2Fevil.example`,
 * `/%09/evil.example`), because a router or proxy may decode it before a browser sees it.
 */
export function staffLinkHref(value: string, scope: LinkScope): string | null {
  if (value === '' || CONTROL.test(value) || /\s/.test(value) || value.includes('\\')) return null;
  if (value.startsWith('/')) return isSitePath(value) ? value : null;
  if (scope === 'site-or-https' && /^https:\/\//i.test(value)) return isHttpsAddress(value) ? value : null;
  return null;
}

function isSitePath(value: string): boolean {
  if (sameSitePath(value) === null) return false;
  // The path as it reads once decoded (twice, for `%252F`) must pass the same checks.
  let path = value.split(/[?#]/, 1)[0]!;
  for (let round = 0; round < 3; round++) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(path);
    } catch {
      return false;
    }
    if (decoded === path) return true;
    if (CONTROL.test(decoded) || decoded.includes('\\') || sameSitePath(decoded) === null) return false;
    path = decoded;
  }
  return false;
}

function isHttpsAddress(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return url.protocol === 'https:' && url.hostname !== '' && url.username === '' && url.password === '';
}
