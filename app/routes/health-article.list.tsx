import { data } from 'react-router';
import { getCategoryTree, listArticles } from '#app/features/articles/articles.server';
import { ARTICLES_PER_PAGE } from '#app/features/articles/article-types';
import { ArticleGrid } from '#app/features/articles/components/ArticleCards';
import styles from '#app/features/articles/components/Articles.module.css';
import { CategoryTabs } from '#app/features/articles/components/CategoryNav';
import { normalisePage } from '#app/ui/paginator/paginator';
import { Paginator } from '#app/ui/paginator/Paginator';
import { RoutePage } from '#app/ui/shell/RoutePage';
import type { Route } from './+types/health-article.list';

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const categoryId = url.searchParams.get('category') || null;
  const categories = await getCategoryTree(context.services);
  const category = categoryId ? categories.find((c) => c.id === categoryId) : undefined;
  if (categoryId && !category) throw data('카테고리를 찾을 수 없습니다.', { status: 404 });
  const list = await listArticles(context.services, { categoryId: category?.id, page: normalisePage(url.searchParams.get('page')), perPage: ARTICLES_PER_PAGE });
  const total = categories.reduce((n, c) => n + c.articleCount, 0);
  return { categories, category: category ?? null, list, total };
}

/** Articles by top category (SPEC 9.10), newest first, ten a page. */
export default function ArticleList({ loaderData }: Route.ComponentProps) {
  const { categories, category, list, total } = loaderData;
  const base = category ? `/health-article/list?category=${category.id}&` : '/health-article/list?';
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
