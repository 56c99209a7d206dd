import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { S3ObjectStore } from '#server/platform/storage/s3-store';
import { startS3StandIn } from '../../setup/s3-stand-in';
import { type SpawnedServer, spawnServer, waitForStatus } from '../../setup/spawned-server';
import { createTestDatabase, REDIS_URL, type TestDatabase } from '../../setup/test-server';

/**
 * Issue 26, item 5: deploy/compose.yaml's topology, with processes because no container engine
 * runs on these machines (the docker client is there, no daemon): the runtime image's files only
 * (package.json, build/, the seed's pictures; node_modules is the checkout's), two instances on one PostgreSQL, one
 * Redis and an S3 server, behind a round-robin load balancer that sends traffic only to a ready
 * instance, as deploy/nginx.conf does.
 */
describe('two instances behind a load balancer, on PostgreSQL, Redis and S3', () => {
  let db: TestDatabase;
  let s3: Awaited<ReturnType<typeof startS3StandIn>>;
  let layout: string;
  const instances: SpawnedServer[] = [];
  const served = new Map<string, number>();
  let balancer: http.Server;
  let front = '';
  const FILE_KEY = `${Date.now()}-${randomUUID()}.png`;
  const FILE = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 9, 8, 7]);

  beforeAll(async () => {
    // What deploy/Dockerfile's runtime stage copies, and nothing else of the repository.
    // Inside the checkout (build-*/ is ignored by git), so Node finds the checkout's real
    // node_modules above it, as the image's /app/node_modules: a symlinked node_modules would
    // load React twice under the test runner.
    layout = fs.mkdtempSync(path.resolve('build-runtime-'));
    for (const file of ['package.json', 'package-lock.json']) fs.copyFileSync(file, path.join(layout, file));
    fs.cpSync('build', path.join(layout, 'build'), { recursive: true });
    fs.mkdirSync(path.join(layout, 'server/adapters/seed'), { recursive: true });
    fs.symlinkSync(path.resolve('server/adapters/seed/media'), path.join(layout, 'server/adapters/seed/media'));

    db = await createTestDatabase('postgres');
    s3 = await startS3StandIn();
    const { CDN_BASE_DOMAIN: _cdn, ...s3Env } = s3.env;
    const env = { ...s3Env, DATABASE_URL: db.url, REDIS_URL, REDIS_KEY_PREFIX: `t${randomUUID().slice(0, 8)}:`, TRUST_PROXY: 'true', METRICS_TOKEN: 'x'.repeat(40) };
    // Started together, as an orchestrator does: the migration lock lets one migrate.
    instances.push(...(await Promise.all([0, 1].map(() => spawnServer(env, { entry: path.join(layout, 'build/server.js') })))));
    await Promise.all(instances.map((i) => waitForStatus(`${i.url}/readyz`, 60_000)));

    // The load balancer: round robin over the instances whose /readyz says 200.
    let next = 0;
    const ready = async (url: string) => (await fetch(`${url}/readyz`).catch(() => undefined))?.status === 200;
    const route = async (req: http.IncomingMessage, res: http.ServerResponse) => {
      for (let tried = 0; tried < instances.length; tried++) {
        const target = instances[next++ % instances.length]!;
        if (!(await ready(target.url))) continue;
        served.set(target.url, (served.get(target.url) ?? 0) + 1);
        const upstream = http.request(`${target.url}${req.url}`, { method: req.method, headers: { ...req.headers, 'x-forwarded-for': req.socket.remoteAddress ?? '' } }, (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        });
        upstream.on('error', () => res.writeHead(502).end());
        req.pipe(upstream);
        return;
      }
      res.writeHead(503).end();
    };
    balancer = http.createServer((req, res) => void route(req, res));
    await new Promise<void>((resolve) => balancer.listen(0, '127.0.0.1', resolve));
    const address = balancer.address();
    front = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    await new S3ObjectStore({ bucket: s3.bucket, region: 'ap-northeast-2', endpoint: s3.endpoint, accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', forcePathStyle: true }).put(`public/${FILE_KEY}`, FILE, 'image/png');
  }, 120_000);

  afterAll(async () => {
    await new Promise<void>((resolve) => (balancer ? balancer.close(() => resolve()) : resolve()));
    for (const instance of instances) instance.cleanup();
    await s3?.stop();
    await db?.drop();
    fs.rmSync(layout, { recursive: true, force: true });
  });

  it('serves pages and files through the balancer from both instances', async () => {
    for (let i = 0; i < 6; i++) {
      const page = await fetch(`${front}/products/Product2`, { headers: { Accept: 'text/html' } });
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('lang="ko"');
      const file = await fetch(`${front}/files/${FILE_KEY}`);
      expect(file.status).toBe(200);
      expect(new Uint8Array(await file.arrayBuffer())).toEqual(FILE);
    }
    expect([...served.values()].every((n) => n >= 3)).toBe(true);
    expect(served.size).toBe(2);
    // Each instance counts what it served, on its own metrics.
    for (const instance of instances) {
      const text = await (await fetch(`${instance.url}/metrics`, { headers: { Authorization: `Bearer ${'x'.repeat(40)}` } })).text();
      expect(text).toMatch(/http_request_duration_seconds_count\{route="(product-list|files)",method="GET",status_class="2xx"\} [1-9]/);
      expect(text).toMatch(/db_pool_connections\{state="idle"\}/);
    }
  });

  it('an instance that drains (SIGTERM) leaves the balancer serving from the other', async () => {
    const [first] = instances;
    first!.child.kill('SIGTERM');
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await fetch(`${front}/customer-center/faqs`, { headers: { Accept: 'text/html' } })).status);
    expect(statuses.every((s) => s === 200)).toBe(true);
    expect(await first!.exited).toMatchObject({ code: 0 });
  });
});
