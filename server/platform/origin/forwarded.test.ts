import { describe, expect, it } from 'vitest';
import { clientAddress, normaliseAddress, requestHost, requestScheme } from './forwarded';

const off = { trustProxy: false, hops: 1 };
const one = { trustProxy: true, hops: 1 };
const two = { trustProxy: true, hops: 2 };

describe('clientAddress', () => {
  it('is the socket peer when no proxy is trusted, whatever the headers say', () => {
    expect(clientAddress('203.0.113.9', '1.1.1.1', off)).toBe('203.0.113.9');
    expect(clientAddress('::ffff:127.0.0.1', undefined, off)).toBe('127.0.0.1');
  });

  // Issue 10 item 2: the leftmost entry is whatever the client sent; rotating it must not
  // give a fresh address.
  it('takes the hop the trusted proxy appended, not the leftmost entry', () => {
    expect(clientAddress('10.0.0.2', '6.6.6.6, 198.51.100.7', one)).toBe('198.51.100.7');
    expect(clientAddress('10.0.0.2', '7.7.7.7, 8.8.8.8, 198.51.100.7', one)).toBe('198.51.100.7');
    expect(clientAddress('10.0.0.2', '198.51.100.7', one)).toBe('198.51.100.7');
  });

  it('counts the configured number of trusted hops from the right', () => {
    // client → CDN (appends client) → load balancer (appends CDN) → app
    expect(clientAddress('10.0.0.2', 'spoofed, 198.51.100.7, 192.0.2.10', two)).toBe('198.51.100.7');
    // A shorter chain than configured yields its furthest address.
    expect(clientAddress('10.0.0.2', '198.51.100.7', two)).toBe('198.51.100.7');
    expect(clientAddress('10.0.0.2', undefined, two)).toBe('10.0.0.2');
  });

  it('reads ports, brackets and IPv4-mapped forms, and ignores garbage', () => {
    expect(clientAddress('10.0.0.2', 'x, 198.51.100.7:5123', one)).toBe('198.51.100.7');
    expect(clientAddress('10.0.0.2', '[2001:db8::1]:443', one)).toBe('2001:db8::1');
    expect(clientAddress('10.0.0.2', 'not-an-address', one)).toBe('10.0.0.2');
    expect(clientAddress(undefined, undefined, off)).toBe('unknown');
    expect(normaliseAddress('::FFFF:192.0.2.1')).toBe('192.0.2.1');
  });
});

describe('requestScheme and requestHost', () => {
  const request = new Request('http://127.0.0.1:3000/x', { headers: { 'X-Forwarded-Proto': 'https', 'X-Forwarded-Host': 'evil.test, www.example.kr' } });

  it('ignore X-Forwarded-* unless a proxy is trusted', () => {
    expect(requestScheme(request, off)).toBe('http');
    expect(requestHost(request, off)).toBe('127.0.0.1:3000');
  });

  it('take the nearest proxy value when one is', () => {
    expect(requestScheme(request, one)).toBe('https');
    expect(requestHost(request, one)).toBe('www.example.kr');
  });
});
