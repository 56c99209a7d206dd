import { fillPlaceholders } from '#app/lib/text-placeholders';
import { programStepLabel } from './program-steps';

/**
 * The one list of the site's pages (SPEC 2.1): path, Korean label, breadcrumb parent and the
 * route module that renders it. `routes.ts`, the breadcrumbs, page titles, headings and the
 * dock/mobile-navigation rule (nav-visibility.ts) are all derived from this table.
 *
 * Labels may contain `{brand}`, replaced with the configured brand name when rendered. The
 * health programs' step pages take their labels from program-steps.ts (one source with the
 * step indicator).
 */

export interface SiteRoute {
  id: string;
  path: string;
  label: string;
  /** Route module under app/routes/. Pages whose content is built later share the frame. */
  file: string;
  /** Breadcrumb parent: another route id, or a label-only crumb (no page of its own). */
  parent?: string | { label: string; to?: string; parent?: string };
  /** Text of this page's own breadcrumb when it differs from the label (SPEC 2.2 'Home', 'MyPage'). */
  crumbLabel?: string;
  area?: 'mypage' | 'health' | 'catalogue' | 'customer' | 'brand' | 'account' | 'recruitment' | 'articles';
  /**
   * The page is the same for every guest (content, lists, program introductions), so its HTML may
   * be kept briefly and handed to the next guest (server/adapters/http/page-cache.ts). Only pages declared
   * here are ever kept; every other page is sent `Cache-Control: private, no-store`. Never set it
   * on a page that reads a cookie, a token in its URL, or a person's answers (docs/security.md).
   */
  guestCache?: true;
  /**
   * A page for every guest that search engines should still not list (search results): it says
   * `noindex, follow` and stays out of the sitemaps, but crawlers may read it (app/config/crawl-rules.ts).
   */
  noindex?: true;
}

/** Label-only crumbs of SPEC 2.2. */
const CUSTOM_FEED_INFO = { label: '맞춤 사료 정보', to: '/products/Product2' } as const;
const EVENTS = 'recruitment';

