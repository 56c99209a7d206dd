import { type StaffPermission, type StaffRole, staffMay } from '../../server/platform/auth/staff-roles';
import type { PersonalDataDeclaration } from '../../server/platform/audit/personal-data';

interface StaffRouteBase {
  path: string;
  /** Route module, relative to app/. */
  file: string;
  id: string;
  /** What the page's loader and actions require (the role table decides who has it). */
  permission: StaffPermission;
  /**
   * Whether the page shows members' personal data (name, e-mail, phone, address, messages…):
   * required, so a new page decides. When it does, the platform writes a 'view' entry to the
   * audit trail for every answer (server/adapters/http/staff-view-audit.ts; docs/security.md).
   */
  personalData: PersonalDataDeclaration;
}

/**
 * A page: its heading, breadcrumb and document title come from here (StaffPage and staffMeta,
 * components/StaffPage.tsx), so each is written once; staff-page-modules.test.ts holds every page to it.
 */
export interface StaffPageRoute extends StaffRouteBase {
  kind?: 'page';
  /** The heading (h1), the last crumb and the document title; a page whose heading depends on the record (an editor) passes its own. */
  title: string;
  /** The page it is reached from (a detail or an editor → its list): a linked crumb between 운영 홈 and this page. */
  parent?: string;
  /** The page's crumb when it differs from its title. */
  crumb?: string;
  /** What follows the title in the document title when not 운영 관리. */
  section?: string;
  /** The menu entry; pages reached from a list (details) have none. */
  menuLabel?: string;
  /** The menu group the entry sits under; required with a menu label (null: above the groups, 운영 홈 only). */
  menuGroup?: StaffMenuGroup | null;
}

/** The groups of the staff menu, in order: what staff look for, not how the code is split. */
export const STAFF_MENU_GROUPS = ['콘텐츠', '캠페인', '고객 지원', '매장', '보고서', '설정'] as const;
export type StaffMenuGroup = (typeof STAFF_MENU_GROUPS)[number];

/** A route that renders no page (a CSV export, an image upload endpoint): no title, no menu entry. */
interface StaffResourceRoute extends StaffRouteBase {
  kind: 'resource';
  menuLabel?: never;
}

export type StaffRoute = StaffPageRoute | StaffResourceRoute;


/**
 * Every staff page, in menu order: app/routes.ts registers them inside the staff layout from this
 * table, and the staff navigation lists the ones with a menu label that the signed-in role may
 * open. Each page names the permission of the role table (server/platform/auth/staff-roles.ts)
 * its loader and actions check, and its title (and the list it is reached from), which its
 * heading, breadcrumb and document title take: so a new staff page is one line here (plus its route module).
 * Imports only the role table (itself import-free) and a type: the route config reads this at build time.
 */
