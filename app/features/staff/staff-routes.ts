/**
 * Every staff page, in menu order: app/routes.ts registers them from this table and the staff
 * navigation lists the ones with a menu label, so a new staff page is one line here (plus its
 * route module). Kept free of imports: the route config reads it at build time.
 */
export interface StaffRoute {
  path: string;
  /** Route module, relative to app/. */
  file: string;
  id: string;
  /** The menu entry; pages reached from a list (details) have none. */
  menuLabel?: string;
}

export const STAFF_ROUTES: readonly StaffRoute[] = [
  { path: '/staff', file: 'routes/staff.tsx', id: 'staff' },
  { path: '/staff/inquiries', file: 'routes/staff.inquiries.tsx', id: 'staff-inquiries', menuLabel: '1:1 문의 답변' },
  { path: '/staff/inquiries/detail', file: 'routes/staff.inquiries.detail.tsx', id: 'staff-inquiry-detail' },
  { path: '/staff/trials', file: 'routes/staff.trials.tsx', id: 'staff-trials', menuLabel: '체험 신청 관리' },
  { path: '/staff/trials/detail', file: 'routes/staff.trials.detail.tsx', id: 'staff-trial-detail' },
  { path: '/staff/claims', file: 'routes/staff.claims.tsx', id: 'staff-claims', menuLabel: '반품·환불 처리' },
  { path: '/staff/claims/detail', file: 'routes/staff.claims.detail.tsx', id: 'staff-claim-detail' },
  { path: '/staff/attribution', file: 'routes/staff.attribution.tsx', id: 'staff-attribution', menuLabel: '유입 분석' },
  { path: '/staff/client-logs', file: 'routes/staff.client-logs.tsx', id: 'staff-client-logs', menuLabel: '클라이언트 로그' },
  { path: '/staff/site', file: 'routes/staff.site.tsx', id: 'staff-site', menuLabel: '사이트 설정' },
  { path: '/staff/coupons/redeem', file: 'routes/staff.coupons.redeem.tsx', id: 'staff-coupon-redeem' },
];

export const STAFF_MENU = STAFF_ROUTES.flatMap((r) => (r.menuLabel === undefined ? [] : [{ to: r.path, label: r.menuLabel }]));
