import { randomUUID } from 'node:crypto';
import type { DbConn } from '#server/platform/db/database';
import type { NewWebVital } from '#server/platform/db/schema/web-vitals';
import type { ComponentLogEntryInput } from '../schemas';
import { WEB_VITAL_METRICS, WEB_VITALS_TAG, type WebVitalMetric } from '../web-vitals-metrics';

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

export interface PageVitals {
  page: string;
  /** Page views that sent at least one metric (the largest count of the three). */
  samples: number;
  p75: Record<WebVitalMetric, { value: number; count: number } | null>;
}

/** The 75th percentile (nearest rank) of values sorted ascending. */
function p75(sorted: readonly number[]): number {
  return sorted[Math.max(0, Math.ceil(sorted.length * 0.75) - 1)]!;
}

/**
 * p75 of LCP, INP and CLS per page over the rows since `from` (ISO), the pages with most
 * samples first. Rows are read without their ids, ordered by page and metric, and the
 * percentiles taken here: the same on SQLite and PostgreSQL.
 */
export async function webVitalsReport(db: DbConn, from: string): Promise<PageVitals[]> {
  const rows = await db
    .selectFrom('web_vitals')
    .select(['page', 'metric', 'value'])
    .where('created_at', '>=', from)
    .orderBy('page')
    .orderBy('metric')
    .orderBy('value')
    .execute();
  const pages = new Map<string, Map<string, number[]>>();
  for (const row of rows) {
    let metrics = pages.get(row.page);
    if (!metrics) pages.set(row.page, (metrics = new Map()));
    let values = metrics.get(row.metric);
    if (!values) metrics.set(row.metric, (values = []));
    values.push(Number(row.value));
  }
  const report: PageVitals[] = [];
  for (const [page, metrics] of pages) {
    const of = (name: WebVitalMetric) => {
      const values = metrics.get(name);
      if (!values || values.length === 0) return null;
      return { value: name === 'CLS' ? p75(values) / 1000 : p75(values), count: values.length };
    };
    const p = { LCP: of('LCP'), INP: of('INP'), CLS: of('CLS') };
    report.push({ page, samples: Math.max(...WEB_VITAL_METRICS.map((m) => p[m]?.count ?? 0)), p75: p });
  }
  return report.sort((a, b) => b.samples - a.samples || a.page.localeCompare(b.page));
}

/** Retention (server/adapters/retention.ts): up to `limit` of the oldest rows measured before `before`, deleted; the count. */
export async function purgeWebVitals(db: DbConn, before: Date, limit: number): Promise<number> {
  const result = await db
    .deleteFrom('web_vitals')
    .where('id', 'in', (eb) => eb.selectFrom('web_vitals').select('id').where('created_at', '<', before.toISOString()).limit(limit))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
