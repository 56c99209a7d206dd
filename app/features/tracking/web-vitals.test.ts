import type { Metric } from 'web-vitals';
import { describe, expect, it } from 'vitest';
import { startWebVitals } from './web-vitals';
import type { WebVitalReport } from './web-vitals-metrics';

const metric = (name: string, value: number): Metric => ({ name, value, rating: 'good', delta: value, id: 'v5-1', entries: [], navigationType: 'navigate' }) as unknown as Metric;

describe('web vitals field data', () => {
  it('reports LCP, INP and CLS of a sampled page view, once each, with the page path', async () => {
    const sent: WebVitalReport[] = [];
    let loads = 0;
    const sampled = await startWebVitals({
      load: async () => {
        loads++;
        return { LCP: (cb) => cb(metric('LCP', 1234.56)), INP: (cb) => cb(metric('INP', 88)), CLS: (cb) => cb(metric('CLS', 0.01234)) };
      },
      send: (r) => sent.push(r),
      random: () => 0.05,
      path: '/products/detail',
      rate: 0.1,
    });
    expect(sampled).toBe(true);
    expect(loads).toBe(1);
    expect(sent).toEqual([
      { metric: 'LCP', value: 1235, rating: 'good', page: '/products/detail', navigationType: 'navigate' },
      { metric: 'INP', value: 88, rating: 'good', page: '/products/detail', navigationType: 'navigate' },
      { metric: 'CLS', value: 0.012, rating: 'good', page: '/products/detail', navigationType: 'navigate' },
    ]);
  });

  it('does nothing, not even loading the library, outside the sample', async () => {
    let loads = 0;
    const sampled = await startWebVitals({
      load: async () => {
        loads++;
        throw new Error('not loaded');
      },
      send: () => {
        throw new Error('not sent');
      },
      random: () => 0.1,
      path: '/',
      rate: 0.1,
    });
    expect(sampled).toBe(false);
    expect(loads).toBe(0);
  });
});
