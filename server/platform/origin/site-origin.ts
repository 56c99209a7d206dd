import { parseSiteHosts } from '#app/lib/site-hosts';
import type { Env } from '#server/platform/env';
import { type ProxyTrust, requestHost, requestScheme } from './forwarded';

/**
 * The site's own origins. A request's Host (or X-Forwarded-Host) is chosen by whoever sends it,
 * so nothing absolute — canonical and og:url, share links, OAuth redirect URIs, QR codes — is
 * built from it unless it is one of the configured hosts (issue 10, items 4 and 8).
 */
export type OriginSettings = Pick<Env, 'PUBLIC_ORIGIN' | 'SITE_HOSTS' | 'TRUST_PROXY' | 'TRUST_PROXY_HOPS'>;

interface Parsed {
  publicOrigin: URL | null;
  siteHosts: string[];
  trust: ProxyTrust;
}

const parsedSettings = new WeakMap<OriginSettings, Parsed>();

function parse(env: OriginSettings): Parsed {
  let parsed = parsedSettings.get(env);
  if (parsed === undefined) {
    parsed = {
      publicOrigin: env.PUBLIC_ORIGIN ? new URL(env.PUBLIC_ORIGIN) : null,
      siteHosts: parseSiteHosts(env.SITE_HOSTS),
      trust: proxyTrustOf(env),
    };
    parsedSettings.set(env, parsed);
  }
  return parsed;
}

export function proxyTrustOf(env: Pick<Env, 'TRUST_PROXY' | 'TRUST_PROXY_HOPS'>): ProxyTrust {
  return { trustProxy: env.TRUST_PROXY, hops: env.TRUST_PROXY_HOPS };
}

/**
 * A host (with or without port) is one of ours when it is listed exactly: an entry with a port
 * matches only that port, an entry without one matches the host on any port (a dev server, a
 * proxy's upstream port). Subdomains are not covered.
 */
export function isListedHost(host: string, siteHosts: readonly string[]): boolean {
  const wanted = host.toLowerCase();
  const hostname = wanted.replace(/:\d+$/, '');
  return siteHosts.some((entry) => (/:\d+$/.test(entry) ? wanted === entry : hostname === entry));
}

/** Whether the request was addressed to the site itself (PUBLIC_ORIGIN's host or a SITE_HOSTS entry). */
export function isSiteRequest(env: OriginSettings, request: Request): boolean {
  const { publicOrigin, siteHosts, trust } = parse(env);
  const host = requestHost(request, trust);
  return (publicOrigin !== null && host === publicOrigin.host) || isListedHost(host, siteHosts);
}

/**
 * The origin to put in absolute URLs: PUBLIC_ORIGIN; else the request's own origin when its host
 * is in SITE_HOSTS; else the first SITE_HOSTS entry. Never an unlisted Host.
 */
export function siteOrigin(env: OriginSettings, request: Request): string {
  const { publicOrigin, siteHosts, trust } = parse(env);
  if (publicOrigin) return publicOrigin.origin;
  const scheme = requestScheme(request, trust);
  const host = requestHost(request, trust);
  const chosen = isListedHost(host, siteHosts) ? host : (siteHosts[0] ?? 'localhost');
  return new URL(`${scheme}://${chosen}`).origin;
}

/**
 * Whether an Origin header names one of the site's own origins: scheme, host and port all
 * compared (a page on http:// or on another port of the same host is another origin). Ours are
 * PUBLIC_ORIGIN and every SITE_HOSTS entry on the scheme the request came in by — on the
 * request's own port when the entry names none.
 */
export function isOwnOrigin(env: OriginSettings, request: Request, origin: string): boolean {
  const { publicOrigin, siteHosts, trust } = parse(env);
  let from: URL;
  try {
    from = new URL(origin);
  } catch {
    return false;
  }
  if (from.origin === 'null') return false;
  if (publicOrigin && from.origin === publicOrigin.origin) return true;
  const scheme = requestScheme(request, trust);
  if (from.protocol !== `${scheme}:`) return false;
  let requestPort: string;
  try {
    requestPort = new URL(`${scheme}://${requestHost(request, trust)}`).port;
  } catch {
    return false;
  }
  return siteHosts.some((entry) => {
    let own: URL;
    try {
      own = new URL(`${scheme}://${entry}`);
    } catch {
      return false;
    }
    return /:\d+$/.test(entry) ? from.host === own.host : from.hostname === own.hostname && from.port === requestPort;
  });
}
