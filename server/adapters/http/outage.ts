import type { Context } from 'hono';
import { type Unavailable, UNAVAILABLE_HEADERS, unavailableBody } from '#server/platform/errors/unavailable';
import type { Services } from '#server/platform/services';
import { unavailablePage } from './fallback-pages';
import type { AppEnv } from './types';

/**
 * A request met an outage: readiness learns it now (not at the next probe), and the log says
 * which dependency, once per request, as a warning (the outage itself is logged by the health
 * monitor and the connections).
 */
export function reportUnavailable(services: Services, unavailable: Unavailable, error: unknown, requestId: string | undefined, where: string): void {
  if (unavailable.dependency === 'database' || unavailable.dependency === 'redis') services.health.markUnavailable(unavailable.dependency);
  services.logger.warn({ err: error, where, requestId, dependency: unavailable.dependency }, 'dependency unavailable');
}

/** 503 with Retry-After: a plain page for people, the `{success: false}` body for programs. */
export function unavailableResponse(c: Context<AppEnv>, unavailable: Unavailable): Response {
  const requestId = c.get('requestId');
  if (wantsHtml(c)) return c.html(unavailablePage(unavailable.message), 503, UNAVAILABLE_HEADERS);
  return c.json(unavailableBody(unavailable, requestId), 503, UNAVAILABLE_HEADERS);
}

export function wantsHtml(c: Context<AppEnv>): boolean {
  return (c.req.header('accept') ?? '').includes('text/html');
}
