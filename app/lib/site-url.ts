/**
 * The base path the site is built for ('' at the root): BASE_PATH, fixed at build time and seen
 * here through Vite's BASE_URL. Code bundled without Vite (the node server) sees ''.
 */
export const BASE_PATH = (import.meta.env?.BASE_URL ?? '/').replace(/\/+$/, '');

/**
 * A path of this site ("/cms/…", "/img/…") as the browser must request it: under the base path.
 * React Router adds the base to links, forms and redirects itself; plain attributes (img src,
 * a href outside the router) need this. Other URLs, and paths already under the base, pass as
 * they are.
 */
export function siteUrl(url: string, base: string = BASE_PATH): string {
  if (base === '' || !url.startsWith('/') || url.startsWith('//') || url === base || url.startsWith(`${base}/`)) return url;
  return base + url;
}

/** A path without the base path in front ('/' for the base itself); other paths as they are. */
export function stripBasePath(pathname: string, base: string = BASE_PATH): string {
  if (base !== '' && (pathname === base || pathname.startsWith(`${base}/`))) return pathname.slice(base.length) || '/';
  return pathname;
}

/** The path of a request as the router sees it (without the base path), e.g. to match routes or redirect. */
export function appPathOf(url: URL, base: string = BASE_PATH): string {
  return stripBasePath(url.pathname, base);
}
