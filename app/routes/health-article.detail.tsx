import { data } from 'react-router';
import { getArticle, latestArticles } from '#app/features/articles/articles.server';
import { SPECIES_LABEL } from '#app/features/articles/article-types';
import { ArticleBody } from '#app/features/articles/components/ArticleBody';
import { ArticleGrid } from '#app/features/articles/components/ArticleCards';
import styles from '#app/features/articles/components/Articles.module.css';
import { RelatedProducts } from '#app/features/articles/components/RelatedProducts';
import { productsByCodes } from '#app/features/catalogue/products.server';
import { breadcrumbs } from '#app/lib/breadcrumbs';
import { formatDate } from '#app/lib/format';
import { useBrand } from '#app/lib/use-brand';
import { AppLink } from '#app/ui/link/AppLink';
import { PageFrame } from '#app/ui/shell/PageFrame';
import { RoutePage } from '#app/ui/shell/RoutePage';
import type { Route } from './+types/health-article.detail';
import { siteUrl } from '#app/lib/site-url';

export async function loader({ request, context }: Route.LoaderArgs) {
  const id = new URL(request.url).searchParams.get('id');
  if (!id) return { found: null, products: [], latest: await latestArticles(context.services, 6) };
  const found = await getArticle(context.services, id);
  if (!found) throw data('건강 정보를 찾을 수 없습니다.', { status: 404 });
  const products = await productsByCodes(context.services, found.article.productCodes, 4);
  return { found, products, latest: [] };
}

export const meta: Route.MetaFunction = ({ data: loaderData, matches }) => {
  const brand = (matches.find((m) => m?.id === 'root')?.data as { brand?: string } | undefined)?.brand ?? '';
  const article = loaderData?.found?.article;
  if (!article) return [{ title: `건강 정보 상세 | ${brand}` }, { name: 'description', content: `${brand} 건강 정보` }];
  return [
    { title: `${article.title} | ${brand}` },
    { name: 'description', content: article.summary },
    { property: 'og:type', content: 'article' },
    { property: 'og:title', content: article.title },
    { property: 'og:description', content: article.summary },
    { property: 'og:image', content: article.thumbnail.url },
  ];
};

/** An article: banner, blocks (sanitised HTML, CMS media, click-to-load video), tags, related articles and feeds. */
export default function ArticleDetail({ loaderData }: Route.ComponentProps) {
  const brand = useBrand();
  const { found, products, latest } = loaderData;
  if (!found) {
    return (
      <RoutePage routeId="health-article-detail" lead="읽고 싶은 글을 골라 주세요.">
        <ArticleGrid articles={latest} headingLevel={2} />
        <p className={styles.actions}>
          <AppLink href="/health-article/list" className="btn">
            건강 정보 목록
          </AppLink>
        </p>
      </RoutePage>
    );
  }
  const { article, related } = found;
  return (
    <PageFrame title={article.title} crumbs={breadcrumbs('health-article-detail', brand)}>
      <article className={styles.detail} aria-labelledby="article-title">
        <p className={styles.detailMeta}>
          <AppLink href={`/health-article/list?category=${article.category.id}`} className={styles.badge}>
            {article.category.label}
          </AppLink>
          <span>{SPECIES_LABEL[article.species]}</span>
          <time dateTime={article.publishDate}>{formatDate(article.publishDate)}</time>
          <span>{article.readingMinutes}분 읽기</span>
        </p>
        <p className={styles.lead}>{article.summary}</p>
        <figure className={styles.banner}>
          <img
            src={siteUrl(article.contentBody.bannerImage.url)}
            alt={article.contentBody.bannerImage.altText}
            width={article.contentBody.bannerImage.width}
            height={article.contentBody.bannerImage.height}
            fetchPriority="high"
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
            <ul className={styles.tags}>
              {article.tags.map((t) => (
                <li key={t.id}>
                  <AppLink href={`/health-article/tag?tag=${t.id}`} className={styles.tag}>
                    #{t.label}
                  </AppLink>
                </li>
              ))}
            </ul>
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
        <AppLink href={`/health-article/list?category=${article.category.id}`} className="btn btn--ghost">
          {article.category.label} 글 더 보기
        </AppLink>
        <AppLink href="/health-article/list" className="btn">
          목록으로
        </AppLink>
      </p>
    </PageFrame>
  );
}
