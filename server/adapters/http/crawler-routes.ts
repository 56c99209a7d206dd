import { createHash } from 'node:crypto';
import { type Context, Hono } from 'hono';
import { checkAccess } from '#app/config/access-check';
import { disallowedPaths, indexableRoutes } from '#app/config/crawl-rules';
import { CRAWLER_FILES } from '#app/config/crawler-files';
import { href } from '#app/config/href';
import { findSiteRoute, withBrand } from '#app/config/site-routes';
import { listArticles } from '#app/features/articles/data/articles.server';
import { BRAND_PAGE_IDS } from '#app/features/brand/brand-types';
import { productPath } from '#app/features/catalogue/data/seo.server';
import { getSiteSettings, type SiteSettings } from '#app/features/site/data/site-config.server';
import type { LinkKind } from '#app/lib/link-ref';
import { siteUrl } from '#app/lib/site-url';
import { type LiveItem, liveItems } from '#app/staff-kit/data/link-targets.server';
import type { Services } from '#server/platform/services';
import { siteOrigin } from '../../platform/origin/site-origin';
import type { AppEnv } from './types';

/**
 * What search engines read (issue 25, item 1; docs/decisions/051-search-engines.md): /robots.txt,
 * the sitemap index and its sitemaps, and the RSS feed of health articles. Each is made from the
 * database on every request — a few indexed queries — so what staff publish, unpublish or
 * schedule is listed at once, with nothing to invalidate; browsers and crawlers revalidate with
 * the ETag. Every URL is absolute on PUBLIC_ORIGIN (server/platform/origin).
 */

/** The sitemaps of the index, in order: what each lists. */
const SITEMAPS = ['pages', 'products', 'articles', 'notices', 'brand', 'events'] as const;
type SitemapName = (typeof SITEMAPS)[number];

/** Indexable routes that show one item (a `?id=`): listed item by item in their kind's sitemap. */
const ITEM_ROUTES: ReadonlySet<string> = new Set(['product-detail', 'health-article-detail', 'news-details']);

/** The list page whose last change is its items' last change. */
const LIST_OF: Partial<Record<string, LinkKind>> = { 'product-list': 'product', 'health-article-list': 'article', news: 'notice' };

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const IMAGE_NS = 'http://www.google.com/schemas/sitemap-image/1.1';
const RSS_ARTICLES = 30;

interface UrlEntry {
  path: string;
  lastmod?: string | undefined;
  images?: readonly string[];
}

interface Site {
  origin: string;
  base: string;
  settings: SiteSettings | null;
  now: string;
}

