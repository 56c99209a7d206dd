import type { Context } from 'hono';
import { readSiteCookie, siteCookieHeader } from './site-cookies';

export function readSessionCookie(c: Context, secure: boolean): string | undefined {
  const value = readSiteCookie('session', secure, c.req.header('cookie'));
  return value && /^[A-Za-z0-9_-]{43}$/.test(value) ? value : undefined;
}

/** The Set-Cookie header for React Router actions, which answer with plain Responses. */
export function sessionCookieHeader(secure: boolean, id: string | null, maxAgeSeconds: number): string {
  return siteCookieHeader('session', secure, id, maxAgeSeconds);
}
