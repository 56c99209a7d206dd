import type { Metric } from 'web-vitals';
import { WEB_VITAL_METRICS, WEB_VITALS_SAMPLE_RATE, WEB_VITALS_TAG, type WebVitalMetric, type WebVitalReport } from './web-vitals-metrics';

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
