import { data } from 'react-router';
import { newsHref } from '#app/features/customer-center/cc-types';
import styles from '#app/features/customer-center/components/CustomerCenter.module.css';
import { NewsList } from '#app/features/customer-center/components/NewsList';
import { getNews, listNews } from '#app/features/customer-center/customer-center.server';
import { isPinned } from '#app/features/customer-center/news-order';
import { breadcrumbs } from '#app/lib/breadcrumbs';
import { formatDate } from '#app/lib/format';
import { useBrand } from '#app/lib/use-brand';
import { AppLink } from '#app/ui/link/AppLink';
import { PageFrame } from '#app/ui/shell/PageFrame';
import { RoutePage } from '#app/ui/shell/RoutePage';
import type { Route } from './+types/customer-center.news.details';

export async function loader({ request, context }: Route.LoaderArgs) {
  const id = new URL(request.url).searchParams.get('id');
  if (!id) return { found: null, recent: (await listNews(context.services, { page: 1, perPage: 5 })).items };
  const found = await getNews(context.services, id);
  if (!found) throw data('공지사항을 찾을 수 없습니다.', { status: 404 });
  return { found, recent: [] };
}

export const meta: Route.MetaFunction = ({ data: loaderData, matches }) => {
  const brand = (matches.find((m) => m?.id === 'root')?.data as { brand?: string } | undefined)?.brand ?? '';
  const item = loaderData?.found?.item;
  return [{ title: `${item ? item.Title : '공지사항 상세'} | ${brand}` }, { name: 'description', content: item ? `${brand} 공지사항: ${item.Title}` : `${brand} 공지사항` }];
};

/** One notice with the ones before and after it in the list order. */
export default function NewsDetails({ loaderData }: Route.ComponentProps) {
  const brand = useBrand();
  const { found, recent } = loaderData;
  if (!found) {
    return (
      <RoutePage routeId="news-details" lead="읽을 공지사항을 골라 주세요.">
        <NewsList items={recent} />
        <p className={styles.actions}>
          <AppLink href="/customer-center/news" className="btn">
            공지사항 목록
          </AppLink>
        </p>
      </RoutePage>
    );
  }
  const { item, previous, next } = found;
  return (
    <PageFrame title={item.Title} crumbs={breadcrumbs('news-details', brand)}>
      <p className={styles.detailMeta}>
        {isPinned(item) && <span className={styles.pin}>공지</span>}
        <span>{item.Category}</span>
        <time dateTime={item.PublishDate__c}>{formatDate(item.PublishDate__c)}</time>
      </p>
      <div className={`${styles.detailBody} ${styles.prose}`} dangerouslySetInnerHTML={{ __html: item.BodyHtml }} />
      <nav aria-label="이전 글, 다음 글">
        <ul className={styles.neighbours}>
          <li>
            <span>이전 글</span>
            {previous ? <AppLink href={newsHref(previous.Id)}>{previous.Title}</AppLink> : <span className={styles.count}>이전 글이 없습니다.</span>}
          </li>
          <li>
            <span>다음 글</span>
            {next ? <AppLink href={newsHref(next.Id)}>{next.Title}</AppLink> : <span className={styles.count}>다음 글이 없습니다.</span>}
          </li>
        </ul>
      </nav>
      <p className={styles.actions}>
        <AppLink href="/customer-center/news" className="btn">
          목록
        </AppLink>
      </p>
    </PageFrame>
  );
}
