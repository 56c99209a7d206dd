import fs from 'node:fs';
import path from 'node:path';
import { validateXML } from 'xmllint-wasm';
import { beforeAll, describe, expect, it } from 'vitest';
import { indexableRoutes, isIndexable } from '#app/config/crawl-rules';
import { siteRoutes } from '#app/config/site-routes';
import { htmlOf } from '../fixtures/forms';
import { jsonLdBlocks, jsonLdProblems } from '../fixtures/json-ld';
import { serverFixture } from '../fixtures/server';
import { dialects } from '../setup/test-server';

const ORIGIN = 'https://www.dodampet.example';
const SCHEMAS = path.join(import.meta.dirname, '../fixtures/sitemaps');
const schemaFile = (name: string) => ({ fileName: name, contents: fs.readFileSync(path.join(SCHEMAS, name), 'utf8') });

async function validAgainst(xml: string, schema: string, preload: string[] = []): Promise<string[]> {
  const result = await validateXML({ xml: [{ fileName: 'doc.xml', contents: xml }], schema: [schemaFile(schema)], preload: preload.map(schemaFile) });
  return result.errors.map((e) => e.message);
}

const locsOf = (xml: string, tag = 'loc') => [...xml.matchAll(new RegExp(`<${tag}>([^<]*)</${tag}>`, 'g'))].map((m) => (m[1] ?? '').replace(/&amp;/g, '&'));
/** An absolute URL of the site as the test server's path. */
const pathOf = (url: string) => {
  expect(url.startsWith(`${ORIGIN}/`)).toBe(true);
  return url.slice(ORIGIN.length);
};

/**
 * Issue 25, item 1 ("done when"): a crawler that starts at /robots.txt finds every published
 * product, article and notice through the sitemap index, and nothing guests cannot open; the
 * sitemaps validate against the sitemaps.org schemas (and Google's image extension), the feed is
 * RSS 2.0, and every public page's JSON-LD parses and holds to its schema.org type.
 */
