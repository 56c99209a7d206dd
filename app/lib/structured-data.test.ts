import { describe, expect, it } from 'vitest';
import { absoluteUrl, article, breadcrumbList, faqPage, itemList, jsonLdText, organization, product, webSite } from './structured-data';

const site = { name: '도담펫', url: 'https://shop.example/', logo: 'https://shop.example/favicon.svg' };

describe('schema.org builders (issue 25)', () => {
  it('makes site paths absolute and keeps absolute URLs', () => {
    expect(absoluteUrl('https://shop.example', '/products/detail?id=1')).toBe('https://shop.example/products/detail?id=1');
    expect(absoluteUrl('https://shop.example/', '/shop/a')).toBe('https://shop.example/shop/a');
    expect(absoluteUrl('https://shop.example', 'https://cdn.example/a.webp')).toBe('https://cdn.example/a.webp');
  });

  it('the home page: Organization, and WebSite with the site search as a SearchAction', () => {
    expect(organization(site)).toEqual({ '@context': 'https://schema.org', '@type': 'Organization', name: '도담펫', url: site.url, logo: site.logo });
    const ws = webSite(site, 'https://shop.example/search');
    expect(ws.potentialAction).toEqual({
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: 'https://shop.example/search?q={search_term_string}' },
      'query-input': 'required name=search_term_string',
    });
  });

  it('a product: offer in KRW, a rating only once reviewed', () => {
    const facts = { name: '사료', url: 'https://shop.example/p', description: '설명', images: ['https://shop.example/a.webp'], brand: '도담펫', sku: 'p1', price: 25_000, reviews: { count: 0, average: 0 } };
    const unrated = product(facts);
    expect(unrated.offers).toMatchObject({ '@type': 'Offer', price: 25_000, priceCurrency: 'KRW' });
    expect(unrated.brand).toEqual({ '@type': 'Brand', name: '도담펫' });
    expect('aggregateRating' in unrated).toBe(false);
    expect(product({ ...facts, reviews: { count: 3, average: 4.333 } }).aggregateRating).toMatchObject({ ratingValue: 4.3, reviewCount: 3 });
  });

  it('an article: dates, its author, else the brand, and the brand as publisher', () => {
    const facts = { headline: '제목', url: 'https://shop.example/a', description: '요약', image: 'https://shop.example/i.webp', datePublished: '2026-01-01T00:00:00.000Z', dateModified: '2026-02-01T00:00:00.000Z', author: '김수의', publisher: site };
    expect(article(facts)).toMatchObject({ '@type': 'Article', headline: '제목', author: { '@type': 'Person', name: '김수의' }, publisher: { '@type': 'Organization', name: '도담펫' } });
    expect(article({ ...facts, author: ' ' }).author).toMatchObject({ '@type': 'Organization', name: '도담펫' });
  });

  it('FAQ, breadcrumbs (crumbs without a page left out) and lists are numbered from 1', () => {
    expect(faqPage([{ question: '질문?', answer: '답' }]).mainEntity).toEqual([{ '@type': 'Question', name: '질문?', acceptedAnswer: { '@type': 'Answer', text: '답' } }]);
    const crumbs = breadcrumbList([{ name: 'Home', url: 'https://shop.example/' }, { name: '맞춤 사료 정보' }, { name: '상품 상세' }], 'https://shop.example/p?id=1');
    expect(crumbs.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://shop.example/' },
      { '@type': 'ListItem', position: 2, name: '상품 상세', item: 'https://shop.example/p?id=1' },
    ]);
    const twice = breadcrumbList([{ name: 'Home', url: 'https://shop.example/' }, { name: '맞춤 사료 정보', url: 'https://shop.example/l' }, { name: '리스트', url: 'https://shop.example/l' }, { name: '상품' }], 'https://shop.example/p');
    expect(twice.itemListElement).toMatchObject([{ position: 1, name: 'Home' }, { position: 2, name: '리스트' }, { position: 3, name: '상품' }]);
    expect(itemList('목록', [{ name: 'a', url: 'https://shop.example/a' }])).toMatchObject({ numberOfItems: 1, itemListElement: [{ position: 1, name: 'a' }] });
  });

  it('writes JSON no value can break out of: </script>, <!-- and line separators are escaped', () => {
    const node = product({ name: '</script><script>alert(1)</script><!--', url: 'https://shop.example/p', description: 'a & b\u2028', images: [], brand: 'x', sku: '1', price: 1, reviews: { count: 0, average: 0 } });
    const text = jsonLdText(node);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual(node);
  });
});
