import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';

/**
 * DESIGN 8: `__Host-` cookie (Secure, Path=/, no Domain) when served over TLS; plain `sid` on
 * http://localhost, where browsers refuse Secure cookies from the server's point of view.
 */
export function sessionCookieName(secure: boolean): string {
  return secure ? '__Host-sid' : 'sid';
}

export function readSessionCookie(c: Context, secure: boolean): string | undefined {
  const value = getCookie(c, sessionCookieName(secure));
  return value && /^[A-Za-z0-9_-]{43}$/.test(value) ? value : undefined;
}

export function writeSessionCookie(c: Context, secure: boolean, id: string, maxAgeSeconds: number): void {
  setCookie(c, sessionCookieName(secure), id, {
    httpOnly: true,
    sameSite: 'Lax',
    secure,
    path: '/',
    maxAge: maxAgeSeconds,
  });
}

export function clearSessionCookie(c: Context, secure: boolean): void {
  deleteCookie(c, sessionCookieName(secure), { path: '/', secure });
}

/** The Set-Cookie header for React Router actions, which answer with plain Responses. */
export function sessionCookieHeader(secure: boolean, id: string | null, maxAgeSeconds: number): string {
  const parts = [`${sessionCookieName(secure)}=${id ?? ''}`, 'Path=/', `Max-Age=${id === null ? 0 : maxAgeSeconds}`, 'HttpOnly', 'SameSite=Lax'];
  if (secure) parts.push('Secure');
  return parts.join('; ');
}
