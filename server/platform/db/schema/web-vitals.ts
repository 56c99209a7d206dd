import type { Insertable } from 'kysely';

/** One Core Web Vital of one sampled page view (issue 17.6; owner: tracking). */
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

export type NewWebVital = Insertable<WebVitalsTable>;
