import { data } from 'react-router';
import { z } from 'zod';
import { secondFactorRedirect } from '#app/features/account/pages/second-factor.server';
import { renewRecoveryCodes, requiresSecondFactor, secondFactorStatus } from '#app/features/account/data/second-factor.server';
import { readForm } from '#app/page-kit/forms.server';
import { retryAfterHeaders, tooManyAttemptsMessage } from '#app/lib/retry-after';
import { listComponentLogs } from '#app/features/tracking/data/client-logs.server';
import { LEVEL_NAMES, type LoggingLevel } from '#app/features/tracking/levels';
import { countWaitingInquiries, oldestWaitingInquiries } from '#app/features/qna/data/inquiries.server';
import { campaignsClosingSoon, countWaitingWork } from '#app/features/recruitment/data/staff.server';
import { scheduledCount } from '#app/staff-kit/data/content-kit.server';
import { BRAND_PAGE_KIND } from '#app/features/brand/data/brand.server';
import { ARTICLE_KIND } from '#app/features/articles/data/article-admin.server';
import { PRODUCT_KIND } from '#app/features/catalogue/data/product-admin.server';
import { FAQ_KIND, NEWS_KIND } from '#app/features/customer-center/data/content-admin.server';
import { PLUS1_KIND } from '#app/features/offline-store/data/plus1-admin.server';
import { STORE_KIND } from '#app/features/offline-store/data/store-admin.server';
import { CAMPAIGN_KIND } from '#app/features/recruitment/data/campaign-admin.server';
import { type Dimension, reportRange } from '#app/features/tracking/attribution';
import { attributionReport } from '#app/features/tracking/data/attribution.server';
import { countTrialsByMemberUtm } from '#app/features/recruitment/data/orders.server';
import { requireStaff, requireStaffFrame } from '#app/page-kit/auth.server';
import { getSiteSettings } from '#app/features/site/data/site-config.server';
import { STAFF_ROLE_LABELS, staffMay } from '#server/platform/auth/staff-roles';
import { waitedFor } from '../age';
import { STAFF_ROUTES, staffMenuFor } from '../../../config/staff-routes';
import type { DbConn } from '#server/platform/db/database';
import { type PageArgs, pageParam, readQuery } from '#app/page-kit/page-args';
import { formatSeoulDateTime, seoulDayBounds } from '#app/lib/seoul-time';
import { staffHref } from '#app/config/staff-href';

/** Page loaders of the staff area's own pages (the dashboard and the reports); each area's staff pages stay in the area. */

/**
 * The staff layout (every staff page): who is signed in and the menu of their role. Any staff
 * role may be in the frame; each page checks its own permission.
 */
export async function loadStaffLayout(args: PageArgs) {
  const staff = requireStaffFrame(args.context, args.request);
  const { services, viewer } = args.context;
  const brand = await getSiteSettings(services.db.kysely, services)
    .then((s) => s.brandName)
    .catch(() => '');
  const idleExpiresAt = viewer.isGuest ? Date.now() : Date.parse(viewer.idleExpiresAt);
  return {
    brand,
    staff: { userId: staff.staffId, name: staff.name, roleLabel: STAFF_ROLE_LABELS[staff.role], menu: staffMenuFor(staff.role) },
    sessionMsLeft: Math.max(0, idleExpiresAt - Date.now()),
  };
}

/**
 * /staff: what waits for this role, counted across the areas (only what the role may open):
 * unanswered inquiries with their age, applications to draw and to ship, open returns and
 * refunds, campaigns closing within a week, content scheduled to go live.
 */
