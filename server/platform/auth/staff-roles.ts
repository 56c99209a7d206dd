/**
 * THE table of what each staff role may do (issue 14, item 2; docs/decisions/014-staff-platform.md).
 * Every staff page (app/config/staff-routes.ts), every staff operation (`access:
 * 'staff:<permission>'` in defineOperation) and every staff RPC method names one permission of
 * this table, and the page check (`requireCredential` / `requireStaff`), the RPC router and the
 * operations kit all decide through `staffMay` below, so a role's rights are changed here and
 * nowhere else. `tests/integration/staff-roles.test.ts` walks every staff page and method as each
 * role and fails when one names no permission of this table.
 *
 * Kept free of imports: the route config reads it at build time, and the browser's staff menu
 * is filtered by it.
 */

export const STAFF_ROLES = ['admin', 'editor', 'support', 'clerk'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  admin: '관리자',
  editor: '편집자',
  support: '고객지원',
  clerk: '매장 직원',
};

/** Every account role: members, and the staff roles. */
export type AccountRole = 'member' | StaffRole;

interface PermissionRow {
  /** What it lets a person do, as the staff-account page explains it. */
  label: string;
  roles: readonly StaffRole[];
}

const ALL: readonly StaffRole[] = STAFF_ROLES;

/**
 * permission → the roles that have it. admin: everything; editor: content, catalogue, campaigns,
 * stores, pages (and the campaign report); support: inquiries, trial processing, returns and
 * refunds, coupon redemption, member look-up and suspension; clerk (a store clerk, issue 24 item
 * 6): the redeem page for the stores the account is bound to (staff_stores) and their own
 * security page, nothing else.
 */
export const STAFF_PERMISSIONS = {
  /** The staff home (/staff). */
  dashboard: { label: '운영 홈', roles: ['admin', 'editor', 'support'] },
  /** One's own sign-in security (second factor, recovery codes), and the staff frame around every page. */
  security: { label: '내 보안 설정', roles: ALL },
  inquiries: { label: '1:1 문의 답변', roles: ['admin', 'support'] },
  trials: { label: '체험 신청 처리(당첨·배송)', roles: ['admin', 'support'] },
  claims: { label: '반품·환불 처리', roles: ['admin', 'support'] },
  coupons: { label: '매장 쿠폰 사용 처리', roles: ['admin', 'support', 'clerk'] },
  /** Search and read a member's record (every view is logged). */
  members: { label: '회원 조회', roles: ['admin', 'support'] },
  /** Suspend and reactivate a member's account. */
  'members.suspend': { label: '회원 이용 정지·해제', roles: ['admin', 'support'] },
  /** The marketing-consent list for the mailing tools (personal data in bulk). */
  'members.export': { label: '마케팅 수신 동의 목록 내보내기', roles: ['admin'] },
  /** Content: articles, customer-centre pages and the files uploaded for them (any uploaded file may be removed). */
  content: { label: '콘텐츠·업로드 파일', roles: ['admin', 'editor'] },
  /** Trial campaigns: what the dashboard shows of campaigns closing soon. */
  campaigns: { label: '체험 캠페인', roles: ['admin', 'editor'] },
  attribution: { label: '유입 분석(캠페인 성과)', roles: ['admin', 'editor'] },
  /** Core Web Vitals from real visitors (p75 per page). */
  'web-vitals': { label: '체감 성능(실제 방문자 웹 바이탈)', roles: ['admin', 'editor'] },
  'client-logs': { label: '클라이언트 로그', roles: ['admin'] },
  site: { label: '사이트 설정(점검·접근 제한)', roles: ['admin'] },
  'staff-accounts': { label: '운영자 계정(초대·역할·사용 중지)', roles: ['admin'] },
  audit: { label: '감사 기록 열람', roles: ['admin'] },
  /** The development mail outbox (messages hold sign-in links: admins only). */
  mail: { label: '메일 발송함', roles: ['admin'] },
} as const satisfies Record<string, PermissionRow>;

export type StaffPermission = keyof typeof STAFF_PERMISSIONS;

export function isStaffRole(role: string): role is StaffRole {
  return (STAFF_ROLES as readonly string[]).includes(role);
}

export function isStaffPermission(name: string): name is StaffPermission {
  return Object.hasOwn(STAFF_PERMISSIONS, name);
}

/** Whether an account of this role may do this: the one decision every door asks. */
export function staffMay(role: string, permission: StaffPermission): boolean {
  return isStaffRole(role) && (STAFF_PERMISSIONS[permission].roles as readonly string[]).includes(role);
}
