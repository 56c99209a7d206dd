import { describe, expect, it } from 'vitest';
import { appPathOf, siteUrl } from './site-url';

describe('site URLs under a base path', () => {
  it('puts site paths under the base, once', () => {
    expect(siteUrl('/cms/delivery/media/a', '/shop')).toBe('/shop/cms/delivery/media/a');
    expect(siteUrl('/shop/cms/delivery/media/a', '/shop')).toBe('/shop/cms/delivery/media/a');
    expect(siteUrl('/', '/shop')).toBe('/shop/');
  });

  it('leaves other URLs and the root build alone', () => {
    for (const url of ['https://cdn.example.com/a.png', '//cdn.example.com/a.png', 'data:image/png;base64,AA', 'blob:x', 'tel:021234', '#main']) {
      expect(siteUrl(url, '/shop')).toBe(url);
    }
    expect(siteUrl('/img/a.svg', '')).toBe('/img/a.svg');
  });

  it('gives the router path of a request', () => {
    expect(appPathOf(new URL('http://h/shop/about-us?x=1'), '/shop')).toBe('/about-us');
    expect(appPathOf(new URL('http://h/shop'), '/shop')).toBe('/');
    expect(appPathOf(new URL('http://h/shopping'), '/shop')).toBe('/shopping');
    expect(appPathOf(new URL('http://h/about-us'), '')).toBe('/about-us');
  });
});