const ROUTES = [
  { path: '/staff', file: 'routes/staff.tsx', id: 'staff', title: '운영 홈', permission: 'dashboard', menuLabel: '운영 홈', menuGroup: null, personalData: false },
  { path: '/staff/inquiries', file: 'routes/staff.inquiries.tsx', id: 'staff-inquiries', title: '1:1 문의 답변', permission: 'inquiries', menuLabel: '1:1 문의 답변', menuGroup: '고객 지원', personalData: { action: 'inquiries.list', subject: 'inquiries', fields: ['name', 'email'] } },
  { path: '/staff/inquiries/detail', file: 'routes/staff.inquiries.detail.tsx', id: 'staff-inquiry-detail', title: '문의 답변하기', parent: 'staff-inquiries', permission: 'inquiries', personalData: { action: 'inquiries.view', subject: 'inquiry', record: 'id', fields: ['name', 'email', 'message', 'attachment', 'pets', 'inquiries', 'trialApplications', 'coupons'] } },
  { path: '/staff/inquiries/templates', file: 'routes/staff.inquiries.templates.tsx', id: 'staff-reply-templates', title: '자주 쓰는 답변', parent: 'staff-inquiries', permission: 'inquiries', menuLabel: '자주 쓰는 답변', menuGroup: '고객 지원', personalData: false },
  { path: '/staff/trials', file: 'routes/staff.trials.tsx', id: 'staff-trials', title: '체험 신청 관리', permission: 'trials', menuLabel: '체험 신청 관리', menuGroup: '캠페인', personalData: { action: 'trials.list', subject: 'trial_orders', search: 'q', fields: ['name', 'mobile'] } },
  { path: '/staff/trials/campaign', file: 'routes/staff.trials.campaign.tsx', id: 'staff-trial-campaign', title: '추첨·배송', parent: 'staff-trials', permission: 'trials', personalData: { action: 'trials.campaign', subject: 'trial_campaign', record: 'id', fields: ['name', 'mobile', 'address'] } },
  { path: '/staff/trials/shipping-list', file: 'routes/staff.trials.shipping-list.ts', id: 'staff-trial-shipping-list', kind: 'resource', permission: 'trials', personalData: { action: 'trials.exportShipping', subject: 'trial_campaign', record: 'id', fields: ['name', 'mobile', 'address', 'message'] } },
  { path: '/staff/trials/detail', file: 'routes/staff.trials.detail.tsx', id: 'staff-trial-detail', title: '체험 신청 상세', parent: 'staff-trials', permission: 'trials', personalData: { action: 'trials.view', subject: 'trial_order', record: 'id', fields: ['name', 'email', 'mobile', 'address'] } },
  { path: '/staff/claims', file: 'routes/staff.claims.tsx', id: 'staff-claims', title: '반품·환불 처리', permission: 'claims', menuLabel: '반품·환불 처리', menuGroup: '고객 지원', personalData: { action: 'claims.list', subject: 'trial_claims', fields: ['name'] } },
  { path: '/staff/claims/detail', file: 'routes/staff.claims.detail.tsx', id: 'staff-claim-detail', title: '반품·환불 상세', parent: 'staff-claims', permission: 'claims', personalData: { action: 'claims.view', subject: 'trial_claim', record: 'id', fields: ['name', 'email', 'mobile', 'address', 'message'] } },
  { path: '/staff/coupons/redeem', file: 'routes/staff.coupons.redeem.tsx', id: 'staff-coupon-redeem', title: '1+1 쿠폰 사용 처리', section: '매장 직원', permission: 'coupons', menuLabel: '쿠폰 사용 처리', menuGroup: '매장', personalData: { action: 'coupons.lookup', subject: 'coupon', fields: ['coupons'] } },
  { path: '/staff/members', file: 'routes/staff.members.tsx', id: 'staff-members', title: '회원 조회', permission: 'members', menuLabel: '회원 조회', menuGroup: '고객 지원', personalData: { action: 'members.search', subject: 'members', search: 'q', fields: ['name', 'email', 'mobile'] } },
  { path: '/staff/members/detail', file: 'routes/staff.members.detail.tsx', id: 'staff-member-detail', title: '회원 상세', parent: 'staff-members', permission: 'members', personalData: { action: 'members.view', subject: 'member', record: 'id', fields: ['profile', 'address', 'marketingConsent', 'pets', 'trialApplications', 'inquiries', 'coupons', 'claims'] } },
  { path: '/staff/members/marketing-consent.csv', file: 'routes/staff.members.marketing-consent.ts', id: 'staff-marketing-consent', kind: 'resource', permission: 'members.export', personalData: { action: 'members.exportMarketingConsent', subject: 'members', fields: ['email', 'name', 'mobile', 'marketingConsent'] } },
  { path: '/staff/attribution', file: 'routes/staff.attribution.tsx', id: 'staff-attribution', title: '유입 분석', permission: 'attribution', menuLabel: '유입 분석', menuGroup: '보고서', personalData: false },
  { path: '/staff/client-logs', file: 'routes/staff.client-logs.tsx', id: 'staff-client-logs', title: '클라이언트 로그', permission: 'client-logs', menuLabel: '클라이언트 로그', menuGroup: '보고서', personalData: false },
  { path: '/staff/web-vitals', file: 'routes/staff.web-vitals.tsx', id: 'staff-web-vitals', title: '체감 성능', permission: 'web-vitals', menuLabel: '체감 성능', menuGroup: '보고서', personalData: false },
  { path: '/staff/site', file: 'routes/staff.site.tsx', id: 'staff-site', title: '사이트 설정', permission: 'site', menuLabel: '사이트 설정', menuGroup: '설정', personalData: false },
  { path: '/staff/legal', file: 'routes/staff.legal.tsx', id: 'staff-legal', title: '약관·개인정보처리방침', permission: 'site', menuLabel: '약관·개인정보처리방침', menuGroup: '설정', personalData: false },
  { path: '/staff/legal/edit', file: 'routes/staff.legal.edit.tsx', id: 'staff-legal-edit', title: '약관 편집', parent: 'staff-legal', permission: 'site', personalData: false },
  { path: '/staff/accounts', file: 'routes/staff.accounts.tsx', id: 'staff-accounts', title: '운영자 계정', permission: 'staff-accounts', menuLabel: '운영자 계정', menuGroup: '설정', personalData: false },
  { path: '/staff/audit', file: 'routes/staff.audit.tsx', id: 'staff-audit', title: '감사 기록', permission: 'audit', menuLabel: '감사 기록', menuGroup: '보고서', personalData: { action: 'audit.view', subject: 'audit_log', fields: ['name', 'email'] } },
  { path: '/staff/audit/export.csv', file: 'routes/staff.audit.export.ts', id: 'staff-audit-export', kind: 'resource', permission: 'audit', personalData: { action: 'audit.export', subject: 'audit_log', fields: ['name', 'email'] } },
  { path: '/staff/mail', file: 'routes/staff.mail.tsx', id: 'staff-mail', title: '메일 발송함', permission: 'mail', menuLabel: '메일 발송함', menuGroup: '보고서', personalData: { action: 'mail.view', subject: 'mail_outbox', fields: ['email', 'name', 'mail', 'accountLinks'] } },
  // The back-office content (issue 15): a list (menu) and its editor per content type.
  { path: '/staff/products', file: 'routes/staff.products.tsx', id: 'staff-products', title: '상품 관리', permission: 'content', menuLabel: '상품', menuGroup: '콘텐츠', personalData: false },
  { path: '/staff/products/edit', file: 'routes/staff.products.edit.tsx', id: 'staff-product-edit', title: '상품 수정', parent: 'staff-products', permission: 'content', personalData: false },
  { path: '/staff/articles', file: 'routes/staff.articles.tsx', id: 'staff-articles', title: '건강 정보 관리', permission: 'content', menuLabel: '건강 정보', menuGroup: '콘텐츠', personalData: false },
  { path: '/staff/articles/edit', file: 'routes/staff.articles.edit.tsx', id: 'staff-article-edit', title: '건강 정보 수정', parent: 'staff-articles', permission: 'content', personalData: false },
  { path: '/staff/articles/image', file: 'routes/staff.articles.image.ts', id: 'staff-article-image', kind: 'resource', permission: 'content', personalData: false },
  { path: '/staff/article-categories', file: 'routes/staff.article-categories.tsx', id: 'staff-article-categories', title: '카테고리·태그 관리', parent: 'staff-articles', permission: 'content', personalData: false },
  { path: '/staff/notices', file: 'routes/staff.notices.tsx', id: 'staff-notices', title: '공지사항 관리', permission: 'content', menuLabel: '공지사항', menuGroup: '콘텐츠', personalData: false },
  { path: '/staff/notices/edit', file: 'routes/staff.notices.edit.tsx', id: 'staff-notice-edit', title: '공지 수정', parent: 'staff-notices', permission: 'content', personalData: false },
  { path: '/staff/faqs', file: 'routes/staff.faqs.tsx', id: 'staff-faqs', title: '자주 묻는 질문 관리', permission: 'content', menuLabel: '자주 묻는 질문', menuGroup: '콘텐츠', personalData: false },
  { path: '/staff/faqs/edit', file: 'routes/staff.faqs.edit.tsx', id: 'staff-faq-edit', title: '질문 수정', parent: 'staff-faqs', permission: 'content', personalData: false },
  { path: '/staff/campaigns', file: 'routes/staff.campaigns.tsx', id: 'staff-campaigns', title: '체험 캠페인 관리', permission: 'campaigns', menuLabel: '체험 캠페인', menuGroup: '캠페인', personalData: false },
  { path: '/staff/campaigns/edit', file: 'routes/staff.campaigns.edit.tsx', id: 'staff-campaign-edit', title: '체험 캠페인 수정', parent: 'staff-campaigns', permission: 'campaigns', personalData: false },
  { path: '/staff/plus1', file: 'routes/staff.plus1.tsx', id: 'staff-plus1', title: '1+1 캠페인 관리', permission: 'campaigns', menuLabel: '1+1 캠페인', menuGroup: '캠페인', personalData: false },
  { path: '/staff/plus1/edit', file: 'routes/staff.plus1.edit.tsx', id: 'staff-plus1-edit', title: '1+1 캠페인 수정', parent: 'staff-plus1', permission: 'campaigns', personalData: false },
  { path: '/staff/stores', file: 'routes/staff.stores.tsx', id: 'staff-stores', title: '매장 관리', permission: 'campaigns', menuLabel: '매장', menuGroup: '매장', personalData: false },
  { path: '/staff/stores/edit', file: 'routes/staff.stores.edit.tsx', id: 'staff-store-edit', title: '매장 수정', parent: 'staff-stores', permission: 'campaigns', personalData: false },
  { path: '/staff/stores/import', file: 'routes/staff.stores.import.tsx', id: 'staff-store-import', title: '매장 가져오기', parent: 'staff-stores', permission: 'campaigns', personalData: false },
  { path: '/staff/home', file: 'routes/staff.home.tsx', id: 'staff-home', title: '홈 화면 편집', crumb: '홈 화면', permission: 'content', menuLabel: '홈 화면', menuGroup: '콘텐츠', personalData: false },
  { path: '/staff/home/image', file: 'routes/staff.home.image.ts', id: 'staff-home-image', kind: 'resource', permission: 'content', personalData: false },
  { path: '/staff/brand-pages', file: 'routes/staff.brand-pages.tsx', id: 'staff-brand-pages', title: '브랜드 페이지 관리', permission: 'content', menuLabel: '브랜드 페이지', menuGroup: '콘텐츠', personalData: false },
  { path: '/staff/brand-pages/edit', file: 'routes/staff.brand-pages.edit.tsx', id: 'staff-brand-page-edit', title: '브랜드 페이지 수정', parent: 'staff-brand-pages', permission: 'content', personalData: false },
  { path: '/staff/reviews', file: 'routes/staff.reviews.tsx', id: 'staff-reviews', title: '리뷰 관리', permission: 'content', menuLabel: '리뷰 관리', menuGroup: '고객 지원', personalData: { action: 'reviews.list', subject: 'reviews', search: 'q', fields: ['name', 'email', 'reviews'] } },
  { path: '/staff/security', file: 'routes/staff.security.tsx', id: 'staff-security', title: '내 보안 설정', permission: 'security', menuLabel: '내 보안 설정', menuGroup: '설정', personalData: false },
] as const satisfies readonly StaffRoute[];

