import { ProductDetailView } from '#app/features/catalogue/components/ProductDetailView';
import { bookmarkAction, loadProductDetail } from '#app/features/catalogue/pages/catalogue.server';
import { type ComponentProps, Suspense } from 'react';
import type { ProductReviews as ProductReviewsView } from '#app/features/recruitment/components/ProductReviews';
import { lazyWhenNeeded } from '#app/ui/lazy/lazy-when-needed';
// The reviews' stylesheet stays one of the page's own (inlined with the HTML, decision 040): the
// server's HTML of the reviews is styled before their code arrives (their placeholder uses it).
import reviewStyles from '#app/features/recruitment/components/Recruitment.module.css';
import { breadcrumbs } from '#app/config/breadcrumbs';
import { siteUrl } from '#app/lib/site-url';
import { useBrand } from '#app/ui/shell/use-brand';
import { PageFrame } from '#app/ui/shell/PageFrame';
import type { Route } from './+types/products.detail';

export const loader = (args: Route.LoaderArgs) => loadProductDetail(args);


export const action = (args: Route.ActionArgs) => bookmarkAction(args);

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

/**
 * The trial reviews at the foot of the page (stars, photos): their code is fetched and they hydrate
 * when the person scrolls or interacts, or the section nears the screen (issue 27); until then
 * they are the server's HTML.
 */
const ProductReviews = lazyWhenNeeded<ComponentProps<typeof ProductReviewsView>>(
  () => import('#app/features/recruitment/components/ProductReviews').then((m) => ({ default: m.ProductReviews })),
  'product-reviews',
);

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
      <Suspense fallback={<div className={reviewStyles.section} />}>
        <ProductReviews {...loaderData.reviews} />
      </Suspense>
    </PageFrame>
  );
}
