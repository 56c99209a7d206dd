import { Suspense, useEffect } from 'react';
import { recordViewedProduct } from '#app/lib/guest-storage';
import { AppLink } from '#app/ui/link/AppLink';
import { internalCode, sortCodes } from '../internal-codes';
import { formatKg, isTreat as isTreatName, LIFE_STAGE_LABEL, packageText, productFacts, SIZE_TEXT } from '../labels';
import { productListHref } from '../product-filters';
import { type ProductDetail, type ProductSummary, salePrice } from '../product-types';
import type { FeedingGuide } from '../data/products.server';
import type { ReadingLink, RelatedArticle } from '../related-reading';
import { BookmarkButton } from './BookmarkButton';
import { absoluteUrl, ShareButton } from './KakaoShareButton';
import { ProductNextSteps, type ProductNextStepsData } from './ProductNextSteps';
import { Price } from './Price';
import { PurchaseLinks } from './PurchaseLinks';
import { LaterRecentlyViewed } from './LaterRecentlyViewed';
import styles from './ProductDetail.module.css';
import { hasVariants } from '#app/lib/responsive-image';
import { MetaLine } from '#app/ui/meta-line/MetaLine';
import { SiteImage } from '#app/ui/image/SiteImage';
import { speciesLabel } from '#app/features/pets/species';
import { href } from '#app/config/href';
import { formatNumber } from '#app/lib/format';
import { lazyWhenNeeded } from '#app/ui/lazy/lazy-when-needed';

export interface ProductDetailViewProps {
  product: ProductDetail;
  bookmarked: boolean;
  guide: FeedingGuide | null;
  related: ProductSummary[];
  articles: RelatedArticle[];
  reading: ReadingLink[];
  isGuest: boolean;
  kakaoJsKey: string | null;
  next: ProductNextStepsData;
}

const OWN_GUIDE_NOTE = '하루 급여량을 2~3번에 나누어 주세요. 나이, 활동량, 체형에 따라 10% 안팎으로 조절하고, 신선한 물을 늘 충분히 준비해 주세요.';
const TREAT_NOTE = '간식은 하루 필요 열량의 10%를 넘지 않게 주세요. 표의 양은 하루 최대 급여량이에요.';

/**
 * The related products at the foot of the page (issue 27): the server writes the cards as before;
 * in the browser their code (the product card's, 1–2 KB as sent) is fetched and they hydrate
 * only when the person scrolls or interacts, or the section nears the screen. Until then they
 * are the server's HTML: their links work as plain links. On a page reached by client-side
 * navigation they render at once.
 */
const RelatedProductCards = lazyWhenNeeded<{ products: ProductSummary[] }>(() => import('./RelatedProductCards').then((m) => ({ default: m.RelatedProductCards })), 'related');

