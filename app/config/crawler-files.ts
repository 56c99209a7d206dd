/**
 * The files crawlers read, served by server/adapters/http/crawler-routes.ts (not pages: no route
 * module). The sitemaps are `${sitemaps}/{name}.xml`.
 */
export const CRAWLER_FILES = {
  robots: '/robots.txt',
  sitemapIndex: '/sitemap.xml',
  sitemaps: '/sitemaps',
  /** The RSS 2.0 feed of health articles. */
  articleFeed: '/health-article/rss.xml',
} as const;