export const STAFF_ROUTES: readonly StaffRoute[] = ROUTES;

/** The id of a staff page (not a resource route): what StaffPage and staffMeta take. */
export type StaffPageId = Extract<(typeof ROUTES)[number], { title: string }>['id'];

/** The staff route at a path within the site (no base path, no query), page or resource. */
export function staffRouteAt(pathname: string): StaffRoute | undefined {
  return STAFF_ROUTES.find((r) => r.path === pathname);
}

/** The route of a staff page by its id. */
export function staffPageRoute(id: StaffPageId): StaffPageRoute {
  const route = STAFF_ROUTES.find((r): r is StaffPageRoute => r.id === id && r.kind !== 'resource');
  if (!route) throw new Error(`No staff page ${id}`);
  return route;
}

/** The pages a page is reached through, farthest first (its list, that list's list…), without 운영 홈. */
export function staffParents(id: StaffPageId): StaffPageRoute[] {
  const chain: StaffPageRoute[] = [];
  for (let r = staffPageRoute(id); r.parent !== undefined; ) {
    r = staffPageRoute(r.parent as StaffPageId);
    chain.unshift(r);
    if (chain.length > STAFF_ROUTES.length) throw new Error(`The parents of staff page ${id} run in a circle`);
  }
  return chain;
}

