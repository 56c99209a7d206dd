import { latestArticles } from '#app/features/articles/data/articles.server';
import { attachFeaturedProducts } from '#app/features/catalogue/home-featured.server';
import { formatDate } from '#app/lib/format';
import type { PageArgs } from '#app/page-kit/page-args';
import type { DbConn } from '#server/platform/db/database';
import { normaliseSections } from '#app/ui/layout/layout-model';
import { previewRequested } from '#app/staff-kit/page-helpers.server';
import { resolveLinkRefs } from '#app/staff-kit/data/link-targets.server';
import { widgetLinkValues, withRenderedLinks } from '../home-links';
import { fillWidgets, getPageSections, type LatestArticleItem, liveBannersOnly, validHomeWidgets, widgetLimit } from '../data/home.server';

/** The newest health articles as the latest-articles widget shows them (the page, and the editor's preview). */
export async function latestArticleItems(db: DbConn, limit: number): Promise<LatestArticleItem[]> {
  const articles = await latestArticles(db, limit);
  return articles.map((a) => ({
    href: a.href,
    title: a.title,
    summary: a.summary,
    category: a.category.label,
    date: formatDate(a.publishDate),
    image: { src: a.thumbnail.url, width: a.thumbnail.width, height: a.thumbnail.height },
  }));
}

/**
 * The home page: its published layout, with live data on the widgets that show it (one query
 * each, only when the layout has them) and only the banners inside their display period. Staff
 * with `?preview=1` see the draft of the home editor instead (such a page is never cached).
 */
export async function loadHome(args: PageArgs) {
  const { services } = args.context;
  const preview = previewRequested(args);
  const stored = validHomeWidgets(normaliseSections(await getPageSections(services.db.kysely, 'home', { draft: preview })));
  const now = new Date().toISOString();
  // Picked links (a campaign, a product…) are looked up now: today's address, or no link when
  // the item is gone or not public.
  const resolved = await resolveLinkRefs(services.db.kysely, widgetLinkValues(stored), now);
  const sections = withRenderedLinks(liveBannersOnly(stored, now), resolved);
  const articleLimit = widgetLimit(sections, 'latest-articles');
  const articles = articleLimit > 0 ? await latestArticleItems(services.db.kysely, articleLimit) : [];
  const withArticles = fillWidgets(sections, 'latest-articles', (w) => ({ ...w, items: articles.slice(0, Number(w.limit ?? 4)) }));
  return { sections: await attachFeaturedProducts(services, withArticles), preview };
}
