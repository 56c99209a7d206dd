import { data } from 'react-router';
import { getCategoryTree, listArticles } from '#app/features/articles/articles.server';
import { ARTICLES_PER_PAGE } from '#app/features/articles/article-types';
import { ArticleGrid } from '#app/features/articles/components/ArticleCards';
import styles from '#app/features/articles/components/Articles.module.css';
import { TagCloud } from '#app/features/articles/components/CategoryNav';
import { normalisePage } from '#app/ui/paginator/paginator';
import { Paginator } from '#app/ui/paginator/Paginator';
import { RoutePage } from '#app/ui/shell/RoutePage';
import type { Route } from './+types/health-article.tag';

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const tagId = url.searchParams.get('tag') || null;
  const categories = await getCategoryTree(context.services);
  const parent = tagId ? categories.find((c) => c.tags.some((t) => t.id === tagId)) : undefined;
  const tag = parent?.tags.find((t) => t.id === tagId);
  if (tagId && !tag) throw data('태그를 찾을 수 없습니다.', { status: 404 });
  const list = tag ? await listArticles(context.services, { tagId: tag.id, page: normalisePage(url.searchParams.get('page')), perPage: ARTICLES_PER_PAGE }) : null;
  return { categories, tag: tag ? { id: tag.id, label: tag.label, category: parent!.label } : null, list };
}

/** Articles by lvl_2 tag (SPEC 9.10); without a tag, every tag to choose from. */
export default function ArticlesByTag({ loaderData }: Route.ComponentProps) {
  const { categories, tag, list } = loaderData;
  return (
    <RoutePage routeId="health-article-tag" lead={tag ? `${tag.category} · #${tag.label} 태그가 달린 글이에요.` : '관심 있는 태그를 고르면 관련 글을 모아 보여 드려요.'}>
      <TagCloud categories={categories} current={tag?.id ?? null} />
      {tag && list && (
        <section aria-labelledby="tag-articles">
          <h2 id="tag-articles" className={styles.sectionTitle}>
            #{tag.label} <span className={styles.count}>총 {list.total}건</span>
          </h2>
          {list.items.length === 0 ? <p className={styles.empty}>아직 이 태그가 달린 글이 없어요.</p> : <ArticleGrid articles={list.items} eagerFirst />}
          <Paginator totalEntries={list.total} perPage={list.perPage} page={list.page} hrefForPage={(p) => `/health-article/tag?tag=${tag.id}&page=${p}`} label="태그별 건강 정보 페이지" />
        </section>
      )}
    </RoutePage>
  );
}
