// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { carryVisitorOnOutboundLinks } from './outbound-links';

describe('outbound links carry the visitor', () => {
  it('adds the UUID to a marked link as it is followed, and leaves other links alone', () => {
    document.body.innerHTML = '<a id="buy" data-outbound href="/products/out?link=l1"><span id="inner">쿠팡</span></a><a id="other" href="/products/detail?id=p1">상품</a>';
    carryVisitorOnOutboundLinks(document, () => '0b6a3c1e-8d2f-4a5b-9c7d-112233445566');
    const stop = (e: Event) => e.preventDefault();
    document.addEventListener('click', stop);
    document.getElementById('inner')!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    document.getElementById('other')!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(new URL((document.getElementById('buy') as HTMLAnchorElement).href).searchParams.get('uuid')).toBe('0b6a3c1e-8d2f-4a5b-9c7d-112233445566');
    expect((document.getElementById('other') as HTMLAnchorElement).getAttribute('href')).toBe('/products/detail?id=p1');
    document.removeEventListener('click', stop);
  });
});
