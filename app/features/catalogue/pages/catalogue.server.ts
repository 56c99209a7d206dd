import { data } from 'react-router';
import { z } from 'zod';
import { articlesForProductCodes } from '#app/features/articles/data/articles.server';
import { PLUS1_PRODUCT_STORE_NOTE } from '#app/features/offline-store/coupon-words';
import { heldPlus1CouponId, plus1OfferFor } from '#app/features/offline-store/data/plus1.server';
import { storesCarrying } from '#app/features/offline-store/data/stores.server';
import { previewRequested } from '#app/staff-kit/page-helpers.server';
import { runningCampaignFor } from '#app/features/recruitment/data/campaigns.server';
import { reviewsForProduct } from '#app/features/recruitment/data/reviews.server';
import { requireMember } from '#app/page-kit/auth.server';
import { formatDate } from '#app/lib/format';
import { readForm } from '#app/page-kit/forms.server';
import { attemptForm } from '#app/page-kit/operation-action.server';
import { type PageArgs, pageParam, readQuery, urlOf } from '#app/page-kit/page-args';
import { siteOrigin } from '#server/platform/origin/site-origin';
import { isBookmarked, listBookmarks } from '../data/bookmarks.server';
import { bookmarkProduct } from '../operations.server';
import { calculatorPage } from '../calculator.server';
import { BOOKMARKS_PER_PAGE } from '../components/BookmarkList';
import type { ProductNextStepsData } from '../components/ProductNextSteps';
import { parseProductFilters } from '../product-filters';
import { getFeedingGuide, getProduct, listProducts, relatedProducts } from '../data/products.server';
import { type RelatedArticle, relatedReading } from '../related-reading';
import { getSeoProperties, productPath, SEO_CACHE_TTL_MS, SEO_FIELDS, type SeoField } from '../data/seo.server';
import { href } from '#app/config/href';
import { breadcrumbJsonLd } from '#app/config/breadcrumbs';
import { loadStructuredSite, type StructuredSite } from '#app/features/site/structured-data.server';
import { type JsonLd, itemList, product as productJsonLd } from '#app/lib/structured-data';
import { type ProductDetail, salePrice } from '../product-types';

/** /products/list: the feeds matching the filters of the query string, with the member's bookmarks. */
export async function loadProductList(args: PageArgs) {
  const { viewer, services } = args.context;
  const filters = parseProductFilters(urlOf(args).searchParams);
  const list = await listProducts(services.db.kysely, filters, { memberId: viewer.isGuest ? undefined : viewer.userId });
  // The canonical link must be absolute (crawlers ignore a relative one).
  const site = await loadStructuredSite(args.context, args.request);
  const structuredData: JsonLd[] = [itemList('맞춤 사료 리스트', list.items.map((p) => ({ name: p.Name, url: site.url(productPath(p.Id)) })))];
  return { filters, ...list, isGuest: viewer.isGuest, origin: siteOrigin(services.env, args.request), structuredData };
}

const DetailQuery = z.object({ id: z.string().optional().transform((value) => value?.trim() ?? '') });

/** /products/detail?id=…: a feed with its guide, related feeds and articles, reviews, and where to try or buy it. */
export async function loadProductDetail(args: PageArgs) {
  const { services, viewer } = args.context;
  const { id } = readQuery(args, DetailQuery);
  // A missing or unknown id is a real 404 with the site's 404 page.
  if (id === '' || id.length > 64) throw data(null, { status: 404 });
  const preview = previewRequested(args);
  const [product, seo] = await Promise.all([getProduct(services.db.kysely, id, { preview }), getSeoProperties(services.db.kysely, services, id)]);
  if (!product || (!seo && !preview)) throw data(null, { status: 404 });
  const [guide, related, articles, bookmarked, reviews, trial, plus1, stores, heldCoupon, site] = await Promise.all([
    getFeedingGuide(services.db.kysely, product),
    relatedProducts(services.db.kysely, product),
    articlesForProductCodes(services.db.kysely, product.InternalCodes, 3),
    viewer.isGuest ? Promise.resolve(false) : isBookmarked(services.db.kysely, viewer.userId, product.Id),
    reviewsForProduct(services.db.kysely, product.Id),
    runningCampaignFor(services.db.kysely, product.Id),
    plus1OfferFor(services.db.kysely, product.Id),
    storesCarrying(services.db.kysely, product.Id),
    viewer.isGuest ? Promise.resolve(null) : heldPlus1CouponId(services.db.kysely, viewer.userId),
    loadStructuredSite(args.context, args.request),
  ]);
  const next: ProductNextStepsData = {
    trial: trial && {
      href: trial.phase === 'open' ? href('recruitment-order', { campaignId: trial.id }) : href('recruitment'),
      title: trial.title,
      state: trial.phase === 'open' ? `남은 자리 ${trial.remaining.toLocaleString('ko-KR')}명 · ${formatDate(trial.endsAt)} 마감` : `${formatDate(trial.startsAt)} 신청 시작`,
    },
    // A member who already holds this campaign's coupon (one each) is shown it, not asked to get one.
    plus1: plus1 && { href: heldCoupon ? href('coupon', { id: heldCoupon }) : href('store'), label: plus1.label, until: formatDate(plus1.endsAt), storeRule: PLUS1_PRODUCT_STORE_NOTE, held: heldCoupon !== null },
    stores: stores.map((s) => ({ id: s.Id, name: s.Name, region: s.Region__c, address: s.Address__c, phone: s.Phone__c, hours: s.BusinessHours__c })),
    // The daily portion tool fills in the product's species, age and size itself.
    portionHref: href('dailyportiontool', { product: product.Id }),
  };
  return {
    product,
    // A preview of a product not yet live has no cached SEO record: the same fields from the product.
    seo: seo ?? { recordId: product.Id, title: product.SeoTitle, description: product.SeoDescription, imageUrl: product.ThumbnailImageUrl__c, imageAlt: product.Name, canonicalPath: productPath(product.Id) },
    // Never the raw Host: this page is cached for every guest (issue 10, item 4).
    origin: siteOrigin(services.env, args.request),
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
    structuredData: productStructuredData(site, product, seo?.description ?? product.SeoDescription, reviews),
  };
}

