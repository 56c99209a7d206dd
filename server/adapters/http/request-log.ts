import { newRequestId } from './request-id';
import type { MiddlewareHandler } from 'hono';
import type { Logger } from 'pino';
import { stripBasePath } from '#app/lib/site-url';
import { type Metrics, statusClass } from '#server/platform/metrics/metrics';
import { routeLabel } from './route-label';
import { inRequestSpan } from '#server/platform/tracing/tracing';
import { requestLineWriter } from '#server/platform/logging/request-line';
import type { AppEnv } from './types';

/** Gives every request an id (echoed as X-Request-Id), logs one line and records its time when it ends. */
export function requestLog(logger: Logger, metrics: Metrics, base: string): MiddlewareHandler<AppEnv> {
  const logLine = requestLineWriter(logger);
  return async (c, next) => {
    const incoming = c.req.header('x-request-id');
    const requestId = incoming && /^[A-Za-z0-9._-]{8,64}$/.test(incoming) ? incoming : newRequestId();
    c.set('requestId', requestId);
    const started = performance.now();
    // A span only when traces are on (server/platform/tracing/tracing.ts): otherwise next() as is.
    const route = await inRequestSpan(c.req.method, () => c.req.header(), async (span) => {
      await next();
      const label = routeLabel(stripBasePath(c.req.path, base));
      span?.updateName(`${c.req.method} ${label}`);
      span?.setAttributes({ 'http.route': label, 'http.response.status_code': c.res.status, 'request.id': requestId });
      return label;
    });
    c.res.headers.set('X-Request-Id', requestId);
    const elapsed = performance.now() - started;
    const ms = Math.round(elapsed * 10) / 10;
    const status = c.res.status;
    metrics.httpDuration.observe({ route, method: c.req.method, status_class: statusClass(status) }, elapsed / 1000);
    const line = { reqId: requestId, method: c.req.method, path: c.req.path, status, ms };
    // A 503 is an outage or a not-ready instance, already reported once by what noticed it.
    if (status >= 500 && status !== 503) logger.error(line, 'request');
    else if (status === 503) logger.warn(line, 'request');
    else if (logger.isLevelEnabled('info')) logLine.line(line);
  };
}
