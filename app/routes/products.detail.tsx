import { data } from 'react-router';
import { articlesForProductCodes } from '#app/features/articles/articles.server';
import { handleBookmarkForm } from '#app/features/catalogue/bookmark-actions.server';
import { isBookmarked } from '#app/features/catalogue/bookmarks.server';
import { ProductDetailView } from '#app/features/catalogue/components/ProductDetailView';
import { getFeedingGuide, getProduct, relatedProducts } from '#app/features/catalogue/products.server';
import { type RelatedArticle, relatedReading } from '#app/features/catalogue/related-reading';
import { getSeoProperties } from '#app/features/catalogue/seo.server';
import { ProductReviews } from '#app/features/recruitment/components/ProductReviews';
import { reviewsForProduct } from '#app/features/recruitment/reviews.server';
import { runningCampaignFor } from '#app/features/recruitment/campaigns.server';
import { plus1OfferFor } from '#app/features/offline-store/plus1.server';
import { storesCarrying } from '#app/features/offline-store/stores.server';
import type { ProductNextStepsData } from '#app/features/catalogue/components/ProductNextSteps';
import { formatDate } from '#app/lib/format';
import { breadcrumbs } from '#app/lib/breadcrumbs';
import { useBrand } from '#app/lib/use-brand';
import { PageFrame } from '#app/ui/shell/PageFrame';
import type { Route } from './+types/products.detail';
import { siteUrl } from '#app/lib/site-url';
import { siteOrigin } from '#server/platform/origin/site-origin';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services, viewer } = context;
  const url = new URL(request.url);
  const id = url.searchParams.get('id')?.trim() ?? '';
  // A missing or unknown id is a real 404 with the site's 404 page.
  if (id === '' || id.length > 64) throw data(null, { status: 404 });
  const [product, seo] = await Promise.all([getProduct(services, id), getSeoProperties(services, id)]);
  if (!product || !seo) throw data(null, { status: 404 });
  const [guide, related, articles, bookmarked, reviews, trial, plus1, stores] = await Promise.all([
    getFeedingGuide(services, product),
    relatedProducts(services, product),
    articlesForProductCodes(services, product.InternalCodes, 3),
    viewer.isGuest ? Promise.resolve(false) : isBookmarked(services, viewer.userId, product.Id),
    reviewsForProduct(services, product.Id),
    runningCampaignFor(services, product.Id),
    plus1OfferFor(services, product.Id),
    storesCarrying(services, product.Id),
  ]);
  const next: ProductNextStepsData = {
    trial: trial && {
      href: trial.phase === 'open' ? `/recruitment/order?campaignId=${encodeURIComponent(trial.id)}` : '/recruitment',
      title: trial.title,
      state: trial.phase === 'open' ? `남은 자리 ${trial.remaining.toLocaleString('ko-KR')}명 · ${formatDate(trial.endsAt)} 마감` : `${formatDate(trial.startsAt)} 신청 시작`,
    },
    plus1: plus1 && { href: '/mypage/myrecruitment-order/store', label: plus1.label, until: formatDate(plus1.endsAt) },
    stores: stores.map((s) => ({ id: s.Id, name: s.Name, region: s.Region__c, address: s.Address__c, phone: s.Phone__c, hours: s.BusinessHours__c })),
    // The daily portion tool fills in the product's species, age and size itself.
    portionHref: `/dailyportiontool?product=${encodeURIComponent(product.Id)}`,
  };
  return {
    product,
    seo,
    // Never the raw Host: this page is cached for every guest (issue 10, item 4).
    origin: siteOrigin(services.env, request),
    guide,
    related,
    articles: articles.map((a): RelatedArticle => ({
      href: a.href,
      title: a.title,
      summary: a.summary,
      category: a.category.label,
      image: { src: a.thumbnail.url, alt: a.thumbnail.altText, width: a.thumbnail.width, height: a.thumbnail.height },
    })),
    reading: relatedReading(product.InternalCodes),
    bookmarked,
    reviews,
    isGuest: viewer.isGuest,
    kakaoJsKey: services.env.KAKAO_JS_KEY ?? null,
    next,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  return handleBookmarkForm(context, request);
}

/** SPEC 7.3: the record's SEO properties (cached 1 hour) in the server-rendered head. */
export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [];
  const { seo, origin } = loaderData;
  const pageUrl = origin + siteUrl(seo.canonicalPath);
  return [
    { title: seo.title },
    { name: 'description', content: seo.description },
    { property: 'og:type', content: 'product' },
    { property: 'og:title', content: seo.title },
    { property: 'og:description', content: seo.description },
    { property: 'og:image', content: new URL(siteUrl(seo.imageUrl), origin).toString() },
    { property: 'og:image:alt', content: seo.imageAlt },
    { property: 'og:url', content: pageUrl },
    { property: 'og:locale', content: 'ko_KR' },
    { name: 'twitter:card', content: 'summary_large_image' },
    { tagName: 'link', rel: 'canonical', href: pageUrl },
  ];
};

export default function ProductDetailPage({ loaderData }: Route.ComponentProps) {
  const brand = useBrand();
  const { product } = loaderData;
  // Home > 맞춤 사료 정보 > 맞춤 사료 리스트 > {product} (SPEC 2.2 product pages).
  const crumbs = breadcrumbs('product-detail', brand).map((crumb, i, all) => (i === all.length - 1 ? { label: product.Name } : crumb));
  return (
    <PageFrame title={product.Name} crumbs={crumbs}>
      <ProductDetailView
        product={product}
        bookmarked={loaderData.bookmarked}
        guide={loaderData.guide}
        related={loaderData.related}
        articles={loaderData.articles}
        reading={loaderData.reading}
        isGuest={loaderData.isGuest}
        kakaoJsKey={loaderData.kakaoJsKey}
        next={loaderData.next}
      />
      <ProductReviews {...loaderData.reviews} />
    </PageFrame>
  );
}
