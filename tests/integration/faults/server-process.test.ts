import http from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { FaultProxy } from '../../setup/fault-proxy';
import { eventually } from '../../setup/outage-helpers';
import { exitWithin, spawnServer, type SpawnedServer, waitForStatus } from '../../setup/spawned-server';
import { createTestDatabase, POSTGRES_URL, type TestDatabase } from '../../setup/test-server';

/**
 * Issue 11.1 and 11.5 on the built server process: it starts while PostgreSQL is still down, it
 * drains keep-alive clients on SIGTERM and exits 0, and it exits even when its log reader has
 * stalled or gone away.
 */
describe('the server process under faults', () => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  async function postgresBehindProxy(): Promise<{ proxy: FaultProxy; db: TestDatabase; url: string }> {
    const proxy = await FaultProxy.start(POSTGRES_URL);
    const db = await createTestDatabase('postgres');
    cleanups.push(() => db.drop(), () => proxy.close());
    return { proxy, db, url: proxy.urlFor(db.url) };
  }

  function track(server: SpawnedServer): SpawnedServer {
    cleanups.push(() => server.cleanup());
    return server;
  }

  it('starts while PostgreSQL is down: alive but not ready (503 naming the database), ready by itself once it is up', async () => {
    const { proxy, url } = await postgresBehindProxy();
    proxy.cut();
    const server = track(await spawnServer({ DATABASE_URL: url }));
    await waitForStatus(`${server.url}/healthz`, 15_000);

    await eventually(async () => {
      const ready = await fetch(`${server.url}/readyz`);
      const body = (await ready.json()) as Record<string, string>;
      return ready.status === 503 && body.status === 'starting' && body.database === 'unavailable';
    }, 5000);
    const page = await fetch(`${server.url}/`, { headers: { Accept: 'text/html' } });
    expect(page.status).toBe(503);
    expect(page.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await page.text()).toContain('서비스를 준비하고 있습니다');

    proxy.restore();
    await waitForStatus(`${server.url}/readyz`, 20_000);
    expect((await fetch(`${server.url}/`)).status).toBe(200);
    expect(server.output()).toContain('database not reachable yet; retrying');

    server.child.kill('SIGTERM');
    expect(await exitWithin(server, 8000)).toEqual({ code: 0, signal: null });
  });

  it('drains on SIGTERM: in-flight requests finish (Connection: close), idle keep-alive sockets close, then exit 0', async () => {
    const { proxy, url } = await postgresBehindProxy();
    const server = track(await spawnServer({ DATABASE_URL: url, PAGE_CACHE_SECONDS: '0', SHUTDOWN_TIMEOUT_MS: '8000' }));
    await waitForStatus(`${server.url}/readyz`, 30_000);

    const agent = new http.Agent({ keepAlive: true, maxSockets: 20 });
    const received: { status: number; connection: string | undefined }[] = [];
    const errors: string[] = [];
    let stopped = false;
    const get = (i: number) =>
      new Promise<void>((resolve) => {
        const req = http.get(`${server.url}/?w=${i}`, { agent, headers: { Accept: 'text/html' } }, (res) => {
          res.resume();
          res.on('end', () => {
            received.push({ status: res.statusCode ?? 0, connection: res.headers.connection });
            if (res.headers.connection === 'close') stopped = true;
            resolve();
          });
        });
        req.on('error', (error: NodeJS.ErrnoException) => {
          errors.push(error.code ?? error.message);
          stopped = true;
          resolve();
        });
      });
    // 20 clients on keep-alive connections, each asking again as soon as it has an answer.
    const clients = Array.from({ length: 20 }, async (_, worker) => {
      for (let i = 0; !stopped; i++) await get(worker * 100_000 + i);
    });
    await eventually(async () => received.length >= 40, 10_000);

    // Requests are now in flight and waiting on the database when SIGTERM arrives.
    proxy.freeze();
    await new Promise((resolve) => setTimeout(resolve, 200));
    server.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 500));
    proxy.restore();
    await Promise.all(clients);
    agent.destroy();

    expect(await exitWithin(server, 12_000)).toEqual({ code: 0, signal: null });
    const log = server.output();
    expect(log).toMatch(/"drained":true.*"msg":"stopped"/);
    expect(received.every((r) => r.status === 200)).toBe(true);
    expect(received.some((r) => r.connection === 'close')).toBe(true);
    // Every page the server answered reached its client: no response was cut off.
    const answered = log.split('\n').filter((line) => line.includes('"msg":"request"') && line.includes('"path":"/"')).length;
    expect(answered).toBe(received.length);
    // Nothing closed under a running handler ("Connection is closed.", pool ended).
    expect(log).not.toMatch(/"level":(50|60)/);
  });

  it('drains as a lame duck under keep-alive load: every request sent on an open socket is answered (0 failed), each socket closes after its Connection: close answer', async () => {
    const server = track(await spawnServer({ PAGE_CACHE_SECONDS: '0', SHUTDOWN_TIMEOUT_MS: '8000' }));
    await waitForStatus(`${server.url}/readyz`, 30_000);

    const failures: string[] = [];
    let answered = 0;
    let closedByServer = 0;
    /** One keep-alive connection, asking again the moment it has an answer, until the server says it closes. */
    const connection = async (path: string, pauseAfterSignal: () => number) => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      for (;;) {
        const pause = pauseAfterSignal();
        if (pause > 0) await new Promise((resolve) => setTimeout(resolve, pause));
        const outcome = await new Promise<'again' | 'closed' | 'failed'>((resolve) => {
          const req = http.get(`${server.url}${path}`, { agent, headers: { Accept: 'text/html' } }, (res) => {
            res.resume();
            res.on('end', () => {
              answered++;
              if (res.statusCode !== 200) failures.push(`${path}: ${res.statusCode}`);
              resolve(res.headers.connection === 'close' ? 'closed' : 'again');
            });
          });
          req.on('error', (error: NodeJS.ErrnoException) => {
            failures.push(`${path}: ${error.code ?? error.message}`);
            resolve('failed');
          });
        });
        if (outcome !== 'again') {
          if (outcome === 'closed') closedByServer++;
          agent.destroy();
          return;
        }
      }
    };
    let signalled = false;
    // 8 busy connections (as wrk -c 8) on a page and on the health check…
    const busy = Array.from({ length: 8 }, (_, i) => connection(i % 2 === 0 ? '/' : '/healthz', () => 0));
    // …and 2 that are idle when the signal comes and send their next request 300 ms later.
    let idleRound = 0;
    const idle = Array.from({ length: 2 }, () => connection('/customer-center/faqs', () => (signalled && idleRound++ < 2 ? 300 : signalled ? 0 : 50)));
    await eventually(async () => answered >= 200, 15_000);

    server.child.kill('SIGTERM');
    signalled = true;
    await Promise.all([...busy, ...idle]);

    expect(failures).toEqual([]);
    expect(closedByServer).toBe(10);
    expect(await exitWithin(server, 12_000)).toEqual({ code: 0, signal: null });
    expect(server.output()).toMatch(/"drained":true.*"msg":"stopped"/);
  });

  it('keeps serving while its log reader stalls, and still exits on SIGTERM', async () => {
    const server = track(await spawnServer({}, { readStdout: false }));
    server.child.stdout.pause();
    await waitForStatus(`${server.url}/readyz`, 30_000);
    // Each request writes a log line: far more than a pipe holds (64 KiB) while nobody reads.
    const started = performance.now();
    for (let batch = 0; batch < 20; batch++) {
      const answers = await Promise.all(Array.from({ length: 50 }, () => fetch(`${server.url}/healthz`).then((res) => res.status)));
      expect(answers.every((status) => status === 200)).toBe(true);
    }
    expect(performance.now() - started).toBeLessThan(20_000);
    server.child.kill('SIGTERM');
    expect(await exitWithin(server, 8000)).toEqual({ code: 0, signal: null });
  });

  it('exits on SIGTERM when its log reader is gone (EPIPE)', async () => {
    const server = track(await spawnServer({}, { readStdout: false }));
    await waitForStatus(`${server.url}/readyz`, 30_000);
    server.child.stdout.destroy();
    for (let i = 0; i < 50; i++) expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    server.child.kill('SIGTERM');
    expect(await exitWithin(server, 8000)).toEqual({ code: 0, signal: null });
  });
});
