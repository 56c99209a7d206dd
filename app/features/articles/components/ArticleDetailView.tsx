import { formatDate } from '#app/lib/format';
import { AppLink } from '#app/ui/link/AppLink';
import { type ArticleCard, type ArticleDetail } from '../article-types';
import { ArticleBody } from './ArticleBody';
import { ArticleGrid } from './ArticleCards';
import { TagLinks } from './CategoryNav';
import styles from './Articles.module.css';
import type { ProductTileData } from '#app/features/catalogue/components/ProductTiles';
import { RelatedProducts } from './RelatedProducts';
import { SiteImage } from '#app/ui/image/SiteImage';
import { speciesLabel } from '#app/features/pets/species';
import { href } from '#app/config/href';

/** An article: banner, blocks (sanitised HTML, CMS media, click-to-load video), tags, related articles and feeds. */
export function ArticleDetailView({ article, related, products }: { article: ArticleDetail; related: ArticleCard[]; products: ProductTileData[] }) {
  return (
    <>
      <article className={styles.detail} aria-labelledby="article-title">
        <p className={styles.detailMeta}>
          <AppLink href={href('health-article-list', { category: article.category.id })} className={styles.badge}>
            {article.category.label}
          </AppLink>
          <span>{speciesLabel(article.species)}</span>
          <time dateTime={article.publishDate}>{formatDate(article.publishDate)}</time>
          <span>{article.readingMinutes}분 읽기</span>
        </p>
        <p className={styles.lead}>{article.summary}</p>
        <figure className={styles.banner}>
          <SiteImage
            src={article.contentBody.bannerImage.url}
            alt={article.contentBody.bannerImage.altText}
            width={article.contentBody.bannerImage.width}
            height={article.contentBody.bannerImage.height}
            priority="lcp"
          />
        </figure>
        <ArticleBody blocks={article.contentBody.blocks} />
        <div className={styles.byline}>
          <p>글: {article.author}</p>
          {article.reviewer && <p>감수: {article.reviewer}</p>}
          <p>이 글은 일반적인 건강 정보예요. 아이의 상태에 맞는 진단과 치료는 동물병원에서 받아 주세요.</p>
        </div>
        {article.tags.length > 0 && (
          <div className={styles.detailTags}>
            <h2 className="visually-hidden">태그</h2>
            <TagLinks tags={article.tags} />
          </div>
        )}
      </article>
      <RelatedProducts products={products} />
      {related.length > 0 && (
        <section aria-labelledby="related-articles" className={styles.section}>
          <h2 id="related-articles" className={styles.sectionTitle}>
            함께 읽으면 좋은 글
          </h2>
          <ArticleGrid articles={related} />
        </section>
      )}
      <p className={styles.actions}>
        <AppLink href={href('health-article-list', { category: article.category.id })} className="btn btn--ghost">
          {article.category.label} 글 더 보기
        </AppLink>
        <AppLink href={href('health-article-list')} className="btn">
          목록으로
        </AppLink>
      </p>
    </>
  );
}

/** /health-article/detail without an id: the newest articles to choose from. */
export function ArticlePicker({ articles }: { articles: ArticleCard[] }) {
  return (
    <>
      <ArticleGrid articles={articles} headingLevel={2} />
      <p className={styles.actions}>
        <AppLink href={href('health-article-list')} className="btn">
          건강 정보 목록
        </AppLink>
      </p>
    </>
  );
}