const SITE_ROUTE_LIST = [
  { id: 'home', path: '/', label: '홈', crumbLabel: 'Home', file: 'routes/home.tsx', guestCache: true },
  { id: 'login', path: '/login', label: '로그인', file: 'routes/login.tsx', area: 'account' },
  { id: 'register', path: '/register', label: '회원가입', file: 'routes/register.tsx', area: 'account' },
  { id: 'welcome', path: '/register/welcome', label: '회원가입 완료', file: 'routes/register.welcome.tsx', parent: 'register', area: 'account' },
  { id: 'password-reset', path: '/password-reset', label: '비밀번호 찾기', file: 'routes/password-reset.tsx', parent: 'login', area: 'account' },
  { id: 'email-change', path: '/email-change', label: '이메일 변경 확인', file: 'routes/email-change.tsx', area: 'account' },
  { id: 'password-reset-new', path: '/password-reset/new', label: '새 비밀번호 설정', file: 'routes/password-reset.new.tsx', parent: 'login', area: 'account' },
  { id: 'terms', path: '/terms', label: '이용약관', file: 'routes/legal.tsx', guestCache: true },
  { id: 'privacy', path: '/privacy', label: '개인정보처리방침', file: 'routes/legal.tsx', guestCache: true },
  { id: 'marketing', path: '/marketing', label: '마케팅 정보 활용 동의', file: 'routes/marketing.tsx', area: 'account' },

  { id: 'about-us', path: '/about-us', label: '{brand} 이야기', file: 'routes/about-us.tsx', area: 'brand', guestCache: true },
  { id: 'about-us-our-value', path: '/about-us/our-value', label: '브랜드 가치', file: 'routes/about-us.tsx', parent: 'about-us', area: 'brand', guestCache: true },
  { id: 'about-us-quality', path: '/about-us/quality-and-food-safety', label: '품질과 식품 안전', file: 'routes/about-us.tsx', parent: 'about-us', area: 'brand', guestCache: true },
  { id: 'about-us-nutrition', path: '/about-us/our-nutritional-approach', label: '영양 철학', file: 'routes/about-us.tsx', parent: 'about-us', area: 'brand', guestCache: true },
  { id: 'about-us-sustainability', path: '/about-us/sustainability', label: '지속 가능성', file: 'routes/about-us.tsx', parent: 'about-us', area: 'brand', guestCache: true },

  { id: 'customer-center', path: '/customer-center', label: '고객센터', file: 'routes/customer-center.tsx', area: 'customer', guestCache: true },
  { id: 'faqs', path: '/customer-center/faqs', label: '자주 묻는 질문', file: 'routes/customer-center.faqs.tsx', parent: 'customer-center', area: 'customer', guestCache: true },
  { id: 'news', path: '/customer-center/news', label: '공지사항', file: 'routes/customer-center.news.tsx', parent: 'customer-center', area: 'customer', guestCache: true },
  { id: 'news-details', path: '/customer-center/news/details', label: '공지사항 상세', file: 'routes/customer-center.news.details.tsx', parent: 'news', area: 'customer', guestCache: true },
  { id: 'stores', path: '/stores', label: '매장 찾기', file: 'routes/stores.tsx', guestCache: true },

  { id: 'mypage', path: '/mypage', label: '마이페이지', crumbLabel: 'MyPage', file: 'routes/mypage.tsx', area: 'mypage' },
  { id: 'mypet', path: '/mypage/mypet', label: '나의 반려동물', file: 'routes/mypage.mypet.tsx', parent: 'mypage', area: 'mypage' },
  { id: 'mypet-register', path: '/mypage/mypet/register', label: '반려동물 등록', file: 'routes/mypage.mypet.register.tsx', parent: 'mypage', area: 'mypage' },
  { id: 'health-report', path: '/mypage/pet-health-report', label: '반려동물 건강 리포트', file: 'routes/mypage.pet-health-report.tsx', parent: 'mypage', area: 'mypage' },
  { id: 'health-report-bcs', path: '/mypage/pet-health-report/bcs', label: 'BCS 체크 결과', file: 'routes/mypage.pet-health-report.bcs.tsx', parent: 'mypage', area: 'mypage' },
  { id: 'health-report-sensitivity', path: '/mypage/pet-health-report/sensitivity', label: '민감도 체크 결과', file: 'routes/mypage.pet-health-report.sensitivity.tsx', parent: 'mypage', area: 'mypage' },
  { id: 'health-report-cat-signal', path: '/mypage/pet-health-report/cat-signal', label: '캣츠 시그널 결과', file: 'routes/mypage.pet-health-report.cat-signal.tsx', parent: 'mypage', area: 'mypage' },
  { id: 'productfinder-history', path: '/mypage/productfinder', label: '사료 찾기 기록', file: 'routes/mypage.productfinder.tsx', parent: 'mypage', area: 'mypage' },
  { id: 'bookmark', path: '/mypage/bookmark', label: '찜한 상품', file: 'routes/mypage.bookmark.tsx', parent: 'mypage', area: 'mypage' },
  { id: 'notifications', path: '/mypage/notifications', label: '알림', file: 'routes/mypage.notifications.tsx', parent: 'mypage', area: 'mypage' },
  { id: 'myqna', path: '/mypage/myqna', label: '1:1 문의', file: 'routes/mypage.myqna.tsx', parent: 'mypage', area: 'mypage' },
  { id: 'myqna-detail', path: '/mypage/myqna/detail', label: '1:1 문의 상세', file: 'routes/mypage.myqna.detail.tsx', parent: 'mypage', area: 'mypage' },
  { id: 'myqna-request', path: '/mypage/myqna/request', label: '1:1 문의 작성', file: 'routes/mypage.myqna.request.tsx', parent: 'mypage', area: 'mypage' },
  { id: 'my-qna-form', path: '/mypage/my-qna-form', label: '1:1 문의하기', file: 'routes/mypage.my-qna-form.tsx', parent: 'mypage', area: 'mypage' },
  { id: 'order-list', path: '/mypage/myrecruitment-order', label: '무료 체험 신청 내역', file: 'routes/mypage.myrecruitment-order.tsx', parent: 'mypage', area: 'mypage' },
  { id: 'order-detail', path: '/mypage/myrecruitment-order/detail', label: '무료 체험 신청 상세', file: 'routes/mypage.myrecruitment-order.detail.tsx', parent: 'mypage', area: 'mypage' },
  { id: 'coupon', path: '/mypage/myrecruitment-order/coupon', label: '쿠폰함', file: 'routes/mypage.myrecruitment-order.coupon.tsx', parent: 'mypage', area: 'mypage' },
  { id: 'store', path: '/mypage/myrecruitment-order/store', label: '1+1 매장 쿠폰', file: 'routes/mypage.myrecruitment-order.store.tsx', parent: 'mypage', area: 'mypage' },
  { id: 'store-step1', path: '/mypage/myrecruitment-order/store/step1', label: '매장 선택', file: 'routes/mypage.myrecruitment-order.store.step1.tsx', parent: 'mypage', area: 'mypage' },
  { id: 'store-step2', path: '/mypage/myrecruitment-order/store/step2', label: '상품 선택', file: 'routes/mypage.myrecruitment-order.store.step2.tsx', parent: 'mypage', area: 'mypage' },
  { id: 'store-step3', path: '/mypage/myrecruitment-order/store/step3', label: '쿠폰 발급', file: 'routes/mypage.myrecruitment-order.store.step3.tsx', parent: 'mypage', area: 'mypage' },
  { id: 'return-list', path: '/mypage/myrecruitment-return', label: '반품 신청 내역', file: 'routes/mypage.myrecruitment-claims.tsx', parent: 'mypage', area: 'mypage' },
  { id: 'return-detail', path: '/mypage/myrecruitment-return/detail', label: '반품 상세', file: 'routes/mypage.myrecruitment-claims.detail.tsx', parent: 'mypage', area: 'mypage' },
  { id: 'refund-list', path: '/mypage/myrecruitment-refund', label: '환불 신청 내역', file: 'routes/mypage.myrecruitment-claims.tsx', parent: 'mypage', area: 'mypage' },
  { id: 'refund-detail', path: '/mypage/myrecruitment-refund/detail', label: '환불 상세', file: 'routes/mypage.myrecruitment-claims.detail.tsx', parent: 'mypage', area: 'mypage' },
  { id: 'review-list', path: '/mypage/myproducts-review', label: '상품 리뷰', file: 'routes/mypage.myproducts-review.tsx', parent: 'mypage', area: 'mypage' },
  { id: 'review-request', path: '/mypage/myproducts-review/request', label: '리뷰 작성', file: 'routes/mypage.myproducts-review.request.tsx', parent: 'mypage', area: 'mypage' },
  { id: 'member-edit', path: '/mypage/edit', label: '회원정보 수정', file: 'routes/mypage.edit.tsx', parent: 'mypage', area: 'mypage' },
  { id: 'withdrawal', path: '/mypage/withdrawal', label: '회원 탈퇴', file: 'routes/mypage.withdrawal.tsx', parent: 'mypage', area: 'mypage' },

  { id: 'pet-food-finder', path: '/pet-food-finder', label: '펫푸드 파인더', file: 'routes/pet-food-finder.tsx', parent: CUSTOM_FEED_INFO, area: 'catalogue', guestCache: true },
  { id: 'health-article', path: '/health-article', label: '건강 정보', file: 'routes/health-article.tsx', area: 'articles', guestCache: true },
  { id: 'health-article-list', path: '/health-article/list', label: '건강 정보 목록', file: 'routes/health-article.list.tsx', parent: 'health-article', area: 'articles', guestCache: true },
  { id: 'health-article-detail', path: '/health-article/list/detail', label: '건강 정보 상세', file: 'routes/health-article.detail.tsx', parent: 'health-article-list', area: 'articles', guestCache: true },
  { id: 'health-article-tag', path: '/health-article/tag', label: '태그별 건강 정보', file: 'routes/health-article.tag.tsx', parent: 'health-article', area: 'articles', guestCache: true },

  { id: 'health-service', path: '/health-service', label: '건강 케어 프로그램', file: 'routes/health-service.tsx', parent: EVENTS, area: 'health', guestCache: true },
  { id: 'health-service-stool', path: '/health-service/stool', label: '수의사 전용 제품', file: 'routes/health-service.stool.tsx', parent: 'health-service', area: 'health', guestCache: true },
  { id: 'vdiet', path: '/vdiet', label: '수의사 처방식 V-DIET', file: 'routes/vdiet.tsx', parent: 'health-service', area: 'health', guestCache: true },

  { id: 'bcs', path: '/bcs', label: 'BCS 체크', file: 'routes/bcs.tsx', parent: 'health-service', area: 'health', guestCache: true },
  { id: 'bcs-step1', path: '/bcs/step1', label: programStepLabel('bcs-step1'), file: 'routes/bcs.step1.tsx', parent: 'health-service', area: 'health' },
  { id: 'bcs-step2', path: '/bcs/step2', label: programStepLabel('bcs-step2'), file: 'routes/bcs.step2.tsx', parent: 'health-service', area: 'health' },
  { id: 'bcs-step3', path: '/bcs/step3', label: programStepLabel('bcs-step3'), file: 'routes/bcs.step3.tsx', parent: 'health-service', area: 'health' },
  { id: 'bcs-step4', path: '/bcs/step4', label: programStepLabel('bcs-step4'), file: 'routes/bcs.step4.tsx', parent: 'health-service', area: 'health' },

  { id: 'sensitivity', path: '/sensitivitycheck', label: '민감도 체크', file: 'routes/sensitivitycheck.tsx', parent: 'health-service', area: 'health', guestCache: true },
  { id: 'sensitivity-step1', path: '/sensitivitycheck/step1', label: programStepLabel('sensitivity-step1'), file: 'routes/sensitivitycheck.step1.tsx', parent: 'health-service', area: 'health' },
  { id: 'sensitivity-step2', path: '/sensitivitycheck/step2', label: programStepLabel('sensitivity-step2'), file: 'routes/sensitivitycheck.step2.tsx', parent: 'health-service', area: 'health' },
  { id: 'sensitivity-step2_1', path: '/sensitivitycheck/step2_1', label: programStepLabel('sensitivity-step2_1'), file: 'routes/sensitivitycheck.step2_1.tsx', parent: 'health-service', area: 'health' },
  { id: 'sensitivity-step3', path: '/sensitivitycheck/step3', label: programStepLabel('sensitivity-step3'), file: 'routes/sensitivitycheck.step3.tsx', parent: 'health-service', area: 'health' },
  { id: 'sensitivity-step4', path: '/sensitivitycheck/step4', label: programStepLabel('sensitivity-step4'), file: 'routes/sensitivitycheck.step4.tsx', parent: 'health-service', area: 'health' },

  { id: 'breed', path: '/breedsensitivity', label: '품종별 민감도 체크', file: 'routes/breedsensitivity.tsx', parent: 'health-service', area: 'health', guestCache: true },
  { id: 'breed-step1', path: '/breedsensitivity/step1', label: programStepLabel('breed-step1'), file: 'routes/breedsensitivity.step1.tsx', parent: 'health-service', area: 'health' },
  { id: 'breed-step2', path: '/breedsensitivity/step2', label: programStepLabel('breed-step2'), file: 'routes/breedsensitivity.step2.tsx', parent: 'health-service', area: 'health' },
  { id: 'breed-step3', path: '/breedsensitivity/step3', label: programStepLabel('breed-step3'), file: 'routes/breedsensitivity.step3.tsx', parent: 'health-service', area: 'health' },
  { id: 'breed-result', path: '/breedsensitivity/result', label: programStepLabel('breed-result'), file: 'routes/breedsensitivity.result.tsx', parent: 'health-service', area: 'health' },
  { id: 'breed-health-tip', path: '/breedsensitivity/health-tip', label: '품종별 건강 팁', file: 'routes/breedsensitivity.health-tip.tsx', parent: 'health-service', area: 'health', guestCache: true },

  { id: 'cats-signal', path: '/cats-signal', label: '캣츠 시그널', file: 'routes/cats-signal.tsx', parent: 'health-service', area: 'health', guestCache: true },
  { id: 'cats-signal-step1', path: '/cats-signal/step1', label: programStepLabel('cats-signal-step1'), file: 'routes/cats-signal.step1.tsx', parent: 'health-service', area: 'health' },
  { id: 'cats-signal-step2', path: '/cats-signal/step2', label: programStepLabel('cats-signal-step2'), file: 'routes/cats-signal.step2.tsx', parent: 'health-service', area: 'health' },
  { id: 'cats-signal-step3', path: '/cats-signal/step3', label: programStepLabel('cats-signal-step3'), file: 'routes/cats-signal.step3.tsx', parent: 'health-service', area: 'health' },
  { id: 'cats-signal-step4', path: '/cats-signal/step4', label: programStepLabel('cats-signal-step4'), file: 'routes/cats-signal.step4.tsx', parent: 'health-service', area: 'health' },

  { id: 'cat-ageing-event', path: '/event/cat-ageing-7', label: '7세 이상 고양이 노화 케어 이벤트', file: 'routes/event.cat-ageing-7.tsx', parent: EVENTS, area: 'recruitment', guestCache: true },
  { id: 'custom-feed-prescription', path: '/custom-feed/prescription', label: '맞춤 사료 급여량', file: 'routes/custom-feed.prescription.tsx', parent: CUSTOM_FEED_INFO, area: 'catalogue' },
  { id: 'product-list', path: '/products/Product2', label: '맞춤 사료 리스트', file: 'routes/products.list.tsx', parent: CUSTOM_FEED_INFO, area: 'catalogue', guestCache: true },
  { id: 'product-detail', path: '/products/detail', label: '상품 상세', file: 'routes/products.detail.tsx', parent: 'product-list', area: 'catalogue', guestCache: true },
  { id: 'search', path: '/search', label: '통합 검색', file: 'routes/search.tsx', guestCache: true, noindex: true },
  { id: 'recruitment', path: '/recruitment', label: '이벤트/혜택', file: 'routes/recruitment.tsx', area: 'recruitment', guestCache: true },
  { id: 'recruitment-order', path: '/recruitment/order', label: '무료 체험 신청서', file: 'routes/recruitment.order.tsx', parent: 'recruitment', area: 'recruitment' },
  { id: 'recruitment-order-result', path: '/recruitment/order-result', label: '무료 체험 신청 결과', file: 'routes/recruitment.order-result.tsx', parent: 'recruitment', area: 'recruitment' },
  { id: 'dailyportiontool', path: '/dailyportiontool', label: '맞춤 사료 찾기', file: 'routes/dailyportiontool.tsx', parent: CUSTOM_FEED_INFO, area: 'catalogue', guestCache: true },
] as const satisfies readonly SiteRoute[];