export async function loadStaffHome(args: PageArgs) {
  const staff = requireStaff(args.context, args.request);
  const { services } = args.context;
  const may = (p: Parameters<typeof staffMay>[1]) => staffMay(staff.role, p);
  const now = Date.now();
  const [waiting, oldest, trials, closing, scheduled] = await Promise.all([
    may('inquiries') ? countWaitingInquiries(services.db.kysely) : null,
    may('inquiries') ? oldestWaitingInquiries(services.db.kysely, 5) : [],
    may('trials') || may('claims') ? countWaitingWork(services.db.kysely) : null,
    may('campaigns') ? campaignsClosingSoon(services.db.kysely, CLOSING_DAYS, new Date(now)) : null,
    may('content') || may('campaigns') ? scheduledLists(services.db.kysely, may, new Date(now)) : null,
  ]);
  return {
    name: staff.name,
    inquiries: waiting === null ? null : { waiting, oldest: oldest.map((i) => ({ id: i.id, title: i.title, waited: waitedFor(i.createdAt, now) })) },
    trials: trials && may('trials') ? { toDraw: trials.applications, toShip: trials.toShip } : null,
    claims: trials && may('claims') ? { open: trials.claims } : null,
    campaigns: closing === null ? null : { days: CLOSING_DAYS, closing: closing.map((c) => ({ ...c, endsAt: formatSeoulDateTime(c.endsAt) })) },
    scheduled: scheduled === null ? null : scheduled.map((s) => ({ ...s, next: formatSeoulDateTime(s.next) })),
    coupons: may('coupons'),
    shortcuts: STAFF_SHORTCUTS.filter((s) => may(s.permission)).map(({ label, to }) => ({ label, to })),
  };
}

/** The dashboard's "새로 만들기" links: the editors staff open most, each shown to the roles that may use it. */
const STAFF_SHORTCUTS: readonly { label: string; to: string; permission: Parameters<typeof staffMay>[1] }[] = [
  { label: '새 상품', to: staffHref('staff-product-edit'), permission: 'content' },
  { label: '새 건강 정보 글', to: staffHref('staff-article-edit'), permission: 'content' },
  { label: '새 공지', to: staffHref('staff-notice-edit'), permission: 'content' },
  { label: '새 체험 캠페인', to: staffHref('staff-campaign-edit'), permission: 'campaigns' },
];

/** The back-office list of each content type: its label, path and permission come from the staff route table. */
const SCHEDULED_LISTS = [
  [PRODUCT_KIND, 'staff-products'],
  [ARTICLE_KIND, 'staff-articles'],
  [NEWS_KIND, 'staff-notices'],
  [FAQ_KIND, 'staff-faqs'],
  [CAMPAIGN_KIND, 'staff-campaigns'],
  [PLUS1_KIND, 'staff-plus1'],
  [STORE_KIND, 'staff-stores'],
  [BRAND_PAGE_KIND, 'staff-brand-pages'],
] as const;

/** Content scheduled to go live, per list the role may open: how many, and the next time. */
async function scheduledLists(db: DbConn, may: (p: Parameters<typeof staffMay>[1]) => boolean, now: Date) {
  const lists = SCHEDULED_LISTS.map(([kind, id]) => ({ kind, route: STAFF_ROUTES.find((r) => r.id === id)! })).filter(({ route }) => may(route.permission));
  const counted = await Promise.all(lists.map(async ({ kind, route }) => ({ route, ...(await scheduledCount(db, kind, now)) })));
  return counted.filter((c) => c.count > 0 && c.next !== null).map(({ route, count, next }) => ({ label: route.menuLabel ?? route.path, href: `${route.path}?state=scheduled`, count, next: next! }));
}

/** "Closing soon" on the staff home: within a week. */
const CLOSING_DAYS = 7;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** A date filter (YYYY-MM-DD); anything else is no filter. */
export const dateFilter = z
  .string()
  .optional()
  .transform((value) => (value !== undefined && DATE.test(value) ? value : ''));

const ClientLogQuery = z.object({
  level: z
    .string()
    .optional()
    .transform((value) => ((LEVEL_NAMES as readonly string[]).includes(value ?? '') ? (value as LoggingLevel) : undefined)),
  q: z
    .string()
    .optional()
    .transform((value) => (value ?? '').trim().slice(0, 100)),
  from: dateFilter,
  to: dateFilter,
  page: pageParam,
});

