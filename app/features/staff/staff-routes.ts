import { type StaffPermission, type StaffRole, staffMay } from '../../../server/platform/auth/staff-roles';

/**
 * Every staff page, in menu order: app/routes.ts registers them inside the staff layout from this
 * table, and the staff navigation lists the ones with a menu label that the signed-in role may
 * open. Each page names the permission of the role table (server/platform/auth/staff-roles.ts)
 * its loader and actions check, so a new staff page is one line here (plus its route module).
 * Imports only the role table (itself import-free): the route config reads this at build time.
 */
export interface StaffRoute {
  path: string;
  /** Route module, relative to app/. */
  file: string;
  id: string;
  /** What the page's loader and actions require (the role table decides who has it). */
  permission: StaffPermission;
  /** The menu entry; pages reached from a list (details) have none. */
  menuLabel?: string;
}

/** The layout route every staff page renders in (its own frame: no shopper header, dock or tab bar). */
export const STAFF_LAYOUT = { file: 'routes/staff-layout.tsx', id: 'staff-layout' } as const;

export const STAFF_ROUTES: readonly StaffRoute[] = [
  { path: '/staff', file: 'routes/staff.tsx', id: 'staff', permission: 'dashboard', menuLabel: '운영 홈' },
  { path: '/staff/inquiries', file: 'routes/staff.inquiries.tsx', id: 'staff-inquiries', permission: 'inquiries', menuLabel: '1:1 문의 답변' },
  { path: '/staff/inquiries/detail', file: 'routes/staff.inquiries.detail.tsx', id: 'staff-inquiry-detail', permission: 'inquiries' },
  { path: '/staff/trials', file: 'routes/staff.trials.tsx', id: 'staff-trials', permission: 'trials', menuLabel: '체험 신청 관리' },
  { path: '/staff/trials/detail', file: 'routes/staff.trials.detail.tsx', id: 'staff-trial-detail', permission: 'trials' },
  { path: '/staff/claims', file: 'routes/staff.claims.tsx', id: 'staff-claims', permission: 'claims', menuLabel: '반품·환불 처리' },
  { path: '/staff/claims/detail', file: 'routes/staff.claims.detail.tsx', id: 'staff-claim-detail', permission: 'claims' },
  { path: '/staff/coupons/redeem', file: 'routes/staff.coupons.redeem.tsx', id: 'staff-coupon-redeem', permission: 'coupons', menuLabel: '쿠폰 사용 처리' },
  { path: '/staff/members', file: 'routes/staff.members.tsx', id: 'staff-members', permission: 'members', menuLabel: '회원 조회' },
  { path: '/staff/members/detail', file: 'routes/staff.members.detail.tsx', id: 'staff-member-detail', permission: 'members' },
  { path: '/staff/members/marketing-consent.csv', file: 'routes/staff.members.marketing-consent.ts', id: 'staff-marketing-consent', permission: 'members.export' },
  { path: '/staff/attribution', file: 'routes/staff.attribution.tsx', id: 'staff-attribution', permission: 'attribution', menuLabel: '유입 분석' },
  { path: '/staff/client-logs', file: 'routes/staff.client-logs.tsx', id: 'staff-client-logs', permission: 'client-logs', menuLabel: '클라이언트 로그' },
  { path: '/staff/web-vitals', file: 'routes/staff.web-vitals.tsx', id: 'staff-web-vitals', permission: 'web-vitals', menuLabel: '체감 성능' },
  { path: '/staff/site', file: 'routes/staff.site.tsx', id: 'staff-site', permission: 'site', menuLabel: '사이트 설정' },
  { path: '/staff/legal', file: 'routes/staff.legal.tsx', id: 'staff-legal', permission: 'site', menuLabel: '약관·개인정보처리방침' },
  { path: '/staff/legal/edit', file: 'routes/staff.legal.edit.tsx', id: 'staff-legal-edit', permission: 'site' },
  { path: '/staff/accounts', file: 'routes/staff.accounts.tsx', id: 'staff-accounts', permission: 'staff-accounts', menuLabel: '운영자 계정' },
  { path: '/staff/audit', file: 'routes/staff.audit.tsx', id: 'staff-audit', permission: 'audit', menuLabel: '감사 기록' },
  { path: '/staff/mail', file: 'routes/staff.mail.tsx', id: 'staff-mail', permission: 'mail', menuLabel: '메일 발송함' },
  // The back-office content (issue 15): a list (menu) and its editor per content type.
  { path: '/staff/products', file: 'routes/staff.products.tsx', id: 'staff-products', permission: 'content', menuLabel: '상품' },
  { path: '/staff/products/edit', file: 'routes/staff.products.edit.tsx', id: 'staff-product-edit', permission: 'content' },
  { path: '/staff/articles', file: 'routes/staff.articles.tsx', id: 'staff-articles', permission: 'content', menuLabel: '건강 정보' },
  { path: '/staff/articles/edit', file: 'routes/staff.articles.edit.tsx', id: 'staff-article-edit', permission: 'content' },
  { path: '/staff/articles/image', file: 'routes/staff.articles.image.ts', id: 'staff-article-image', permission: 'content' },
  { path: '/staff/article-categories', file: 'routes/staff.article-categories.tsx', id: 'staff-article-categories', permission: 'content' },
  { path: '/staff/notices', file: 'routes/staff.notices.tsx', id: 'staff-notices', permission: 'content', menuLabel: '공지사항' },
  { path: '/staff/notices/edit', file: 'routes/staff.notices.edit.tsx', id: 'staff-notice-edit', permission: 'content' },
  { path: '/staff/faqs', file: 'routes/staff.faqs.tsx', id: 'staff-faqs', permission: 'content', menuLabel: '자주 묻는 질문' },
  { path: '/staff/faqs/edit', file: 'routes/staff.faqs.edit.tsx', id: 'staff-faq-edit', permission: 'content' },
  { path: '/staff/campaigns', file: 'routes/staff.campaigns.tsx', id: 'staff-campaigns', permission: 'campaigns', menuLabel: '체험 캠페인' },
  { path: '/staff/campaigns/edit', file: 'routes/staff.campaigns.edit.tsx', id: 'staff-campaign-edit', permission: 'campaigns' },
  { path: '/staff/plus1', file: 'routes/staff.plus1.tsx', id: 'staff-plus1', permission: 'campaigns', menuLabel: '1+1 캠페인' },
  { path: '/staff/plus1/edit', file: 'routes/staff.plus1.edit.tsx', id: 'staff-plus1-edit', permission: 'campaigns' },
  { path: '/staff/stores', file: 'routes/staff.stores.tsx', id: 'staff-stores', permission: 'campaigns', menuLabel: '매장' },
  { path: '/staff/stores/edit', file: 'routes/staff.stores.edit.tsx', id: 'staff-store-edit', permission: 'campaigns' },
  { path: '/staff/stores/import', file: 'routes/staff.stores.import.tsx', id: 'staff-store-import', permission: 'campaigns' },
  { path: '/staff/home', file: 'routes/staff.home.tsx', id: 'staff-home', permission: 'content', menuLabel: '홈 화면' },
  { path: '/staff/home/image', file: 'routes/staff.home.image.ts', id: 'staff-home-image', permission: 'content' },
  { path: '/staff/brand-pages', file: 'routes/staff.brand-pages.tsx', id: 'staff-brand-pages', permission: 'content', menuLabel: '브랜드 페이지' },
  { path: '/staff/brand-pages/edit', file: 'routes/staff.brand-pages.edit.tsx', id: 'staff-brand-page-edit', permission: 'content' },
  { path: '/staff/reviews', file: 'routes/staff.reviews.tsx', id: 'staff-reviews', permission: 'content', menuLabel: '리뷰 관리' },
  { path: '/staff/security', file: 'routes/staff.security.tsx', id: 'staff-security', permission: 'dashboard', menuLabel: '내 보안 설정' },
];

export interface StaffMenuLink {
  to: string;
  label: string;
}

/** The menu of a role: the pages with a menu label whose permission the role has. */
export function staffMenuFor(role: StaffRole): StaffMenuLink[] {
  return STAFF_ROUTES.flatMap((r) => (r.menuLabel !== undefined && staffMay(role, r.permission) ? [{ to: r.path, label: r.menuLabel }] : []));
}

/** The staff page at a path (its menu label names it in the staff frame's breadcrumb). */
export function staffRouteByPath(path: string): StaffRoute | undefined {
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return STAFF_ROUTES.find((r) => r.path === clean);
}

/**
 * Pages of staff sign-in that a guest opens (not in the staff layout, no permission): the second
 * step of signing in (code or enrolment) and accepting an invitation.
 */
export const STAFF_PUBLIC_ROUTES: readonly { path: string; file: string; id: string }[] = [
  { path: '/login/second-factor', file: 'routes/login.second-factor.tsx', id: 'login-second-factor' },
  { path: '/staff-invitation', file: 'routes/staff-invitation.tsx', id: 'staff-invitation' },
] as const;
