import { NewsArticle, NewsPicker } from '#app/features/customer-center/components/NewsArticle';
import { loadNewsDetails } from '#app/features/customer-center/pages/customer-center.server';
import { breadcrumbs } from '#app/config/breadcrumbs';
import { useBrand } from '#app/ui/shell/use-brand';
import { PageFrame } from '#app/ui/shell/PageFrame';
import { RoutePage } from '#app/ui/shell/RoutePage';
import type { Route } from './+types/customer-center.news.details';

export const loader = (args: Route.LoaderArgs) => loadNewsDetails(args);

export const meta: Route.MetaFunction = ({ data: loaderData, matches }) => {
  const brand = (matches.find((m) => m?.id === 'root')?.data as { brand?: string } | undefined)?.brand ?? '';
  const item = loaderData?.found?.item;
  return [{ title: `${item ? item.Title : '공지사항 상세'} | ${brand}` }, { name: 'description', content: item ? `${brand} 공지사항: ${item.Title}` : `${brand} 공지사항` }];
};

/** One notice with the ones before and after it in the list order; without an id, the latest notices. */
export default function NewsDetails({ loaderData }: Route.ComponentProps) {
  const brand = useBrand();
  const { found, recent } = loaderData;
  if (!found) {
    return (
      <RoutePage routeId="news-details" lead="읽을 공지사항을 골라 주세요.">
        <NewsPicker items={recent} />
      </RoutePage>
    );
  }
  return (
    <PageFrame title={found.item.Title} crumbs={breadcrumbs('news-details', brand)}>
      <NewsArticle {...found} />
    </PageFrame>
  );
}
