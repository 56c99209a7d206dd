import styles from '#app/features/customer-center/components/CustomerCenter.module.css';
import { NewsList } from '#app/features/customer-center/components/NewsList';
import { NEWS_PER_PAGE } from '#app/features/customer-center/cc-types';
import { listNews } from '#app/features/customer-center/customer-center.server';
import { normalisePage } from '#app/ui/paginator/paginator';
import { Paginator } from '#app/ui/paginator/Paginator';
import { RoutePage } from '#app/ui/shell/RoutePage';
import type { Route } from './+types/customer-center.news';

export async function loader({ request, context }: Route.LoaderArgs) {
  const page = normalisePage(new URL(request.url).searchParams.get('page'));
  return { list: await listNews(context.services, { page, perPage: NEWS_PER_PAGE }) };
}

/** Notices in the SPEC 9.4 order, ten a page. */
export default function News({ loaderData }: Route.ComponentProps) {
  const { list } = loaderData;
  return (
    <RoutePage routeId="news" lead="서비스 소식과 이벤트, 점검 안내를 알려 드려요.">
      <p className={styles.count}>총 {list.total}건</p>
      <NewsList items={list.items} />
      <Paginator totalEntries={list.total} perPage={list.perPage} page={list.page} hrefForPage={(p) => `/customer-center/news?page=${p}`} label="공지사항 페이지" />
    </RoutePage>
  );
}
