import { isIP } from 'node:net';

/**
 * What the proxies in front of the site tell us about a request (X-Forwarded-For, -Proto,
 * -Host), read only when the operator says those proxies exist (TRUST_PROXY) and how many
 * there are (TRUST_PROXY_HOPS). A client can send any of these headers itself; only the values
 * a trusted proxy appended are believed (DESIGN 8, docs/security.md).
 */
export interface ProxyTrust {
  trustProxy: boolean;
  /** Proxies in front of the app that append to X-Forwarded-For (1: one load balancer or nginx). */
  hops: number;
}

/**
 * The caller's address. Each trusted proxy appends the address it received the request from, so
 * reading from the right: the socket peer is the nearest proxy, the last X-Forwarded-For entry is
 * what that proxy saw, and so on. With `hops` trusted proxies the client is the `hops`-th entry
 * from the right; everything to its left was written by the client and is ignored. A chain
 * shorter than that yields its furthest address (as Express's `trust proxy = n` does).
 */
export function clientAddress(socketAddress: string | undefined, forwardedFor: string | null | undefined, trust: ProxyTrust): string {
  const socket = normaliseAddress(socketAddress) ?? 'unknown';
  if (!trust.trustProxy) return socket;
  const chain = [socket, ...headerList(forwardedFor).reverse()];
  const candidate = chain[Math.min(trust.hops, chain.length - 1)];
  return normaliseAddress(candidate) ?? socket;
}

/** The scheme the visitor used: the proxy's X-Forwarded-Proto when trusted, else the connection's. */
export function requestScheme(request: Request, trust: ProxyTrust): 'http' | 'https' {
  if (trust.trustProxy) {
    const forwarded = headerList(request.headers.get('x-forwarded-proto')).at(-1)?.toLowerCase();
    if (forwarded === 'http' || forwarded === 'https') return forwarded;
  }
  return new URL(request.url).protocol === 'https:' ? 'https' : 'http';
}

/** The host the visitor asked for: the proxy's X-Forwarded-Host when trusted, else Host (lower case). */
export function requestHost(request: Request, trust: ProxyTrust): string {
  if (trust.trustProxy) {
    // The nearest proxy's value is the last one (proxies that append) or the only one (proxies that overwrite).
    const forwarded = headerList(request.headers.get('x-forwarded-host')).at(-1);
    if (forwarded) return forwarded.toLowerCase();
  }
  return new URL(request.url).host.toLowerCase();
}

function headerList(value: string | null | undefined): string[] {
  if (!value) return [];
  return value
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

/** An IP address as text without port, brackets or the IPv4-mapped prefix; null when it is none. */
export function normaliseAddress(value: string | undefined): string | null {
  if (value === undefined) return null;
  let address = value.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(address);
  if (bracketed) address = bracketed[1]!;
  else if (/^[\d.]+:\d+$/.test(address)) address = address.slice(0, address.lastIndexOf(':'));
  address = address.toLowerCase();
  if (address.startsWith('::ffff:') && isIP(address.slice(7)) === 4) address = address.slice(7);
  return isIP(address) === 0 ? null : address;
}
