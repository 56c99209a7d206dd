import { describe, expect, it } from 'vitest';
import { carriesSiteCookie, readSiteCookie, siteCookieHeader, siteCookieName } from './site-cookies';

describe('site cookies', () => {
  it('name a root-path cookie with __Host- over TLS only, and never a cookie of a narrower path', () => {
    expect(siteCookieName('session', true)).toBe('__Host-sid');
    expect(siteCookieName('session', false)).toBe('sid');
    expect(siteCookieName('kakaoState', true)).toBe('kakao_oauth');
  });

  it('write HttpOnly, SameSite=Lax headers with the table path and lifetime, Secure over TLS, and clear with Max-Age=0', () => {
    expect(siteCookieHeader('secondFactor', true, 'abc')).toBe('__Host-sid2f=abc; Path=/; Max-Age=600; HttpOnly; SameSite=Lax; Secure');
    expect(siteCookieHeader('kakaoState', false, null)).toBe('kakao_oauth=; Path=/auth/kakao; Max-Age=0; HttpOnly; SameSite=Lax');
    expect(siteCookieHeader('session', false, 'x', 1800)).toContain('Max-Age=1800');
  });

  it('read the exact name (not a cookie whose name merely contains it)', () => {
    expect(readSiteCookie('session', false, 'xsid=1; sid=2')).toBe('2');
    expect(readSiteCookie('session', false, 'sid2f=1')).toBeUndefined();
    expect(readSiteCookie('session', true, 'sid=1')).toBeUndefined();
    expect(readSiteCookie('session', false, 'sid=')).toBeUndefined();
  });

  it('tell a request that carries any site cookie, even empty or expired, from one with only other cookies', () => {
    expect(carriesSiteCookie(undefined)).toBe(false);
    expect(carriesSiteCookie('_ga=GA1.1; theme=dark')).toBe(false);
    for (const header of ['sid2f=abc', '_ga=1; did=x', '__Host-sid=', 'kakao_suspended=%EC%A0%95', ' kakao_oauth=s ; a=b']) expect(carriesSiteCookie(header), header).toBe(true);
  });
});
