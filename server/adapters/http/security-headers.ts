import { randomBytes } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { Env } from '#server/platform/env';
import { NONCE_LENGTH } from '#server/platform/cache/fast-cache';
import { flatTemplate } from './flat-header';
import type { AppEnv } from './types';
import { KAKAO_SDK_ORIGIN } from '#app/features/catalogue/kakao-share';

export interface SecurityOptions {
  /** True when the public origin is https: enables HSTS. */
  https: boolean;
  /** Extra origins scripts, frames and connections may use (Kakao SDKs, video hosts), per feature. */
  extraScriptSrc?: string[];
  extraFrameSrc?: string[];
  extraConnectSrc?: string[];
  extraImgSrc?: string[];
}

/** The site's third parties (SPEC 7.4), allowed in the CSP only as far as each is configured. */
export function securityOptionsFor(env: Env): SecurityOptions {
  // The postcode service embeds its search page in a frame; its script is loaded by our own nonce'd
  // code, which 'strict-dynamic' allows.
  const postcodeOrigin = new URL(env.POSTCODE_SCRIPT_URL).origin;
  // The ad pixel, only when configured, reports to its own hosts; video embeds load from the
  // privacy-enhanced player host only after a click.
  const adPixelOrigins = env.AD_PIXEL_ID ? [new URL(env.AD_PIXEL_SCRIPT_URL).origin, 'https://*.daum.net', 'https://*.kakao.com'] : [];
  // The store finder's map (issue 25), only when its key is configured: the SDK's host and the
  // host of the map code it loads (scripts our nonce'd code adds, which 'strict-dynamic' allows
  // anyway; listed for browsers without it), and the map tiles and markers (images).
  const mapScripts = env.KAKAO_MAP_JS_KEY ? [new URL(env.KAKAO_MAP_SDK_URL).origin, 'https://t1.daumcdn.net'] : [];
  const mapImages = env.KAKAO_MAP_JS_KEY ? ['https://*.daumcdn.net'] : [];
  return {
    https: env.PUBLIC_ORIGIN?.startsWith('https://') ?? false,
    extraFrameSrc: ['https://postcode.map.kakao.com', 'https://postcode.map.daum.net', 'https://*.daumcdn.net', 'https://*.kakaocdn.net', postcodeOrigin, 'https://www.youtube-nocookie.com'],
    extraConnectSrc: [postcodeOrigin, ...adPixelOrigins, ...(env.KAKAO_JS_KEY ? ['https://*.kakao.com'] : [])],
    // Uploaded public files come from the CDN domain when files live in S3 (SPEC 7.2).
    extraImgSrc: [...adPixelOrigins, ...mapImages, ...(env.CDN_BASE_DOMAIN ? [new URL(env.CDN_BASE_DOMAIN).origin] : [])],
    // The Kakao share SDK (SPEC 7.4) only when its key is configured; the map's, likewise.
    extraScriptSrc: [...(env.KAKAO_JS_KEY ? [KAKAO_SDK_ORIGIN] : []), ...mapScripts],
  };
}

// Nonces come from a pool of random bytes: one syscall per 256 nonces instead of one per request.
let pool = Buffer.alloc(0);
let poolOffset = 0;

/** A fresh 128-bit nonce, base64 (always 24 characters). */
export function newNonce(): string {
  if (poolOffset + 16 > pool.length) {
    pool = randomBytes(4096);
    poolOffset = 0;
  }
  const nonce = pool.toString('base64', poolOffset, poolOffset + 16);
  poolOffset += 16;
  return nonce;
}

export const NON_HTML_CSP = "default-src 'none'; frame-ancestors 'none'; sandbox";

/** The headers every answer carries (DESIGN 8), computed once. */
export function staticSecurityHeaders(options: SecurityOptions): Record<string, string> {
  const headers: Record<string, string> = {
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    // The store finder's "내 주변" asks for the position (only when pressed); the site's own
    // documents may, no frame may. Not per page: a client-side navigation keeps the policy of the
    // page the visitor landed on (docs/decisions/053-store-finder.md).
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(self), payment=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
  if (options.https) headers['Strict-Transport-Security'] = 'max-age=31536000; includeSubDomains';
  return headers;
}

/** DESIGN 8: an enforced CSP with a per-request nonce, plus the usual hardening headers. */
export function securityHeaders(options: SecurityOptions): MiddlewareHandler<AppEnv> {
  const fixed = Object.entries(staticSecurityHeaders(options));
  const csp = cspBuilder(options);
  return async (c, next) => {
    const nonce = newNonce();
    c.set('nonce', nonce);
    await next();
    const headers = c.res.headers;
    const type = headers.get('content-type') ?? '';
    if (type.startsWith('text/html')) headers.set('Content-Security-Policy', csp(nonce));
    else if (!headers.has('Content-Security-Policy')) headers.set('Content-Security-Policy', NON_HTML_CSP);
    for (const [name, value] of fixed) headers.set(name, value);
  };
}

/** The CSP for a nonce; everything but the nonce is joined once. */
export function cspBuilder(options: SecurityOptions): (nonce: string) => string {
  const [before, after] = contentSecurityPolicy('\u0000', options).split('\u0000') as [string, string];
  return flatTemplate(before, after, NONCE_LENGTH);
}

function contentSecurityPolicy(nonce: string, options: SecurityOptions): string {
  const list = (extra: string[] | undefined) => (extra && extra.length > 0 ? ` ${extra.join(' ')}` : '');
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${list(options.extraScriptSrc)}`,
    `style-src 'self' 'unsafe-inline'`,
    `img-src 'self' data: blob:${list(options.extraImgSrc)}`,
    `font-src 'self'`,
    `connect-src 'self'${list(options.extraConnectSrc)}`,
    `frame-src 'self'${list(options.extraFrameSrc)}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}