describe.each(dialects)('search engines on %s', (dialect) => {
  const server = serverFixture(dialect, { PUBLIC_ORIGIN: ORIGIN, PAGE_CACHE_SECONDS: '0' });
  const db = () => server.services.db.kysely;
  const now = () => new Date().toISOString();

  async function crawl(): Promise<{ robots: string; urls: string[]; sitemaps: Map<string, string> }> {
    const robots = await (await server.fetch('/robots.txt')).text();
    const index = /^Sitemap: (.+)$/m.exec(robots)?.[1] ?? '';
    const indexXml = await (await server.fetch(pathOf(index))).text();
    expect(await validAgainst(indexXml, 'siteindex.xsd')).toEqual([]);
    const sitemaps = new Map<string, string>();
    for (const loc of locsOf(indexXml)) {
      const res = await server.fetch(pathOf(loc));
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('application/xml');
      const xml = await res.text();
      expect(await validAgainst(xml, 'urlset-with-images.xsd', ['sitemap.xsd', 'sitemap-image.xsd']), loc).toEqual([]);
      sitemaps.set(loc, xml);
    }
    const urls = [...sitemaps.values()].flatMap((xml) => locsOf(xml).filter((u) => !/\/cms\/|\/img\/|\/files\//.test(new URL(u).pathname)));
    return { robots, urls, sitemaps };
  }

  const live = async (table: 'products' | 'articles' | 'news') => {
    const flag = table === 'products' ? 'is_active' : 'is_published';
    const rows = await db()
      .selectFrom(table)
      .select('id')
      .where(flag, '=', 1)
      .where('deleted_at', 'is', null)
      .where((eb) => eb.or([eb('publish_at', 'is', null), eb('publish_at', '<=', now())]))
      .execute();
    return rows.map((r) => r.id);
  };
  const idsIn = (urls: string[], pathname: string) =>
    urls.flatMap((u) => {
      const url = new URL(u);
      return url.pathname.replace(/\/$/, '') === pathname ? [url.searchParams.get('id') ?? ''] : [];
    });

  let first: Awaited<ReturnType<typeof crawl>>;
  beforeAll(async () => {
    first = await crawl();
  });

  it('robots.txt names the sitemap index and keeps crawlers out of the private areas only', () => {
    const disallowed = [...first.robots.matchAll(/^Disallow: (.+)$/gm)].map((m) => m[1] ?? '');
    for (const p of ['/mypage', '/staff', '/lwr/apex/v65.0/Utils/getSiteConfig', '/bcs/step1', '/recruitment/order', '/login']) expect(disallowed.some((d) => p.startsWith(d)), p).toBe(true);
    expect(first.robots).toMatch(new RegExp(`^Sitemap: ${ORIGIN}/sitemap\\.xml$`, 'm'));
    // Nothing the sitemaps list is disallowed.
    for (const url of first.urls) expect(disallowed.some((d) => new URL(url).pathname.startsWith(d)), url).toBe(false);
  });

  it('the sitemaps list every published product, article and notice, every indexable page, and images', async () => {
    const urls = first.urls;
    expect(idsIn(urls, '/products/detail').sort()).toEqual((await live('products')).sort());
    expect(idsIn(urls, '/health-article/list/detail').sort()).toEqual((await live('articles')).sort());
    expect(idsIn(urls, '/customer-center/news/details').sort()).toEqual((await live('news')).sort());
    const paths = new Set(urls.map((u) => new URL(u).pathname));
    for (const route of indexableRoutes.filter((r) => !['product-detail', 'health-article-detail', 'news-details'].includes(r.id))) {
      expect(paths.has(route.path), route.path).toBe(true);
    }
    for (const route of siteRoutes.filter((r) => !isIndexable(r))) expect(paths.has(route.path), route.path).toBe(false);
    const products = [...first.sitemaps.entries()].find(([loc]) => loc.endsWith('/sitemaps/products.xml'))?.[1] ?? '';
    expect(locsOf(products, 'image:loc').length).toBeGreaterThan(0);
    expect(locsOf(products, 'lastmod').length).toBe(locsOf(products).filter((u) => u.includes('/products/')).length);
  });

  it('what staff unpublish, delete or schedule leaves the sitemaps at once, and comes back when published', async () => {
    const [product] = await live('products');
    const [article] = await live('articles');
    const [notice, scheduled] = await live('news');
    await db().updateTable('products').set({ is_active: 0 }).where('id', '=', product ?? '').execute();
    await db().updateTable('articles').set({ deleted_at: now() }).where('id', '=', article ?? '').execute();
    await db().updateTable('news').set({ is_published: 0 }).where('id', '=', notice ?? '').execute();
    await db().updateTable('news').set({ publish_at: '2999-01-01T00:00:00.000Z' }).where('id', '=', scheduled ?? '').execute();
    const after = await crawl();
    expect(idsIn(after.urls, '/products/detail')).not.toContain(product);
    expect(idsIn(after.urls, '/health-article/list/detail')).not.toContain(article);
    expect(idsIn(after.urls, '/customer-center/news/details')).not.toContain(notice);
    expect(idsIn(after.urls, '/customer-center/news/details')).not.toContain(scheduled);
    await db().updateTable('products').set({ is_active: 1, updated_at: now() }).where('id', '=', product ?? '').execute();
    const again = await crawl();
    expect(idsIn(again.urls, '/products/detail')).toContain(product);
  });

  it('the health-article feed is RSS 2.0 with absolute links, guids and RFC 822 dates', async () => {
    const res = await server.fetch('/health-article/rss.xml');
    expect(res.headers.get('content-type')).toContain('application/rss+xml');
    const xml = await res.text();
    const wellFormed = await validateXML({ xml: [{ fileName: 'feed.xml', contents: xml }], normalization: 'format' });
    expect(wellFormed.errors).toEqual([]);
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/);
    const channel = xml.slice(0, xml.indexOf('<item>'));
    for (const tag of ['title', 'link', 'description']) expect(channel).toMatch(new RegExp(`<${tag}>[^<]+</${tag}>`));
    const items = [...xml.matchAll(/<item>([\s\S]*?)<\/item>/g)].map((m) => m[1] ?? '');
    expect(items.length).toBeGreaterThan(0);
    const rfc822 = /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} GMT$/;
    for (const item of items) {
      const link = /<link>([^<]+)<\/link>/.exec(item)?.[1] ?? '';
      expect(link.startsWith(`${ORIGIN}/`)).toBe(true);
      expect(/<guid isPermaLink="true">([^<]+)<\/guid>/.exec(item)?.[1]).toBe(link);
      expect(/<title>[^<]+<\/title>/.test(item)).toBe(true);
      expect(/<pubDate>([^<]+)<\/pubDate>/.exec(item)?.[1]).toMatch(rfc822);
    }
    // Pages name the feed.
    const home = await htmlOf(await server.fetch('/', { headers: { Accept: 'text/html' } }));
    expect(home).toContain(`<link rel="alternate" type="application/rss+xml"`);
  });

  it('every public page carries valid JSON-LD: its breadcrumb, and the data of its type', async () => {
    const [productId] = await live('products');
    const [articleId] = await live('articles');
    const [noticeId] = await live('news');
    const ids: Record<string, string | undefined> = { 'product-detail': productId, 'health-article-detail': articleId, 'news-details': noticeId };
    const expected: Record<string, string[]> = {
      home: ['Organization', 'WebSite'],
      'product-detail': ['Product'],
      'health-article-detail': ['Article'],
      faqs: ['FAQPage'],
      'product-list': ['ItemList'],
      'health-article-list': ['ItemList'],
      news: ['ItemList'],
    };
    for (const route of indexableRoutes) {
      const id = ids[route.id];
      const res = await server.fetch(id ? `${route.path}?id=${id}` : route.path, { headers: { Accept: 'text/html' } });
      expect(res.status, route.path).toBe(200);
      const html = await htmlOf(res);
      const nodes = jsonLdBlocks(html);
      const types = nodes.map((n) => String(n['@type']));
      expect(types.filter((t) => t === 'BreadcrumbList'), route.path).toHaveLength(1);
      for (const type of expected[route.id] ?? []) expect(types, route.path).toContain(type);
      for (const node of nodes) expect(jsonLdProblems(node, ORIGIN), `${route.path} ${String(node['@type'])}`).toEqual([]);
      expect(html).not.toContain('name="robots" content="noindex');
    }
  });

  it('a product or article named "</script>" cannot break out of its JSON-LD', async () => {
    const [productId] = await live('products');
    const name = '맛있는 사료</script><script>alert(1)</script>';
    await db().updateTable('products').set({ name }).where('id', '=', productId ?? '').execute();
    const html = await htmlOf(await server.fetch(`/products/detail?id=${productId}`, { headers: { Accept: 'text/html' } }));
    expect(html).not.toContain('<script>alert(1)</script>');
    const product = jsonLdBlocks(html).find((n) => n['@type'] === 'Product');
    expect(product?.name).toBe(name);
  });

  it('private pages say noindex and carry no page data', async () => {
    const html = await htmlOf(await server.fetch('/bcs/step1', { headers: { Accept: 'text/html' } }));
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(jsonLdBlocks(html).filter((n) => n['@type'] !== 'BreadcrumbList')).toEqual([]);
  });

  it('the site-verification values staff set appear in the head, and nothing while unset', async () => {
    const before = await htmlOf(await server.fetch('/', { headers: { Accept: 'text/html' } }));
    expect(before).not.toContain('site-verification');
    await db().updateTable('site_config').set({ naver_site_verification: 'abc123naver', google_site_verification: 'G-xyz_987' }).where('id', '=', 1).execute();
    await server.services.invalidation.publish('site-config');
    const after = await htmlOf(await server.fetch('/', { headers: { Accept: 'text/html' } }));
    expect(after).toContain('<meta name="naver-site-verification" content="abc123naver"/>');
    expect(after).toContain('<meta name="google-site-verification" content="G-xyz_987"/>');
  });
});
