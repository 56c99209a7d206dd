import { z } from 'zod';
import { listComponentLogs } from '#app/features/client-logging/client-logs.server';
import { LEVEL_NAMES, type LoggingLevel } from '#app/features/client-logging/levels';
import { countWaitingInquiries } from '#app/features/qna/inquiries.server';
import { countWaitingWork } from '#app/features/recruitment/staff.server';
import { type Dimension, reportRange } from '#app/features/tracking/attribution';
import { attributionReport } from '#app/features/tracking/attribution.server';
import { requireStaff } from '#app/lib/auth.server';
import { type PageArgs, pageParam, readQuery } from '#app/lib/page-args';
import { seoulDayBounds } from '#app/lib/seoul-time';

/** Page loaders of the staff area's own pages (the dashboard and the reports); each area's staff pages stay in the area. */

/** /staff: what waits for staff, counted across the areas. */
export async function loadStaffHome(args: PageArgs) {
  requireStaff(args.context, args.request);
  const { services } = args.context;
  const [waiting, trials] = await Promise.all([countWaitingInquiries(services), countWaitingWork(services)]);
  return { waiting, applications: trials.applications, claims: trials.claims };
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** A date filter (YYYY-MM-DD); anything else is no filter. */
const dateFilter = z
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
  const { total, rows } = await listComponentLogs(args.context.services, {
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
  return { report: await attributionReport(args.context.services, range, query.by), notice: range.error ?? null };
}
