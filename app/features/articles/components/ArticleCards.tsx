import { formatDate } from '#app/lib/format';
import { AppLink } from '#app/ui/link/AppLink';
import { type ArticleCard as Card } from '../article-types';
import styles from './Articles.module.css';
import { type ImagePriority, SiteImage } from '#app/ui/image/SiteImage';
import { speciesLabel } from '#app/features/pets/species';

/** One article in a list: picture, category, title, summary, date. The title is the link. */
function ArticleCard({ article, headingLevel = 3, priority = 'lazy' }: { article: Card; headingLevel?: 2 | 3; priority?: ImagePriority }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={styles.card}>
      <SiteImage className={styles.cardImage} src={article.thumbnail.url} alt="" width={article.thumbnail.width} height={article.thumbnail.height} sizes="(min-width: 1024px) 380px, 100vw" priority={priority} />
      <div className={styles.cardBody}>
        <p className={styles.cardMeta}>
          <span className={styles.badge}>{article.category.label}</span>
          <span>{speciesLabel(article.species)}</span>
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
          <ArticleCard article={a} headingLevel={headingLevel} priority={!eagerFirst || i > 1 ? 'lazy' : i === 0 ? 'lcp' : 'eager'} />
        </li>
      ))}
    </ul>
  );
}