/** /staff/client-logs: the visitors' browser logs, filtered, newest first (dates are Seoul days). */
export async function loadClientLogs(args: PageArgs) {
  requireStaff(args.context, args.request);
  const { level, q, from, to, page } = readQuery(args, ClientLogQuery);
  const { total, rows } = await listComponentLogs(args.context.services.db.kysely, args.context.services.batches, {
    level,
    q: q || undefined,
    from: from ? seoulDayBounds(from, from).start : undefined,
    to: to ? seoulDayBounds(to, to).end : undefined,
    page,
  });
  return { total, rows, page, filters: { level: level ?? '', q, from, to } };
}

const AttributionQuery = z.object({
  from: z.string().optional(),
  to: z.string().optional(),
  by: z.enum(['source', 'medium', 'campaign'] satisfies Dimension[]).catch('source'),
});

/** /staff/attribution: the UTM report for a range of Seoul days, by one dimension. */
export async function loadAttribution(args: PageArgs) {
  requireStaff(args.context, args.request);
  const query = readQuery(args, AttributionQuery);
  const range = reportRange(query.from ?? null, query.to ?? null);
  return { report: await attributionReport(args.context.services.db.kysely, args.context.services.batches, range, query.by, (column, start, end) => countTrialsByMemberUtm(args.context.services.db.kysely, column, start, end)), notice: range.error ?? null };
}



/** /staff/security: one's own second factor (enrolled when, recovery codes left). */
export async function loadStaffSecurity(args: PageArgs) {
  const staff = requireStaff(args.context, args.request);
  const { services } = args.context;
  const status = await secondFactorStatus(services.db.kysely, staff.staffId);
  return {
    enrolled: status ? { at: formatSeoulDateTime(status.enrolledAt), recoveryCodesLeft: status.recoveryCodesLeft } : null,
    required: requiresSecondFactor(services.env, staff.role),
    sessionLimits: { idleMinutes: services.env.STAFF_SESSION_IDLE_MINUTES, absoluteHours: services.env.STAFF_SESSION_ABSOLUTE_HOURS },
  };
}

const SecurityForm = z.object({ intent: z.enum(['enrol', 'recovery']), code: z.string().trim().max(40).optional() });

/** Enrol (through the second step of sign-in, which then starts a new session) or new recovery codes (the current code first). */
export async function staffSecurityAction(args: PageArgs) {
  const staff = requireStaff(args.context, args.request);
  const { services } = args.context;
  const parsed = SecurityForm.safeParse(Object.fromEntries(await readForm(args.request)));
  if (!parsed.success) return data({ error: '요청을 다시 확인해 주세요.', codes: null }, { status: 400 });
  if (parsed.data.intent === 'enrol') {
    const headers = new Headers();
    const next = await secondFactorRedirect(services, staff.staffId, staffHref('staff-security'), headers, 'enrol');
    if (next) return next;
    return data({ error: '2단계 인증을 시작할 수 없습니다.', codes: null }, { status: 409 });
  }
  const code = parsed.data.code ?? '';
  if (code === '') return data({ error: '인증 앱의 6자리 코드를 입력해 주세요.', codes: null }, { status: 400 });
  const renewed = await renewRecoveryCodes(services.db.kysely, services, staff, code, { ip: args.context.clientIp, requestId: args.context.requestId });
  if (renewed.ok) return { error: null, codes: renewed.codes };
  if (renewed.reason === 'throttled') return data({ error: tooManyAttemptsMessage('인증 코드 입력', renewed.retryAfter), codes: null }, { status: 429, headers: retryAfterHeaders(renewed.retryAfter) });
  if (renewed.reason === 'not-enrolled') return data({ error: '먼저 2단계 인증을 등록해 주세요.', codes: null }, { status: 409 });
  return data({ error: '인증 코드가 맞지 않습니다.', codes: null }, { status: 400 });
}
