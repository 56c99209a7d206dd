import { ArticleGrid } from '#app/features/articles/components/ArticleCards';
import styles from '#app/features/articles/components/Articles.module.css';
import { CategoryTree } from '#app/features/articles/components/CategoryNav';
import { AppLink } from '#app/ui/link/AppLink';
import { RoutePage } from '#app/ui/shell/RoutePage';
import { loadArticlesFront } from '#app/features/articles/pages/articles.server';
import type { Route } from './+types/health-article';
import { href } from '#app/config/href';

export const loader = (args: Route.LoaderArgs) => loadArticlesFront(args);

/** The articles' front page: the SPEC 9.10 category tree with its tags, and the newest articles. */
export default function HealthArticles({ loaderData }: Route.ComponentProps) {
  return (
    <RoutePage routeId="health-article" lead="수의사와 영양 전문가가 정리한 강아지·고양이 건강 이야기. 궁금한 주제를 골라 보세요.">
      <section aria-labelledby="latest-articles">
        <div className={styles.sectionHead}>
          <h2 id="latest-articles" className={styles.sectionTitle}>
            새로 올라온 글
          </h2>
          <AppLink href={href('health-article-list')} className={styles.more}>
            전체 글 보기
          </AppLink>
        </div>
        <ArticleGrid articles={loaderData.latest} eagerFirst />
      </section>
      <section aria-labelledby="article-categories" className={styles.section}>
        <div className={styles.sectionHead}>
          <h2 id="article-categories" className={styles.sectionTitle}>
            주제별로 보기
          </h2>
          <AppLink href={href('health-article-tag')} className={styles.more}>
            태그 전체 보기
          </AppLink>
        </div>
        <CategoryTree categories={loaderData.categories} headingLevel={3} />
      </section>
    </RoutePage>
  );
}
