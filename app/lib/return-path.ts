import { sameSitePath } from './site-link';

/**
 * Where to send someone back after login, sign-up or logout (`startURL`). The one check for
 * every return path, on the server and in the browser, so login cannot be turned into an open
 * redirect (DESIGN 8). The value is judged as the browser reads it by `sameSitePath`
 * (site-link.ts), the normalisation staff links share.
 */
export function safeReturnPath(value: string | null | undefined, fallback = '/'): string {
  if (typeof value !== 'string' || !value.startsWith('/')) return fallback;
  const normalised = sameSitePath(value);
  // What we hand out must read the same when the browser resolves it again.
  if (normalised === null || sameSitePath(normalised) !== normalised) return fallback;
  return normalised;
}
