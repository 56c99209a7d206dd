import type { NamedPage } from '#app/config/page-names';
import { WEB_VITAL_METRICS, type WebVitalMetric } from './web-vitals-metrics';

/**
 * The staff report of the field data (issue 27 item 4): the stored measurements grouped by the
 * page they were taken on, as the route tables name it (product detail, not each product's
 * address), with p75 of LCP, INP and CLS and how many measurements each rests on. Pure: the
 * server reads the rows (web-vitals.server.ts), this file sums them up.
 */

/** Stored measurements of one value on one path: how many (`n`) of `metric` had `value`. */
export interface VitalValueCount {
  page: string;
  metric: string;
  /** As stored: milliseconds for LCP and INP, the layout-shift score × 1000 for CLS. */
  value: number;
  n: number;
}

export interface MetricP75 {
  /** Milliseconds for LCP and INP; the layout-shift score for CLS. */
  value: number;
  /** Measurements the percentile is taken over. */
  count: number;
}

export interface PageTypeVitals {
  /** The route id; OTHER_PAGES.id for paths no page of the route tables answers. */
  id: string;
  /** What staff read: the page's name in the route tables. */
  name: string;
  /** Page views that sent at least one metric (the largest count of the three): the order of the report. */
  samples: number;
  p75: Record<WebVitalMetric, MetricP75 | null>;
  /** The addresses measured, most samples first (at most MAX_PATHS), and how many more there were. */
  paths: { path: string; samples: number }[];
  morePaths: number;
}

/** Where the paths no page answers go (an old address, a mistyped one): one row, last. */
export const OTHER_PAGES: NamedPage = { id: 'other', name: '기타 페이지' };

const MAX_PATHS = 20;

/** The 75th percentile (nearest rank) of values given with how often each occurs, in any order. */
export function p75(values: readonly { value: number; n: number }[]): number | null {
  const sorted = [...values].sort((a, b) => a.value - b.value);
  const total = sorted.reduce((sum, v) => sum + v.n, 0);
  if (total === 0) return null;
  const rank = Math.max(1, Math.ceil(total * 0.75));
  let seen = 0;
  for (const v of sorted) {
    seen += v.n;
    if (seen >= rank) return v.value;
  }
  return sorted[sorted.length - 1]!.value;
}

/**
 * The report: one row per page of the route tables that has measurements (`pageOf` names the page
 * of a stored path; undefined puts it under OTHER_PAGES), most samples first, OTHER_PAGES last.
 * Grouped when read, so rows stored before page types existed count under their page too.
 */
export function webVitalsByPage(rows: readonly VitalValueCount[], pageOf: (path: string) => NamedPage | undefined): PageTypeVitals[] {
  const groups = new Map<string, { page: NamedPage; metrics: Map<string, { value: number; n: number }[]>; paths: Map<string, Map<string, number>> }>();
  const known = new Map<string, NamedPage>();
  for (const row of rows) {
    if (!(WEB_VITAL_METRICS as readonly string[]).includes(row.metric)) continue;
    let page = known.get(row.page);
    if (!page) known.set(row.page, (page = pageOf(row.page) ?? OTHER_PAGES));
    let group = groups.get(page.id);
    if (!group) groups.set(page.id, (group = { page, metrics: new Map(), paths: new Map() }));
    let values = group.metrics.get(row.metric);
    if (!values) group.metrics.set(row.metric, (values = []));
    values.push({ value: row.value, n: row.n });
    let perPath = group.paths.get(row.page);
    if (!perPath) group.paths.set(row.page, (perPath = new Map()));
    perPath.set(row.metric, (perPath.get(row.metric) ?? 0) + row.n);
  }

  const report: PageTypeVitals[] = [];
  for (const { page, metrics, paths } of groups.values()) {
    const of = (metric: WebVitalMetric): MetricP75 | null => {
      const values = metrics.get(metric) ?? [];
      const value = p75(values);
      if (value === null) return null;
      return { value: metric === 'CLS' ? value / 1000 : value, count: values.reduce((sum, v) => sum + v.n, 0) };
    };
    const p = { LCP: of('LCP'), INP: of('INP'), CLS: of('CLS') };
    const measured = [...paths]
      .map(([path, counts]) => ({ path, samples: Math.max(...counts.values()) }))
      .sort((a, b) => b.samples - a.samples || a.path.localeCompare(b.path));
    report.push({
      id: page.id,
      name: page.name,
      samples: Math.max(...WEB_VITAL_METRICS.map((m) => p[m]?.count ?? 0)),
      p75: p,
      paths: measured.slice(0, MAX_PATHS),
      morePaths: Math.max(0, measured.length - MAX_PATHS),
    });
  }
  const last = (r: PageTypeVitals) => Number(r.id === OTHER_PAGES.id);
  return report.sort((a, b) => last(a) - last(b) || b.samples - a.samples || a.name.localeCompare(b.name, 'ko'));
}
