import type { Metric } from 'web-vitals';

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

type Observers = Record<WebVitalMetric, (report: (metric: Metric) => void) => void>;

export interface WebVitalsDeps {
  /** web-vitals' onLCP/onINP/onCLS, loaded only for sampled page views (injected for tests). */
  load: () => Promise<Observers>;
  /** Queues one entry on the client logger (sent in batches, and on pagehide). */
  send: (report: WebVitalReport) => void;
  random?: () => number;
  path?: string;
  rate?: number;
}

/**
 * Field data (issue 17.6): on a sampled share of page views, reports the final LCP, INP and CLS
 * that web-vitals measures (each once, when the page is hidden or the value is final) through
 * the client-logging path. Returns whether this page view is sampled.
 */
export async function startWebVitals({ load, send, random = Math.random, path = location.pathname, rate = WEB_VITALS_SAMPLE_RATE }: WebVitalsDeps): Promise<boolean> {
  if (random() >= rate) return false;
  const observe = await load();
  for (const name of WEB_VITAL_METRICS) {
    observe[name]((metric) => send({ metric: name, value: Math.round(metric.value * (name === 'CLS' ? 1000 : 1)) / (name === 'CLS' ? 1000 : 1), rating: metric.rating, page: path, navigationType: metric.navigationType }));
  }
  return true;
}

/** In the browser: web-vitals itself and the page's client logger. */
export async function startBrowserWebVitals(): Promise<void> {
  const { getLogger } = await import('./browser-logger');
  await startWebVitals({
    load: async () => {
      // The metrics arrive when the page is hidden: the logger must be ready to send by then.
      const [{ onCLS, onINP, onLCP }] = await Promise.all([import('web-vitals'), getLogger().prepare()]);
      return { LCP: onLCP, INP: onINP, CLS: onCLS };
    },
    send: (report) => {
      const logger = getLogger();
      logger.info(`${WEB_VITALS_TAG} ${report.metric}`).setField({ ...report }).addTags([WEB_VITALS_TAG, report.metric]);
      // INP and CLS are final when the page is hidden, which comes after pagehide when the page
      // is left: send them now (keepalive), a timer would not run any more.
      if (document.visibilityState === 'hidden') void logger.flush();
    },
  });
}
