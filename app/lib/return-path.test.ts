import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './return-path';

describe('safeReturnPath', () => {
  it.each([
    ['/mypage/mypet?x=1#a', '/mypage/mypet?x=1#a'],
    ['/', '/'],
    ['/a/./b/../c', '/a/c'],
    ['/search?q=%2F%2Fevil.com', '/search?q=%2F%2Fevil.com'],
    ['/%5Cevil.com', '/%5Cevil.com'],
  ])('keeps the same-site path %s as %s', (value, expected) => {
    expect(safeReturnPath(value)).toBe(expected);
  });

  // Issue 10 item 1: each of these normalises to //evil.com (another host) in a browser.
  it.each([
    '/.//evil.com',
    '/..//evil.com',
    '/%2e//evil.com',
    '/%2E%2E//evil.com/path',
    '/./\\evil.com',
    '/.//evil.com/path',
    '/\t/evil.com',
    '/\n/evil.com',
    '/\\evil.com',
    '\\/evil.com',
    '//evil.com/x',
    'https://evil.example/',
    'http:/evil.example',
    'javascript:alert(1)',
    'mypage',
    '',
    null,
    undefined,
  ])('refuses %j', (value) => {
    expect(safeReturnPath(value)).toBe('/');
    expect(safeReturnPath(value, '/mypage')).toBe('/mypage');
  });

  it('hands out only paths that resolve to the same site again', () => {
    for (const value of ['/.//evil.com', '/%2e%2e//evil.com', '/./\\evil.com', '/a/b/../../..//evil.com']) {
      const path = safeReturnPath(value);
      expect(new URL(path, 'https://www.example.kr').origin).toBe('https://www.example.kr');
    }
  });
});
