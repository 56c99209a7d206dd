import { describe, expect, it } from 'vitest';
import { createMetrics } from './metrics';

describe('createMetrics', () => {
  it('records observations by default', async () => {
    const metrics = createMetrics({ defaultMetrics: false });
    metrics.httpDuration.observe({ route: 'home', method: 'GET', status_class: '2xx' }, 0.004);
    metrics.cacheLookups.inc({ cache: 'page', result: 'hit' });
    metrics.mailOutboxDepth.set(3);
    const { body } = await metrics.scrape();
    expect(body).toContain('http_request_duration_seconds_count{route="home",method="GET",status_class="2xx"} 1');
    expect(body).toContain('cache_lookups_total{cache="page",result="hit"} 1');
    expect(body).toContain('mail_outbox_depth 3');
  });

  it('with recording off, the same calls leave every figure at zero and add no process metrics', async () => {
    const metrics = createMetrics({ recording: false });
    metrics.httpDuration.observe({ route: 'home', method: 'GET', status_class: '2xx' }, 0.004);
    metrics.cacheLookups.inc({ cache: 'page', result: 'hit' });
    metrics.mailOutboxDepth.set(3);
    metrics.trackingBatchRows.observe(10);
    const { body } = await metrics.scrape();
    expect(body).toContain('# TYPE http_request_duration_seconds histogram');
    expect(body).not.toContain('route="home"');
    expect(body).not.toContain('cache="page"');
    expect(body).toContain('mail_outbox_depth 0');
    expect(body).toContain('tracking_batch_rows_count 0');
    expect(body).not.toContain('nodejs_eventloop_lag');
  });
});
