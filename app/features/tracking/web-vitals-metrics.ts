import type { Metric } from 'web-vitals';

/**
 * What the browser's reporter (web-vitals.ts), the server that keeps the entries
 * (web-vitals.server.ts) and the staff report share about the Core Web Vitals field data. A leaf:
 * the server reads it without reaching the browser's logger.
 */

/** Share of page views that report their Core Web Vitals (decided once per page load). */
export const WEB_VITALS_SAMPLE_RATE = 0.1;

/** The tag that sends an entry to the field-data table instead of the client log (web-vitals.server.ts). */
export const WEB_VITALS_TAG = 'web-vitals';

export const WEB_VITAL_METRICS = ['LCP', 'INP', 'CLS'] as const;
export type WebVitalMetric = (typeof WEB_VITAL_METRICS)[number];

/** The periods the staff report offers, in days. */
export const VITALS_PERIODS = [1, 7, 28] as const;

/** "Good" up to the first bound, "poor" above the second (web.dev thresholds, at p75). */
export const THRESHOLDS: Record<WebVitalMetric, readonly [number, number]> = { LCP: [2500, 4000], INP: [200, 500], CLS: [0.1, 0.25] };

/** What one measured metric sends (fieldToValue of a client log entry). */
export interface WebVitalReport {
  metric: WebVitalMetric;
  /** Milliseconds for LCP and INP; the layout-shift score for CLS. */
  value: number;
  rating: Metric['rating'];
  /** The page's path, without query: p75 is reported per page. */
  page: string;
  navigationType: Metric['navigationType'];
}