export const siteRoutes: readonly SiteRoute[] = SITE_ROUTE_LIST;

const byId = new Map(siteRoutes.map((r) => [r.id, r]));

export function findSiteRoute(id: string): SiteRoute | undefined {
  return byId.get(id);
}

const byPath = new Map(siteRoutes.map((r) => [r.path, r]));

/** The route of a location's pathname (trailing slash ignored, as the router does). */
export function findSiteRouteByPath(pathname: string): SiteRoute | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return byPath.get(path || '/');
}

/**
 * The site's routes that render no page: sign-out, the Kakao sign-in hand-offs, the photos and
 * attachments a member's pages show (each answers for its viewer only), and the redirect of a
 * purchase link. Links name them with
 * href() like pages.
 */
const SITE_RESOURCE_LIST = [
  { id: 'logout', path: '/logout', file: 'routes/logout.tsx' },
  { id: 'mypet-photo', path: '/mypage/mypet/photo', file: 'routes/mypage.mypet.photo.ts' },
  { id: 'kakao-start', path: '/auth/kakao/start', file: 'routes/auth.kakao.start.ts' },
  { id: 'kakao-callback', path: '/auth/kakao/callback', file: 'routes/auth.kakao.callback.ts' },
  { id: 'recruitment-photo', path: '/recruitment/photo', file: 'routes/recruitment.photo.ts' },
  { id: 'myqna-attachment', path: '/mypage/myqna/attachment', file: 'routes/mypage.myqna.attachment.ts' },
  // A purchase link followed: counted, then sent on to the shop (issue 25 item 2).
  { id: 'purchase-out', path: '/products/out', file: 'routes/products.out.ts' },
] as const satisfies readonly { id: string; path: string; file: string }[];

