import { describe, expect, it } from 'vitest';
import { renderedHref, widgetLinkValues, withRenderedLinks } from './home-links';

const section = (seedComponents: Record<string, unknown>[]) => ({ sectionKey: 's', columns: [{ columnKey: 'c', seedComponents }] });

describe('the home page resolves picked links when it renders', () => {
  const resolved = new Map<string, string | null>([
    ['ref:trial-campaign:c1', '/recruitment/order?campaignId=c1'],
    ['ref:product:gone', null],
  ]);

  it('collects every link of every widget kind', () => {
    const values = widgetLinkValues([
      section([
        { type: 'hero', cta: { label: 'a', href: 'ref:trial-campaign:c1' }, secondary: { label: 'b', href: '/x' } },
        { type: 'banner', href: 'ref:product:gone' },
        { type: 'link-list', links: [{ label: 'c', href: '/y' }, { label: 'd', href: 'ref:notice:n1' }] },
      ]),
    ]);
    expect(values).toEqual(['ref:trial-campaign:c1', '/x', 'ref:product:gone', '/y', 'ref:notice:n1']);
  });

  it('gives a typed path as it is, a picked item its address today, and nothing for an item gone', () => {
    expect(renderedHref('/recruitment', resolved)).toBe('/recruitment');
    expect(renderedHref('ref:trial-campaign:c1', resolved)).toBe('/recruitment/order?campaignId=c1');
    expect(renderedHref('ref:product:gone', resolved)).toBeNull();
    expect(renderedHref('ref:product:never-looked-up', resolved)).toBeNull();
  });

  it('leaves out buttons and list links to an item gone, and keeps banners and cards unlinked', () => {
    const [out] = withRenderedLinks(
      [
        section([
          { type: 'promo', cta: { label: '신청', href: 'ref:trial-campaign:c1' } },
          { type: 'hero', cta: { label: '보기', href: 'ref:product:gone' }, secondary: { label: '더', href: '/more' } },
          { type: 'banner', alt: '배너', href: 'ref:product:gone' },
          { type: 'link-list', links: [{ label: 'a', href: 'ref:product:gone' }, { label: 'b', href: 'ref:trial-campaign:c1' }] },
        ]),
      ],
      resolved,
    );
    const [promo, hero, banner, list] = out!.columns[0]!.seedComponents;
    expect(promo).toEqual({ type: 'promo', cta: { label: '신청', href: '/recruitment/order?campaignId=c1' } });
    expect(hero).toEqual({ type: 'hero', secondary: { label: '더', href: '/more' } });
    expect(banner).toEqual({ type: 'banner', alt: '배너', href: '' });
    expect(list).toEqual({ type: 'link-list', links: [{ label: 'b', href: '/recruitment/order?campaignId=c1' }] });
  });
});
