import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { staffLinkHref } from './site-link';
import { STAFF_LINK_MESSAGES, staffLink } from './staff-link';

const SITE = 'https://site.example';

/** Where a browser on the site goes with this href. */
const resolved = (href: string) => new URL(href, `${SITE}/brand/about`);

// Issue 4 (back-office attack): Chromium follows the first two off-site; the rest are the same
// trick spelled differently (backslashes, controls the URL parser strips, percent-encoding, dot
// segments, schemes), or white space, refused as a mistake.
const OFF_SITE = [
  '/\\evil.example/x',
  '/\t/evil.example/x',
  '/\n/evil.example/x',
  '/\r/evil.example',
  '\t//evil.example',
  '/ /evil.example',
  '/a b',
  '/\u00a0/evil.example',
  '//evil.example/x',
  '///evil.example',
  '\\\\evil.example',
  '\\/evil.example',
  '/.//evil.example',
  '/..//evil.example',
  '/%2e//evil.example',
  '/%2F%2Fevil.example',
  '/%2f/evil.example',
  '/%5Cevil.example',
  '/%5C%5Cevil.example',
  '/%09/evil.example',
  '/%252F%252Fevil.example',
  '/a/..%2F..%2F/evil.example',
  '/a/../..//evil.example',
  '/\u0000/evil.example',
  '/\u007f/evil.example',
  '/\u0085/evil.example',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'java\tscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:x',
  'http://evil.example/',
  'https:evil.example',
  'https:/evil.example',
  'https://user:pw@evil.example/',
  'evil.example',
  'mypage',
  '',
  ' /recruitment',
  '/%E0%A4%A',
];

describe('staffLinkHref: the one rule of staff-written links', () => {
  it.each(OFF_SITE)('refuses %j in both scopes', (value) => {
    expect(staffLinkHref(value, 'site')).toBeNull();
    // https:evil.example etc. are not absolute https addresses either.
    expect(staffLinkHref(value, 'site-or-https')).toBeNull();
  });

  it.each(['/recruitment', '/health-article/list/detail?id=a0B5', '/search?q=%2F%2Fevil.example', '/products/Product2?feed=cat#list', '/a/./b', '/검색?q=사료', '/'])(
    'keeps the site path %j as it is',
    (value) => {
      expect(staffLinkHref(value, 'site')).toBe(value);
      expect(resolved(value).origin).toBe(SITE);
    },
  );

  it('takes https addresses of other sites only where the field allows them', () => {
    expect(staffLinkHref('https://partner.example/event?utm_source=brand', 'site')).toBeNull();
    expect(staffLinkHref('https://partner.example/event?utm_source=brand', 'site-or-https')).toBe('https://partner.example/event?utm_source=brand');
  });

  it('anything it accepts stays on the site when a browser resolves it, unless it is an allowed https address', () => {
    const piece = fc.constantFrom('/', '\\', '.', '..', '%2e', '%2f', '%2F', '%5c', '%5C', '%25', '%09', '\t', '\n', ' ', ':', '@', '?', '#', 'evil.example', 'a', 'https:', 'javascript:', '//');
    const candidate = fc.oneof(fc.array(piece, { maxLength: 8 }).map((p) => p.join('')), fc.string({ maxLength: 20 }), fc.webUrl());
    fc.assert(
      fc.property(candidate, (value) => {
        const site = staffLinkHref(value, 'site');
        if (site !== null) expect(resolved(site).origin).toBe(SITE);
        const wide = staffLinkHref(value, 'site-or-https');
        if (wide !== null) {
          const url = resolved(wide);
          expect(url.origin === SITE || (url.protocol === 'https:' && /^https:\/\//i.test(wide))).toBe(true);
        }
      }),
      { numRuns: 5000 },
    );
  });
});

describe('staffLink (the schema)', () => {
  it('refuses off-site values with the field message, and keeps an optional field empty', () => {
    const optional = staffLink({ scope: 'site' });
    expect(optional.safeParse('').success).toBe(true);
    const refused = optional.safeParse('/\\evil.example/x');
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe(STAFF_LINK_MESSAGES.site);
  });

  it('asks for a required link', () => {
    const required = staffLink({ scope: 'site', missing: '링크를 입력해 주세요.' });
    expect(required.safeParse('').error?.issues[0]?.message).toBe('링크를 입력해 주세요.');
    expect(required.safeParse('  /recruitment ').data).toBe('/recruitment');
  });
});