/** The product page's schema.org data: the Product with its offer (and rating, once reviewed), and its breadcrumb naming it. */
function productStructuredData(site: StructuredSite, product: ProductDetail, description: string, reviews: { count: number; average: number }): JsonLd[] {
  const pageUrl = site.url(productPath(product.Id));
  const images = [...new Set([product.ThumbnailImageUrl__c, ...product.Images.map((i) => i.url)].filter((u) => u !== '').map(site.url))];
  const facts = { name: product.Name, url: pageUrl, description, images, brand: site.identity.name, sku: product.Id, price: salePrice(product.Price, product.DiscountRate), reviews };
  const crumbs = breadcrumbJsonLd('product-detail', site.identity.name, site.origin, pageUrl, product.Name);
  return [productJsonLd(facts), ...(crumbs ? [crumbs] : [])];
}

const BookmarkListQuery = z.object({ page: pageParam });

/** /mypage/bookmark: a page of the member's bookmarked products. */
export async function loadMyBookmarks(args: PageArgs) {
  const { request, context } = args;
  const member = requireMember(context, request);
  const { page } = readQuery(args, BookmarkListQuery);
  return listBookmarks(context.services.db.kysely, member.memberId, { page, perPage: BOOKMARKS_PER_PAGE });
}

/**
 * The bookmark button's POST, shared by the list, detail and /mypage/bookmark pages. Guests are
 * sent to login (and back); bad input answers 400 and writes nothing; an unknown product 404.
 */
export async function bookmarkAction({ request, context }: PageArgs) {
  requireMember(context, request);
  const form = await readForm(request);
  const tried = await attemptForm(bookmarkProduct, { request, context }, form, {
    intent: 'bookmark',
    // The form says 'on'/'off' (absent: flip); the operation takes the boolean the method sends.
    fromForm: ({ bookmarked, ...fields }) => ({ ...fields, bookmarked: bookmarked === 'on' ? true : bookmarked === 'off' ? false : bookmarked }),
  });
  if (!tried.ok) {
    if (tried.refusal?.status === 404) throw data(tried.refusal.message, { status: 404 });
    return data({ errors: tried.errors, bookmark: null }, { status: tried.refusal?.status ?? 400 });
  }
  return { errors: null, bookmark: tried.value };
}

/** The calculator's form, sent by GET (a result is a link); checked by `calculatorPage`. */
const CalculatorQuery = z.object({
  species: z.string().optional(),
  weight: z.string().optional(),
  stage: z.string().optional(),
  activity: z.string().optional(),
  neutered: z.string().optional(),
  product: z.string().optional(),
});

/** /custom-feed/prescription: the daily-portion calculator, whose form arrives in the query string. */
export async function loadPrescription(args: PageArgs) {
  const { services } = args.context;
  return {
    page: await calculatorPage(services, readQuery(args, CalculatorQuery)),
    kakaoJsKey: services.env.KAKAO_JS_KEY ?? null,
  };
}

const SeoPath = z.object({
  apiVersion: z.string().regex(/^v\d{2,3}\.\d$/),
  communityId: z.string().regex(/^[A-Za-z0-9]{1,18}$/),
  recordId: z.string().min(1).max(64),
});

const SeoQuery = z.object({
  fields: z
    .string()
    .optional()
    .transform((value) =>
      (value ?? '')
        .split(',')
        .map((f) => f.trim())
        .filter((f) => f !== ''),
    ),
});

/**
 * SPEC 7.3: GET /services/data/{apiVersion}/connect/communities/{communityId}/seo/properties/{recordId}?fields={fields}
 *
 * Answers `{ recordId, fields: { title, description, imageUrl, imageAlt, canonicalPath } }` for a
 * product (Product2) id; `fields` (comma-separated) narrows `fields` to the names asked for.
 * Cached 1 hour on the server (shared cache) and by clients (Cache-Control). Errors use the
 * platform's REST shape: `[{ errorCode, message }]` with 400 (bad path or field) or 404.
 */
export async function seoPropertiesResource(args: PageArgs): Promise<Response> {
  const path = SeoPath.safeParse(args.params);
  if (!path.success) return restError(400, 'INVALID_PARAMETER', '요청 경로가 올바르지 않습니다.');
  const asked = readQuery(args, SeoQuery).fields;
  const unknown = asked.filter((f) => !(SEO_FIELDS as readonly string[]).includes(f));
  if (unknown.length > 0) return restError(400, 'INVALID_FIELD', `알 수 없는 필드입니다: ${unknown.join(', ')}`);
  const wanted: readonly SeoField[] = asked.length > 0 ? (asked as SeoField[]) : SEO_FIELDS;

  const properties = await getSeoProperties(args.context.services.db.kysely, args.context.services, path.data.recordId);
  if (!properties) return restError(404, 'NOT_FOUND', '레코드를 찾을 수 없습니다.');
  const fields: Partial<Record<SeoField, string>> = {};
  for (const name of wanted) fields[name] = properties[name];
  return Response.json({ recordId: properties.recordId, fields }, { headers: { 'Cache-Control': `public, max-age=${SEO_CACHE_TTL_MS / 1000}` } });
}

function restError(status: number, errorCode: string, message: string): Response {
  return Response.json([{ errorCode, message }], { status, headers: { 'Cache-Control': 'no-store' } });
}
