import { randomUUID } from 'node:crypto';
import type { DbConn } from '#server/platform/db/database';
import type { NewWebVital } from '#server/platform/db/schema/web-vitals';
import type { ComponentLogEntryInput } from '../schemas';
import type { NamedPage } from '#app/config/page-names';
import { WEB_VITAL_METRICS, WEB_VITALS_TAG, type WebVitalMetric } from '../web-vitals-metrics';
import { type PageTypeVitals, webVitalsByPage } from '../web-vitals-report';

/** Largest value kept: a minute (LCP, INP) or a layout-shift score of 100. */
const MAX_VALUE = 60_000;
const RATINGS = new Set(['good', 'needs-improvement', 'poor']);

/**
 * The field-data row an entry from the client-logging path stands for (web-vitals.ts), or
 * undefined when it is not one or does not hold a usable measurement.
 */
export function webVitalOfEntry(entry: ComponentLogEntryInput, now: string): NewWebVital | undefined {
  if (!entry.tags.includes(WEB_VITALS_TAG)) return undefined;
  const field = entry.fieldToValue;
  if (typeof field !== 'object' || field === null) return undefined;
  const { metric, value, rating, page } = field as Record<string, unknown>;
  if (!WEB_VITAL_METRICS.includes(metric as WebVitalMetric)) return undefined;
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > (metric === 'CLS' ? MAX_VALUE / 600 : MAX_VALUE)) return undefined;
  if (typeof rating !== 'string' || !RATINGS.has(rating)) return undefined;
  if (typeof page !== 'string' || !page.startsWith('/') || page.length > 200) return undefined;
  return {
    id: randomUUID(),
    page: page.split(/[?#]/)[0]!,
    metric: metric as string,
    value: Math.round(metric === 'CLS' ? value * 1000 : value),
    rating,
    created_at: now,
  };
}

/**
 * The report of the rows since `from` (ISO) by page type (web-vitals-report.ts), `pageOf` naming
 * the page of a stored path. The database counts equal values of a path and metric (values are
 * whole milliseconds, or thousandths of the layout-shift score, so they repeat) and the
 * percentiles are taken here: the same on SQLite and PostgreSQL.
 */
export async function webVitalsReport(db: DbConn, from: string, pageOf: (path: string) => NamedPage | undefined): Promise<PageTypeVitals[]> {
  const rows = await db
    .selectFrom('web_vitals')
    .select(['page', 'metric', 'value', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('created_at', '>=', from)
    .groupBy(['page', 'metric', 'value'])
    .execute();
  return webVitalsByPage(
    rows.map((r) => ({ page: r.page, metric: r.metric, value: Number(r.value), n: Number(r.n) })),
    pageOf,
  );
}

/** Retention (server/adapters/retention.ts): up to `limit` of the oldest rows measured before `before`, deleted; the count. */
export async function purgeWebVitals(db: DbConn, before: Date, limit: number): Promise<number> {
  const result = await db
    .deleteFrom('web_vitals')
    .where('id', 'in', (eb) => eb.selectFrom('web_vitals').select('id').where('created_at', '<', before.toISOString()).limit(limit))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
