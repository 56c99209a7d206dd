import styles from '#app/features/customer-center/components/CustomerCenter.module.css';
import { NewsList } from '#app/features/customer-center/components/NewsList';
import { loadNewsList } from '#app/features/customer-center/pages/customer-center.server';
import { Paginator } from '#app/ui/paginator/Paginator';
import { RoutePage } from '#app/ui/shell/RoutePage';
import type { Route } from './+types/customer-center.news';
import { href } from '#app/config/href';

export const loader = (args: Route.LoaderArgs) => loadNewsList(args);

/** Notices in the SPEC 9.4 order, ten a page. */
export default function News({ loaderData }: Route.ComponentProps) {
  const { list } = loaderData;
  return (
    <RoutePage routeId="news" lead="서비스 소식과 이벤트, 점검 안내를 알려 드려요.">
      <p className={styles.count}>총 {list.total}건</p>
      <NewsList items={list.items} />
      <Paginator totalEntries={list.total} perPage={list.perPage} page={list.page} hrefForPage={(p) => href('news', { page: p })} label="공지사항 페이지" />
    </RoutePage>
  );
}