export interface StaffMenuLink {
  to: string;
  label: string;
  /** Null: above the groups (운영 홈). */
  group: StaffMenuGroup | null;
}

/** The menu of a role: the pages with a menu label whose permission the role has, in table order. */
export function staffMenuFor(role: StaffRole): StaffMenuLink[] {
  return STAFF_ROUTES.flatMap((r) =>
    r.kind !== 'resource' && r.menuLabel !== undefined && staffMay(role, r.permission) ? [{ to: r.path, label: r.menuLabel, group: r.menuGroup ?? null }] : [],
  );
}

/** A role's menu as the navigation shows it: 운영 홈 and the other ungrouped entries, then each group that has an entry, in STAFF_MENU_GROUPS order. */
export function staffMenuGroups(menu: readonly StaffMenuLink[]): { top: StaffMenuLink[]; groups: { label: StaffMenuGroup; links: StaffMenuLink[] }[] } {
  return {
    top: menu.filter((l) => l.group === null),
    groups: STAFF_MENU_GROUPS.map((label) => ({ label, links: menu.filter((l) => l.group === label) })).filter((g) => g.links.length > 0),
  };
}

/** Where a role's staff work starts: the first menu entry it may open (운영 홈; the redeem page for a store clerk). */
export function staffLandingFor(role: StaffRole): string {
  return staffMenuFor(role)[0]?.to ?? '/staff/security';
}

