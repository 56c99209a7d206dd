import { ArticleGrid } from '#app/features/articles/components/ArticleCards';
import styles from '#app/features/articles/components/Articles.module.css';
import { CategoryTabs } from '#app/features/articles/components/CategoryNav';
import { Paginator } from '#app/ui/paginator/Paginator';
import { RoutePage } from '#app/ui/shell/RoutePage';
import { loadArticleList } from '#app/features/articles/pages/articles.server';
import type { Route } from './+types/health-article.list';
import { href } from '#app/config/href';

export const loader = (args: Route.LoaderArgs) => loadArticleList(args);

/** Articles by top category (SPEC 9.10), newest first, ten a page. */
export default function ArticleList({ loaderData }: Route.ComponentProps) {
  const { categories, category, list, total } = loaderData;
  const base = category ? `${href('health-article-list')}?category=${category.id}&` : `${href('health-article-list')}?`;
  return (
    <RoutePage routeId="health-article-list" lead={category ? category.description : '모든 건강 정보를 최신순으로 모았어요.'}>
      <CategoryTabs categories={categories} current={category?.id ?? null} total={total} />
      <h2 className={styles.sectionTitle}>
        {category ? category.label : '전체'} <span className={styles.count}>총 {list.total}건</span>
      </h2>
      {list.items.length === 0 ? (
        <p className={styles.empty}>아직 이 카테고리에 올라온 글이 없어요.</p>
      ) : (
        <ArticleGrid articles={list.items} eagerFirst />
      )}
      <Paginator totalEntries={list.total} perPage={list.perPage} page={list.page} hrefForPage={(p) => `${base}page=${p}`} label="건강 정보 목록 페이지" />
    </RoutePage>
  );
}