export function ProductDetailView({ product, bookmarked, guide, related, articles, reading, isGuest, kakaoJsKey, next }: ProductDetailViewProps) {
  useEffect(() => {
    // SPEC 6: guests' viewed products are kept in local storage (SPEC 3.8, 9.3).
    if (isGuest) recordViewedProduct(product);
  }, [isGuest, product]);

  const codes = sortCodes(product.InternalCodes)
    .map((code) => internalCode(code))
    .filter((c) => c !== undefined);
  // Dry feeds follow the health programs' daily gram table (SPEC 9.9, "체중 유지"), scaled to this feed.
  const healthText =
    guide?.source === 'health'
      ? {
          title: '하루 급여량 (체중 유지 기준)',
          note: `건강 케어 프로그램의 하루 급여량 표(정상 체중, 활동량 보통)를 이 사료의 열량(${formatNumber(product.KcalPerKg)}kcal/kg)에 맞춰 계산했어요. 체중 관리가 필요하면 BCS 체크 결과의 급여량을 따라 주세요.`,
        }
      : undefined;
  const isTreat = isTreatName(product.Name);

  return (
    <>
      <div className={styles.top}>
        <div className={styles.gallery}>
          {product.Images.length === 0 ? (
            <SiteImage src={product.ThumbnailImageUrl__c} alt={product.Name} width={800} height={800} sizes="(min-width: 64.0625em) 560px, 100vw" priority="lcp" />
          ) : (
            product.Images.map((image, i) => (
              <SiteImage
                key={image.url}
                src={image.url}
                sizes={i === 0 ? '(min-width: 64.0625em) 560px, 100vw' : '(min-width: 64.0625em) 180px, 33vw'}
                alt={image.alt}
                width={image.width}
                height={image.height}
                className={i === 0 ? undefined : styles.thumb}
                priority={i === 0 ? 'lcp' : 'lazy'}
                {...(hasVariants(image.url) && { variants: 'pipeline' as const })}
              />
            ))
          )}
          {product.IsVet && <p className={styles.vet}>수의사 처방식: 수의사와 상담한 뒤 급여해 주세요.</p>}
        </div>
        <div className={styles.info}>
          <MetaLine className={styles.facts} items={productFacts(product)} />
          <p className={styles.summary}>{product.Summary}</p>
          {codes.length > 0 && (
            <ul className={styles.codes} aria-label="도움을 주는 건강 고민">
              {codes.map((c) => (
                <li key={c.code}>
                  <AppLink href={productListHref({ feed: 'fullList', species: c.species, codes: [c.code], sort: 'recommended', page: 1 })}>
                    {speciesLabel(c.species)} {c.title}
                  </AppLink>
                </li>
              ))}
            </ul>
          )}
          <Price price={product.Price} discountRate={product.DiscountRate} size="large" />
          <dl className={styles.specs}>
            <div>
              <dt>용량</dt>
              <dd>{packageText(product.PackageGrams)}</dd>
            </div>
            <div>
              <dt>급여 대상</dt>
              <dd>
                {speciesLabel(product.Species__c)} · {LIFE_STAGE_LABEL[product.LifeStage]}
                {product.Species__c === 'Dog' ? ` · ${SIZE_TEXT[product.Size]}` : ''}
              </dd>
            </div>
            <div>
              <dt>열량</dt>
              <dd>{formatNumber(product.KcalPerKg)}kcal/kg</dd>
            </div>
          </dl>
          <PurchaseLinks links={product.PurchaseLinks} />
          <div className={styles.actions}>
            <BookmarkButton productId={product.Id} productName={product.Name} bookmarked={bookmarked} isGuest={isGuest} variant="labelled" />
            <ShareButton
              appKey={kakaoJsKey}
              input={() => ({
                kind: 'commerce',
                title: product.Summary,
                imageUrl: absoluteUrl(product.ThumbnailImageUrl__c),
                imageWidth: 800,
                imageHeight: 800,
                url: absoluteUrl(`${href('product-detail')}/?id=${encodeURIComponent(product.Id)}`),
                productName: product.Name,
                regularPrice: product.Price,
                discountPrice: salePrice(product.Price, product.DiscountRate),
                discountRate: String(product.DiscountRate),
              })}
            />
          </div>
          <AppLink href={href('custom-feed-prescription', { species: product.Species__c, product: product.Id })} className={styles.calcLink}>
            다른 사료와 급여량 비교하기 →
          </AppLink>
        </div>
      </div>

      <ProductNextSteps data={next} />

      <section aria-labelledby="about" className={styles.section}>
        <h2 id="about">제품 소개</h2>
        <p>{product.Description}</p>
        <h3>이런 점이 좋아요</h3>
        <ul className={styles.benefits}>
          {product.Benefits.map((benefit) => (
            <li key={benefit}>{benefit}</li>
          ))}
        </ul>
      </section>

      <div className={styles.pair}>
        <section aria-labelledby="ingredients" className={styles.section}>
          <h2 id="ingredients">원재료 및 성분</h2>
          <h3>원재료</h3>
          <p>{product.Ingredients}</p>
          <h3>등록성분량</h3>
          <table className={styles.table}>
            <caption className="visually-hidden">{product.Name} 등록성분량</caption>
            <thead>
              <tr>
                <th scope="col">성분</th>
                <th scope="col">함량</th>
              </tr>
            </thead>
            <tbody>
              {product.Analysis.map((row) => (
                <tr key={row.label}>
                  <th scope="row">{row.label}</th>
                  <td>{row.value}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>

        {guide && guide.rows.length > 0 && (
          <section aria-labelledby="feeding" className={styles.section}>
            <h2 id="feeding">급여 가이드</h2>
            <h3>{healthText?.title ?? '하루 권장 급여량'}</h3>
            <table className={styles.table}>
              <caption className="visually-hidden">{product.Name} 몸무게별 하루 급여량</caption>
              <thead>
                <tr>
                  <th scope="col">몸무게</th>
                  <th scope="col">하루 급여량</th>
                </tr>
              </thead>
              <tbody>
                {guide.rows.map((row) => (
                  <tr key={row.weightG}>
                    <th scope="row">{formatKg(row.weightG)}</th>
                    <td>{formatNumber(row.grams)}g</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <p className={styles.note}>{healthText?.note ?? (isTreat ? TREAT_NOTE : OWN_GUIDE_NOTE)}</p>
          </section>
        )}
      </div>

      {(articles.length > 0 || reading.length > 0) && (
        <section aria-labelledby="reading" className={styles.section}>
          <h2 id="reading">관련 건강 정보</h2>
          {articles.length > 0 && (
            <ul className={styles.articles}>
              {articles.map((a) => (
                <li key={a.href}>
                  <article className={styles.article}>
                    <SiteImage src={a.image.src} alt="" width={a.image.width} height={a.image.height} />
                    <div>
                      <p className={styles.articleCategory}>{a.category}</p>
                      <h3 className={styles.articleTitle}>
                        <AppLink href={a.href}>{a.title}</AppLink>
                      </h3>
                      <p className={styles.articleSummary}>{a.summary}</p>
                    </div>
                  </article>
                </li>
              ))}
            </ul>
          )}
          <ul className={styles.reading}>
            {reading.map((link) => (
              <li key={link.href}>
                <AppLink href={link.href}>
                  <strong>{link.title}</strong>
                  <span>{link.text}</span>
                </AppLink>
              </li>
            ))}
          </ul>
        </section>
      )}

      {related.length > 0 && (
        <section aria-labelledby="related" className={styles.section}>
          <h2 id="related">함께 보면 좋은 사료</h2>
          <ul className={styles.related}>
            <Suspense fallback={null}>
              <RelatedProductCards products={related} />
            </Suspense>
          </ul>
        </section>
      )}

      {isGuest && <LaterRecentlyViewed excludeId={product.Id} />}
    </>
  );
}
