import type { Insertable, Selectable } from 'kysely';

export const tableName = 'web_vitals';

/** One Core Web Vital of one sampled page view (issue 17.6; owner: client-logging). */
export interface WebVitalsTable {
  id: string;
  /** The page's path, without query. */
  page: string;
  metric: string;
  /** Milliseconds for LCP and INP; thousandths of the score for CLS. */
  value: number;
  /** good, needs-improvement or poor, as web-vitals rated it in the browser. */
  rating: string;
  created_at: string;
}

export type WebVitalRow = Selectable<WebVitalsTable>;
export type NewWebVital = Insertable<WebVitalsTable>;
