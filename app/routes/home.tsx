import { latestArticles } from '#app/features/articles/articles.server';
import { attachFeaturedProducts } from '#app/features/catalogue/home-featured.server';
import { fillWidgets, getPageSections, type LatestArticleItem, validHomeWidgets, widgetLimit } from '#app/features/home/home.server';
import { formatDate } from '#app/lib/format';
import { renderHomeWidget } from '#app/features/home/components/HomeWidgets';
import { normaliseSections } from '#app/ui/layout/layout-model';
import { LayoutSection } from '#app/ui/layout/LayoutSection';
import type { Route } from './+types/home';

export async function loader({ context }: Route.LoaderArgs) {
  const sections = validHomeWidgets(normaliseSections(await getPageSections(context.services, 'home')));
  // Widgets that show live data get it here: one query each, only when the layout has them.
  const articleLimit = widgetLimit(sections, 'latest-articles');
  const articles = articleLimit > 0 ? await latestArticles(context.services, articleLimit) : [];
  const filled = {
    sections: fillWidgets(sections, 'latest-articles', (w) => ({
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
    })),
  };
  return { sections: await attachFeaturedProducts(context.services, filled.sections) };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      {loaderData.sections.map((section, i) => (
        <LayoutSection
          key={section.sectionKey}
          section={section}
          renderComponent={renderHomeWidget}
          backgroundLoading={i === 0 ? 'eager' : 'lazy'}
          className="shell"
        />
      ))}
    </>
  );
}
