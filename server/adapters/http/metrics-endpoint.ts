import { timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { MiddlewareHandler } from 'hono';
import type { Metrics } from '#server/platform/metrics/metrics';
import type { AppEnv } from './types';

/**
 * The scrape endpoint (issue 26): operators choose one of two doors, and without either there is
 * none. A port of its own (METRICS_PORT, on METRICS_HOST) that the public never reaches, or
 * `/metrics` on the public port that answers only a bearer token from the environment
 * (METRICS_TOKEN), compared in constant time; anything else is a plain 404 there, so the public
 * port does not even say the endpoint exists.
 */
export function metricsOnPublicPort(metrics: Metrics, token: string | undefined): MiddlewareHandler<AppEnv> {
  const expected = token === undefined ? undefined : Buffer.from(`Bearer ${token}`);
  return async (c, next) => {
    if (c.req.path !== '/metrics') return next();
    const given = Buffer.from(c.req.header('authorization') ?? '');
    if (expected === undefined || given.length !== expected.length || !timingSafeEqual(given, expected)) return c.notFound();
    const { contentType, body } = await metrics.scrape();
    return c.body(body, 200, { 'Content-Type': contentType, 'Cache-Control': 'no-store' });
  };
}

/** The private metrics listener: GET /metrics only. */
export function metricsServer(metrics: Metrics): Server {
  return createServer((req, res) => {
    if (req.method !== 'GET' || (req.url ?? '').split('?')[0] !== '/metrics') {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('not found');
      return;
    }
    metrics.scrape().then(
      ({ contentType, body }) => res.writeHead(200, { 'Content-Type': contentType, 'Cache-Control': 'no-store' }).end(body),
      () => res.writeHead(500).end(),
    );
  });
}