/**
 * Pages of staff sign-in that a guest opens (not in the staff layout, no permission): the second
 * step of signing in (code or enrolment) and accepting an invitation.
 */
const STAFF_PUBLIC_LIST = [
  { path: '/login/second-factor', file: 'routes/login.second-factor.tsx', id: 'login-second-factor', title: '2단계 인증' },
  { path: '/staff-invitation', file: 'routes/staff-invitation.tsx', id: 'staff-invitation', title: '운영자 초대' },
] as const satisfies readonly StaffPublicRoute[];

/** A staff sign-in page outside the back-office; `title` is its document title (and its name in the field-data report). */
interface StaffPublicRoute {
  path: string;
  file: string;
  id: string;
  title: string;
}

export const STAFF_PUBLIC_ROUTES: readonly StaffPublicRoute[] = STAFF_PUBLIC_LIST;

/** A staff page outside the back-office by its path. */
export function staffPublicRouteAt(pathname: string): StaffPublicRoute | undefined {
  return STAFF_PUBLIC_ROUTES.find((r) => r.path === pathname);
}

/** The id of any staff route (pages, exports, uploads) or of a staff page outside the back-office. */
export type StaffRouteId = (typeof ROUTES)[number]['id'] | (typeof STAFF_PUBLIC_LIST)[number]['id'];

