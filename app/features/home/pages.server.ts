import { latestArticles } from '#app/features/articles/articles.server';
import { attachFeaturedProducts } from '#app/features/catalogue/home-featured.server';
import { formatDate } from '#app/lib/format';
import type { PageArgs } from '#app/lib/page-args';
import { normaliseSections } from '#app/ui/layout/layout-model';
import { fillWidgets, getPageSections, type LatestArticleItem, validHomeWidgets, widgetLimit } from './home.server';

/** The home page: its stored layout, with live data on the widgets that show it (one query each, only when the layout has them). */
export async function loadHome({ context }: PageArgs) {
  const { services } = context;
  const sections = validHomeWidgets(normaliseSections(await getPageSections(services, 'home')));
  const articleLimit = widgetLimit(sections, 'latest-articles');
  const articles = articleLimit > 0 ? await latestArticles(services, articleLimit) : [];
  const withArticles = fillWidgets(sections, 'latest-articles', (w) => ({
    ...w,
    items: articles.slice(0, Number(w.limit ?? 4)).map(
      (a): LatestArticleItem => ({
        href: a.href,
        title: a.title,
        summary: a.summary,
        category: a.category.label,
        date: formatDate(a.publishDate),
        image: { src: a.thumbnail.url, width: a.thumbnail.width, height: a.thumbnail.height },
      }),
    ),
  }));
  return { sections: await attachFeaturedProducts(services, withArticles) };
}