export const siteResourceRoutes: readonly { id: string; path: string; file: string }[] = SITE_RESOURCE_LIST;

/** The id of a site page or of one of its resource routes: what href() takes. */
export type SiteRouteId = (typeof SITE_ROUTE_LIST)[number]['id'] | (typeof SITE_RESOURCE_LIST)[number]['id'];

/**
 * Resource routes (no page) whose answers are the same for everyone and say so themselves with a
 * public Cache-Control (SPEC 7.3's SEO properties, read by crawlers and the platform). The server
 * keeps that header only for a guest GET without the site's cookies; any other answer is
 * `private, no-store` (server/adapters/app.ts).
 */
export const publicResourceRoutes: readonly { id: string; path: string; file: string }[] = [
  { id: 'seo-properties', path: '/services/data/:apiVersion/connect/communities/:communityId/seo/properties/:recordId', file: 'routes/seo-properties.ts' },
];

const publicResourcePatterns = publicResourceRoutes.map(
  (r) => new RegExp(`^${r.path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z]+/g, '[^/]+')}/?$`),
);

export function isPublicResourcePath(pathname: string): boolean {
  return publicResourcePatterns.some((pattern) => pattern.test(pathname));
}

/** Whether the page at an app path (no base path) is declared the same for every guest. */
export function isGuestCachePath(pathname: string): boolean {
  return findSiteRouteByPath(pathname)?.guestCache === true;
}

export function siteRoute(id: string): SiteRoute {
  const route = byId.get(id);
  if (!route) throw new Error(`Unknown site route id: ${id}`);
  return route;
}

export function withBrand(label: string, brand: string): string {
  return fillPlaceholders(label, { brand });
}
