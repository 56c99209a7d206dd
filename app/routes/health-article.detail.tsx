import { ArticleDetailView, ArticlePicker } from '#app/features/articles/components/ArticleDetailView';
import { loadArticleDetail } from '#app/features/articles/pages/articles.server';
import { breadcrumbs } from '#app/config/breadcrumbs';
import { useBrand } from '#app/ui/shell/use-brand';
import { PageFrame } from '#app/ui/shell/PageFrame';
import { RoutePage } from '#app/ui/shell/RoutePage';
import type { Route } from './+types/health-article.detail';

export const loader = (args: Route.LoaderArgs) => loadArticleDetail(args);

export const meta: Route.MetaFunction = ({ data: loaderData, matches }) => {
  const brand = (matches.find((m) => m?.id === 'root')?.data as { brand?: string } | undefined)?.brand ?? '';
  const article = loaderData?.found?.article;
  if (!article) return [{ title: `건강 정보 상세 | ${brand}` }, { name: 'description', content: `${brand} 건강 정보` }];
  return [
    { title: `${article.title} | ${brand}` },
    { name: 'description', content: article.summary },
    { property: 'og:type', content: 'article' },
    { property: 'og:title', content: article.title },
    { property: 'og:description', content: article.summary },
    { property: 'og:image', content: article.thumbnail.url },
  ];
};

/** An article with its related articles and feeds; without an id, the newest articles to choose from. */
export default function ArticleDetail({ loaderData }: Route.ComponentProps) {
  const brand = useBrand();
  const { found, products, latest } = loaderData;
  if (!found) {
    return (
      <RoutePage routeId="health-article-detail" lead="읽고 싶은 글을 골라 주세요.">
        <ArticlePicker articles={latest} />
      </RoutePage>
    );
  }
  return (
    <PageFrame title={found.article.title} crumbs={breadcrumbs('health-article-detail', brand)}>
      <ArticleDetailView article={found.article} related={found.related} products={products} />
    </PageFrame>
  );
}
