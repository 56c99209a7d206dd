import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { FaultProxy } from './fault-proxy';
import { signedInMember } from '../fixtures/members';
import { createTestDatabase, POSTGRES_URL, REDIS_URL, startTestServer, type TestDatabase, type TestServer } from './test-server';

/** What a browser page load sends. */
export const HTML = { Accept: 'text/html,application/xhtml+xml' };

/** Runs `request` and returns its answer with how long it took. */
export async function timed(request: () => Promise<Response>): Promise<{ res: Response; ms: number }> {
  const started = performance.now();
  const res = await request();
  return { res, ms: performance.now() - started };
}

/** The answer every outage gives: 503, Retry-After, never kept by a cache. */
export async function expectUnavailable(res: Response, kind: 'json' | 'html'): Promise<void> {
  expect(res.status).toBe(503);
  expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
  expect(res.headers.get('cache-control')).toContain('no-store');
  if (kind === 'json') {
    const body = (await res.json()) as { success: boolean; errorCode: string; message: string };
    expect(body).toMatchObject({ success: false, errorCode: 'UNAVAILABLE' });
    expect(body.message).toMatch(/잠시 후 다시 시도해 주세요/);
  } else {
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(await res.text()).toMatch(/잠시 후 다시 시도해 주세요/);
  }
}

/** Polls `check` until it holds; returns how long that took. */
export async function eventually(check: () => Promise<boolean>, timeoutMs: number, stepMs = 100): Promise<number> {
  const started = Date.now();
  for (;;) {
    if (await check().catch(() => false)) return Date.now() - started;
    if (Date.now() - started > timeoutMs) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, stepMs));
  }
}

/** The readiness report. */
export async function readiness(server: TestServer): Promise<{ status: number; body: Record<string, string> }> {
  const res = await server.fetch('/readyz');
  return { status: res.status, body: (await res.json()) as Record<string, string> };
}

export interface ServerBehindProxy {
  proxy: FaultProxy;
  server: TestServer;
  member: Awaited<ReturnType<typeof signedInMember>>;
  /** A guest page load that no cache can answer (the page cache is off). */
  page(): Promise<Response>;
}

/**
 * A test server on a PostgreSQL schema of its own whose PostgreSQL or Redis connections go through
 * a fault proxy, with a signed-in member; the proxy is restored after each test. Registers the
 * file's hooks; the fields are set once `beforeAll` has run. Default timeouts: what is measured
 * is what production does.
 */
export function serverBehindProxy(dependency: 'postgres' | 'redis', options: { applicationName?: string } = {}): ServerBehindProxy {
  const fixture = {} as ServerBehindProxy;
  let db: TestDatabase;
  let n = 0;
  fixture.page = () => fixture.server.fetch(`/?t=${++n}`, { headers: HTML });
  beforeAll(async () => {
    fixture.proxy = await FaultProxy.start(dependency === 'postgres' ? POSTGRES_URL : REDIS_URL);
    db = await createTestDatabase('postgres');
    const overrides: Record<string, string> = { PAGE_CACHE_SECONDS: '0' };
    let databaseUrl = db.url;
    if (dependency === 'redis') overrides.REDIS_URL = fixture.proxy.urlFor(REDIS_URL);
    else {
      const url = new URL(fixture.proxy.urlFor(db.url));
      if (options.applicationName) url.searchParams.set('application_name', options.applicationName);
      databaseUrl = url.toString();
    }
    fixture.server = await startTestServer(databaseUrl, overrides);
    fixture.member = await signedInMember(fixture.server.services);
  });
  afterEach(() => fixture.proxy.restore());
  afterAll(async () => {
    await fixture.server.close();
    await fixture.proxy.close();
    await db.drop();
  });
  return fixture;
}
