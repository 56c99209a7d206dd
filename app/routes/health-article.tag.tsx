import { ArticleGrid } from '#app/features/articles/components/ArticleCards';
import styles from '#app/features/articles/components/Articles.module.css';
import { TagCloud } from '#app/features/articles/components/CategoryNav';
import { Paginator } from '#app/ui/paginator/Paginator';
import { RoutePage } from '#app/ui/shell/RoutePage';
import { loadArticlesByTag } from '#app/features/articles/pages/articles.server';
import type { Route } from './+types/health-article.tag';
import { href } from '#app/config/href';

export const loader = (args: Route.LoaderArgs) => loadArticlesByTag(args);

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
          <Paginator totalEntries={list.total} perPage={list.perPage} page={list.page} hrefForPage={(p) => href('health-article-tag', { tag: tag.id, page: p })} label="태그별 건강 정보 페이지" />
        </section>
      )}
    </RoutePage>
  );
}
