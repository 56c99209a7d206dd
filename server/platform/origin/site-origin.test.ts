import { describe, expect, it } from 'vitest';
import { isListedHost, isOwnOrigin, isSiteRequest, siteOrigin, type OriginSettings } from './site-origin';

const local: OriginSettings = { PUBLIC_ORIGIN: undefined, SITE_HOSTS: 'www.example.kr,localhost,127.0.0.1,staging.example.kr:8443', TRUST_PROXY: false, TRUST_PROXY_HOPS: 1 };
const behindProxy: OriginSettings = { ...local, TRUST_PROXY: true };
const configured: OriginSettings = { ...local, PUBLIC_ORIGIN: 'https://www.example.kr' };

const req = (url: string, headers: Record<string, string> = {}) => new Request(url, { headers });

describe('isListedHost', () => {
  it('matches an entry without port on any port, an entry with port only on it, and no subdomains', () => {
    const hosts = ['example.kr', 'staging.example.kr:8443'];
    expect(isListedHost('example.kr', hosts)).toBe(true);
    expect(isListedHost('EXAMPLE.kr:3000', hosts)).toBe(true);
    expect(isListedHost('staging.example.kr:8443', hosts)).toBe(true);
    expect(isListedHost('staging.example.kr', hosts)).toBe(false);
    expect(isListedHost('evil.example.kr', hosts)).toBe(false);
    expect(isListedHost('example.kr.evil.test', hosts)).toBe(false);
  });
});

describe('siteOrigin (issue 10 item 4)', () => {
  it('is PUBLIC_ORIGIN whenever it is set', () => {
    expect(siteOrigin(configured, req('http://evil.test/products'))).toBe('https://www.example.kr');
  });

  it('is the request origin for a listed host, with its port', () => {
    expect(siteOrigin(local, req('http://127.0.0.1:5173/x'))).toBe('http://127.0.0.1:5173');
    expect(siteOrigin(local, req('http://www.example.kr/x'))).toBe('http://www.example.kr');
  });

  it('never uses an unlisted Host, nor X-Forwarded-Host without TRUST_PROXY', () => {
    expect(siteOrigin(local, req('http://evil.test/x'))).toBe('http://www.example.kr');
    expect(siteOrigin(local, req('http://127.0.0.1:3000/x', { 'X-Forwarded-Host': 'evil.test' }))).toBe('http://127.0.0.1:3000');
    expect(siteOrigin(behindProxy, req('http://127.0.0.1:3000/x', { 'X-Forwarded-Host': 'evil.test' }))).toBe('http://www.example.kr');
    expect(siteOrigin(behindProxy, req('http://127.0.0.1:3000/x', { 'X-Forwarded-Host': 'www.example.kr', 'X-Forwarded-Proto': 'https' }))).toBe(
      'https://www.example.kr',
    );
  });

  it('knows which requests were addressed to the site', () => {
    expect(isSiteRequest(local, req('http://127.0.0.1:3000/'))).toBe(true);
    expect(isSiteRequest(local, req('http://evil.test/'))).toBe(false);
    expect(isSiteRequest({ ...configured, SITE_HOSTS: 'localhost' }, req('https://www.example.kr/'))).toBe(true);
  });
});

describe('isOwnOrigin (issue 10 item 8)', () => {
  const request = req('http://127.0.0.1:3000/login');

  it('accepts the site origin on the scheme and port of the request', () => {
    expect(isOwnOrigin(local, request, 'http://127.0.0.1:3000')).toBe(true);
    expect(isOwnOrigin(local, request, 'http://localhost:3000')).toBe(true);
    expect(isOwnOrigin(local, req('http://www.example.kr/login'), 'http://www.example.kr')).toBe(true);
    expect(isOwnOrigin(local, req('http://staging.example.kr:8443/'), 'http://staging.example.kr:8443')).toBe(true);
  });

  it('refuses another scheme, another port or another host', () => {
    expect(isOwnOrigin(local, request, 'https://127.0.0.1:3000')).toBe(false);
    expect(isOwnOrigin(local, request, 'http://127.0.0.1:4000')).toBe(false);
    expect(isOwnOrigin(local, request, 'http://127.0.0.1')).toBe(false);
    expect(isOwnOrigin(local, request, 'http://evil.test:3000')).toBe(false);
    expect(isOwnOrigin(local, request, 'null')).toBe(false);
    expect(isOwnOrigin(local, request, 'not a url')).toBe(false);
  });

  it('does not take the host to compare with from a spoofed X-Forwarded-Host', () => {
    const spoofed = req('http://127.0.0.1:3000/login', { 'X-Forwarded-Host': 'evil.test' });
    expect(isOwnOrigin(local, spoofed, 'http://evil.test')).toBe(false);
    expect(isOwnOrigin(behindProxy, spoofed, 'http://evil.test')).toBe(false);
  });

  it('accepts PUBLIC_ORIGIN exactly, and the https scheme a trusted proxy reports', () => {
    expect(isOwnOrigin(configured, request, 'https://www.example.kr')).toBe(true);
    expect(isOwnOrigin(configured, request, 'http://www.example.kr')).toBe(false);
    expect(isOwnOrigin(configured, request, 'https://www.example.kr:8443')).toBe(false);
    const proxied = req('http://127.0.0.1:3000/login', { 'X-Forwarded-Proto': 'https', 'X-Forwarded-Host': 'www.example.kr' });
    expect(isOwnOrigin(behindProxy, proxied, 'https://www.example.kr')).toBe(true);
    expect(isOwnOrigin(local, proxied, 'https://www.example.kr')).toBe(false);
  });
});