export function crawlerRoutes(services: Services, rpcPrefix: string): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const base = services.env.BASE_PATH;
  const siteOf = async (c: Context<AppEnv>): Promise<Site> => ({
    origin: siteOrigin(services.env, c.req.raw),
    base,
    settings: await getSiteSettings(services.db.kysely, services).catch(() => null),
    now: new Date().toISOString(),
  });
  const url = (site: Site, path: string) => site.origin + siteUrl(path, site.base);

  app.get(CRAWLER_FILES.robots, async (c) => {
    const site = await siteOf(c);
    const loginRequired = site.settings ? site.settings.config.LoginRequiredPaths__c.split(/\r?\n/).map((p) => p.trim()) : [];
    const lines = [
      `# ${site.settings?.brandName ?? ''}: 검색 엔진이 읽는 규칙. 회원·운영 화면과 개인 답변 단계는 수집하지 않습니다.`,
      'User-agent: *',
      `Allow: ${siteUrl('/', site.base)}`,
      ...disallowedPaths([rpcPrefix, ...loginRequired]).map((path) => `Disallow: ${siteUrl(path, site.base)}`),
      '',
      `Sitemap: ${url(site, CRAWLER_FILES.sitemapIndex)}`,
      '',
    ];
    return answer(c, lines.join('\n'), 'text/plain; charset=utf-8');
  });

  app.get(CRAWLER_FILES.sitemapIndex, async (c) => {
    const site = await siteOf(c);
    const maps = await Promise.all(SITEMAPS.map(async (name) => ({ name, entries: await sitemapEntries(services, site, name) })));
    const body = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      `<sitemapindex xmlns="${SITEMAP_NS}">`,
      ...maps.map(({ name, entries }) => {
        const lastmod = entries.map((e) => e.lastmod).filter((t): t is string => t !== undefined).sort().at(-1);
        return `<sitemap><loc>${xml(url(site, `${CRAWLER_FILES.sitemaps}/${name}.xml`))}</loc>${lastmod ? `<lastmod>${xml(lastmod)}</lastmod>` : ''}</sitemap>`;
      }),
      '</sitemapindex>',
      '',
    ];
    return answer(c, body.join('\n'), 'application/xml; charset=utf-8');
  });

  app.get(`${CRAWLER_FILES.sitemaps}/:file`, async (c) => {
    const name = /^([a-z]+)\.xml$/.exec(c.req.param('file'))?.[1];
    if (!name || !(SITEMAPS as readonly string[]).includes(name)) return c.text('Not found', 404);
    const site = await siteOf(c);
    const entries = await sitemapEntries(services, site, name as SitemapName);
    const body = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      `<urlset xmlns="${SITEMAP_NS}" xmlns:image="${IMAGE_NS}">`,
      ...entries.map(
        (e) =>
          `<url><loc>${xml(url(site, e.path))}</loc>${e.lastmod ? `<lastmod>${xml(e.lastmod)}</lastmod>` : ''}${(e.images ?? [])
            .map((image) => `<image:image><image:loc>${xml(url(site, image))}</image:loc></image:image>`)
            .join('')}</url>`,
      ),
      '</urlset>',
      '',
    ];
    return answer(c, body.join('\n'), 'application/xml; charset=utf-8');
  });

  app.get(CRAWLER_FILES.articleFeed, async (c) => {
    const site = await siteOf(c);
    const brand = site.settings?.brandName ?? '';
    const list = mayGuestOpen(site, href('health-article-detail')) ? await listArticles(services.db.kysely, { page: 1, perPage: RSS_ARTICLES }) : { items: [] };
    const front = findSiteRoute('health-article');
    const title = `${brand} ${withBrand(front?.label ?? '건강 정보', brand)}`.trim();
    const items = list.items.map((a) => {
      const link = url(site, a.href);
      return [
        '<item>',
        `<title>${xml(a.title)}</title>`,
        `<link>${xml(link)}</link>`,
        `<guid isPermaLink="true">${xml(link)}</guid>`,
        `<description>${xml(a.summary)}</description>`,
        `<category>${xml(a.category.label)}</category>`,
        `<pubDate>${new Date(a.publishDate).toUTCString()}</pubDate>`,
        '</item>',
      ].join('');
    });
    const newest = list.items.map((a) => a.publishDate).sort().at(-1);
    const body = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
      '<channel>',
      `<title>${xml(title)}</title>`,
      `<link>${xml(url(site, href('health-article')))}</link>`,
      `<description>${xml(`${brand}의 강아지·고양이 건강 정보`)}</description>`,
      '<language>ko</language>',
      `<atom:link href="${xml(url(site, CRAWLER_FILES.articleFeed))}" rel="self" type="application/rss+xml"/>`,
      ...(newest ? [`<lastBuildDate>${new Date(newest).toUTCString()}</lastBuildDate>`] : []),
      ...items,
      '</channel>',
      '</rss>',
      '',
    ];
    return answer(c, body.join('\n'), 'application/rss+xml; charset=utf-8');
  });

  return app;
}

/** Whether a guest may open the path (the login-required paths staff set; maintenance is a pause, not a move). */
function mayGuestOpen(site: Site, path: string): boolean {
  if (!site.settings) return true;
  return checkAccess({ isGuest: true, config: { ...site.settings.config, IsMaintenance__c: false }, path }).allowed;
}

async function sitemapEntries(services: Services, site: Site, name: SitemapName): Promise<UrlEntry[]> {
  const db = services.db.kysely;
  const items = (kind: LinkKind) => liveItems(db, kind, site.now);
  const entries = await (async (): Promise<UrlEntry[]> => {
    switch (name) {
      case 'products':
        // The product pages' canonical address (their <link rel="canonical">), so both name one URL.
        return (await items('product')).map((item) => itemEntry({ ...item, path: productPath(item.id) }));
      case 'articles':
        return (await items('article')).map(itemEntry);
      case 'notices':
        return (await items('notice')).map(itemEntry);
      case 'brand':
      case 'events': {
        const pages = await items('brand-page');
        return pages.filter((p) => (findSiteRoute(p.id)?.area === 'recruitment') === (name === 'events')).map(itemEntry);
      }
      case 'pages': {
        // A brand page is listed in the brand or event sitemap, and only while it is live.
        const brandPages: ReadonlySet<string> = new Set(BRAND_PAGE_IDS);
        const lastOf = new Map<string, string | undefined>();
        for (const [routeId, kind] of Object.entries(LIST_OF)) {
          if (kind) lastOf.set(routeId, (await items(kind)).map((i) => i.lastChanged).sort().at(-1));
        }
        return indexableRoutes.filter((r) => !ITEM_ROUTES.has(r.id) && !brandPages.has(r.id)).map((r) => ({ path: r.path, lastmod: lastOf.get(r.id) }));
      }
    }
  })();
  return entries.filter((e) => mayGuestOpen(site, e.path.split('?')[0] ?? e.path));
}

function itemEntry(item: LiveItem): UrlEntry {
  return { path: item.path, lastmod: item.lastChanged, images: item.image ? [item.image] : [] };
}

function xml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

/** The body, with an ETag; a matching If-None-Match gets 304. */
function answer(c: Context<AppEnv>, body: string, type: string): Response {
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
  const headers = { 'Content-Type': type, 'Cache-Control': 'public, no-cache', ETag: etag };
  if (c.req.header('if-none-match') === etag) return c.body(null, 304, headers);
  return c.body(body, 200, headers);
}
