import { formatDate } from '#app/lib/format';
import { AppLink } from '#app/ui/link/AppLink';
import { type ArticleCard as Card, SPECIES_LABEL } from '../article-types';
import styles from './Articles.module.css';
import { siteUrl } from '#app/lib/site-url';

/** One article in a list: picture, category, title, summary, date. The title is the link. */
export function ArticleCard({ article, headingLevel = 3, eager = false }: { article: Card; headingLevel?: 2 | 3; eager?: boolean }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={styles.card}>
      <img
        className={styles.cardImage}
        src={siteUrl(article.thumbnail.url)}
        alt=""
        width={article.thumbnail.width}
        height={article.thumbnail.height}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
      />
      <div className={styles.cardBody}>
        <p className={styles.cardMeta}>
          <span className={styles.badge}>{article.category.label}</span>
          <span>{SPECIES_LABEL[article.species]}</span>
        </p>
        <Heading className={styles.cardTitle}>
          <AppLink href={article.href} className={styles.cardLink}>
            {article.title}
          </AppLink>
        </Heading>
        <p className={styles.cardSummary}>{article.summary}</p>
        <p className={styles.cardFoot}>
          <time dateTime={article.publishDate}>{formatDate(article.publishDate)}</time>
          <span aria-hidden="true"> · </span>
          <span>{article.readingMinutes}분 읽기</span>
        </p>
      </div>
    </article>
  );
}

export function ArticleGrid({ articles, headingLevel = 3, eagerFirst = false }: { articles: Card[]; headingLevel?: 2 | 3; eagerFirst?: boolean }) {
  return (
    <ul className={styles.grid}>
      {articles.map((a, i) => (
        <li key={a.Id}>
          <ArticleCard article={a} headingLevel={headingLevel} eager={eagerFirst && i < 2} />
        </li>
      ))}
    </ul>
  );
}
