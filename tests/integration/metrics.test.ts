import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { enqueueMail } from '#server/platform/mail/outbox';
import { defineMailTemplate } from '#server/platform/mail/template';
import { metricsServer } from '#server/adapters/http/metrics-endpoint';
import { routeLabel } from '#server/adapters/http/route-label';
import { siteResourceRoutes, siteRoutes } from '#app/config/site-routes';
import { STAFF_ROUTES } from '#app/config/staff-routes';
import { serverFixture } from '../fixtures/server';
import { dialects, REDIS_URL } from '../setup/test-server';
import { rpcRequest } from '../fixtures/rpc-client';

const waiting = defineMailTemplate({
  name: 'metrics-waiting',
  data: z.object({}),
  compose: () => ({ subject: '대기 중인 메일', heading: '안녕하세요', paragraphs: ['보내지 않은 메일이에요.'] }),
});

const TOKEN = 'metrics-token-0123456789abcdef0123456789';
const AUTH = { Authorization: `Bearer ${TOKEN}` };

/** The value of one sample line (`name{labels} value`), or undefined when it is absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    const [head = '', value = ''] = line.split(/ (?=[^ ]+$)/);
    if (Object.entries(labels).every(([k, v]) => head.includes(`${k}="${v}"`))) return Number(value);
  }
  return undefined;
}

describe('route labels', () => {
  it('every route of the tables has its own label, and a raw URL never becomes one', () => {
    for (const route of siteRoutes) expect(routeLabel(route.path), route.path).toBe(route.id);
    for (const route of siteResourceRoutes) expect(routeLabel(route.path), route.path).toBe(route.id);
    for (const route of STAFF_ROUTES) expect(routeLabel(route.path), route.path).toBe(route.id);
    expect(routeLabel('/products/detail.data')).toBe('product-detail.data');
    expect(routeLabel('/lwr/apex/v65.0/Utils/getSiteConfig')).toBe('rpc:Utils.getSiteConfig');
    expect(routeLabel('/lwr/apex/v65.0/Utils/nope')).toBe('rpc:unknown');
    expect(routeLabel('/assets/app-1234.js')).toBe('static');
    expect(routeLabel('/robots.txt')).toBe('robots');
    expect(routeLabel('/sitemaps/products.xml')).toBe('sitemap');
    expect(routeLabel(`/random/${Math.random()}`)).toBe('unmatched');
  });
});

describe.each(dialects)('metrics (%s)', (dialect) => {
  const server = serverFixture(dialect, { METRICS_TOKEN: TOKEN, PAGE_CACHE_SECONDS: '30', ...(dialect === 'postgres' && { REDIS_URL }) });
  const scrape = async () => {
    const res = await server.fetch('/metrics', { headers: AUTH });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    return res.text();
  };

  it('the public port answers only the bearer token', async () => {
    expect((await server.fetch('/metrics')).status).toBe(404);
    expect((await server.fetch('/metrics', { headers: { Authorization: 'Bearer wrong' } })).status).toBe(404);
    expect((await server.fetch('/metrics', { headers: { Authorization: `Bearer ${TOKEN}x` } })).status).toBe(404);
  });

  it('counts requests by route id and status class, cache hits and misses, queries, and the process', async () => {
    for (let i = 0; i < 3; i++) expect((await server.fetch('/customer-center/faqs')).status).toBe(200);
    expect((await server.fetch(`/no/such/page/${Date.now()}`)).status).toBe(404);
    expect((await rpcRequest(server, 'Utils', 'getSiteConfig', {})).status).toBe(200);
    const text = await scrape();
    expect(sample(text, 'http_request_duration_seconds_count', { route: 'faqs', method: 'GET', status_class: '2xx' })).toBeGreaterThanOrEqual(3);
    expect(sample(text, 'http_request_duration_seconds_count', { route: 'unmatched', status_class: '4xx' })).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'http_request_duration_seconds_count', { route: 'rpc:Utils.getSiteConfig' })).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain('/no/such/page');
    // The first view renders (miss) and stores; the next ones are hits of the fast path.
    expect(sample(text, 'cache_lookups_total', { cache: 'page', result: 'miss' })).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'cache_lookups_total', { cache: 'page', result: 'hit' })).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'db_query_duration_seconds_count', { dialect })).toBeGreaterThan(0);
    expect(sample(text, 'nodejs_eventloop_lag_p99_seconds')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(sample(text, 'mail_outbox_depth')).toBeGreaterThanOrEqual(0);
    if (dialect === 'postgres') {
      expect(sample(text, 'db_pool_connections', { state: 'idle' })).toBeGreaterThanOrEqual(0);
      expect(sample(text, 'db_pool_connections', { state: 'waiting' })).toBe(0);
    }
  });

  it('the outbox depth and the age of the oldest due message follow the table', async () => {
    const { services } = server;
    const now = services.clock.now();
    await enqueueMail(services.db.kysely, { to: 'someone@example.test', template: waiting, data: {}, at: new Date(now.getTime() - 120_000) });
    const text = await scrape();
    expect(sample(text, 'mail_outbox_depth')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'mail_outbox_oldest_due_age_seconds')).toBeGreaterThanOrEqual(119);
  });

  it('tracking batches and scheduled jobs report their work', async () => {
    const res = await rpcRequest(server, 'UserActivityController', 'createTrackingModuleLog', {
      trackingModuleLog: { UTMSource__c: 'naver', UTMCampaign__c: 'metrics', CurrentPageUrl__c: 'https://www.example.kr/', UUID__c: '6f1c2a7e-1b2c-4d3e-8f90-123456789abc' },
    });
    expect(res.status).toBe(200);
    await server.services.batches.flush();
    const job = server.services.jobs.names[0]!;
    await server.services.jobs.run(job);
    const text = await scrape();
    expect(sample(text, 'tracking_batch_rows_count')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'tracking_flush_duration_seconds_count', { result: 'ok' })).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'job_runs_total', { job, result: 'ok' })).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'job_lag_seconds', { job })).toBeGreaterThanOrEqual(0);
  });

  it('the private listener serves the same text and nothing else', async () => {
    const listener = metricsServer(server.services.metrics);
    await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
    const address = listener.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    try {
      const res = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('http_request_duration_seconds_bucket');
      expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(404);
    } finally {
      listener.close();
    }
  });
});
