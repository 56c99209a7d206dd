import { describe, expect, it } from 'vitest';
import type { LinkTarget } from '#app/staff-kit/link-target';
import { previewSections } from './HomePreview';
import { editableSections } from './layout-edit';

const target = (value: string, state: LinkTarget['state'], path: string): LinkTarget => ({ kind: 'trial-campaign', id: value.split(':')[2]!, value, name: '체험단', note: '', state, stateLabel: '', path });
const card = (id: string) => ({ Id: id, Name: id, ThumbnailImageUrl__c: '/x.png', Summary: '', Price: 1000, SalePrice: 1000, DiscountRate: 0, href: `/products/detail?id=${id}` });
const image = { src: '/cms/delivery/media/himg-a', width: 900, height: 300 };

describe("the editor's live preview is the page guests will get", () => {
  const sections = editableSections([
    {
      sectionKey: 's1',
      direction: { desktop: 'row', tablet: 'row', mobile: 'column' },
      columns: [
        {
          columnKey: 'c1',
          columnName: '칸 1',
          columnWidth: '12',
          seedComponents: [
            { type: 'banner', image, alt: '공개 캠페인', href: 'ref:trial-campaign:open' },
            { type: 'banner', image, alt: '초안 캠페인', href: 'ref:trial-campaign:draft' },
            { type: 'banner', image, alt: '지난 배너', href: '/x', endsAt: '2020-01-01T00:00:00Z' },
            { type: 'featured-products', title: '추천', productIds: ['p2', 'p1', 'gone'], limit: 4 },
            { type: 'promo', title: '', text: '', cta: { label: '', href: '' } },
          ],
        },
      ],
    },
  ]);
  const links = new Map([
    ['ref:trial-campaign:open', target('ref:trial-campaign:open', 'published', '/recruitment/order?campaignId=open')],
    ['ref:trial-campaign:draft', target('ref:trial-campaign:draft', 'draft', '/recruitment/order?campaignId=draft')],
  ]);
  const [shown] = previewSections(sections, links, { products: [card('p1'), card('p2')], articles: [] }, '2026-11-28T00:00:00Z');
  const widgets = shown!.columns[0]!.seedComponents;

  it("links a picked item guests can open to today's address, and a draft one to nothing", () => {
    expect(widgets[0]).toMatchObject({ alt: '공개 캠페인', href: '/recruitment/order?campaignId=open' });
    expect(widgets[1]).toMatchObject({ alt: '초안 캠페인', href: '' });
  });

  it('leaves out a banner past its period, fills products in the picked order, and marks an unfinished widget', () => {
    expect(widgets.map((w) => w.type)).toEqual(['banner', 'banner', 'featured-products', 'unfinished']);
    expect((widgets[2] as { products: { Id: string }[] }).products.map((p) => p.Id)).toEqual(['p2', 'p1']);
  });
});
