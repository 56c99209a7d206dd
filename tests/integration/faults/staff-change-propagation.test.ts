import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { updateSiteConfig as saveSettings } from '#app/features/site/data/site-config.server';
import { updateSiteConfig } from '../../setup/e2e-server';
import { FaultProxy } from '../../setup/fault-proxy';
import { signedInMember } from '../../fixtures/members';
import { eventually, HTML } from '../../setup/outage-helpers';
import { createTestDatabase, REDIS_URL, startTestServer, type TestDatabase, type TestServer } from '../../setup/test-server';
import { serverFixture } from '../../fixtures/server';

const SITE_CONFIG = '/lwr/apex/v65.0/Utils/getSiteConfig';

/** Serves `path` twice, so the second answer comes from the instance's own caches. */
async function warm(server: TestServer, path: string, init?: RequestInit): Promise<void> {
  await (await server.fetch(path, init)).text();
  await (await server.fetch(path, init)).text();
}

async function maintenanceFlag(server: TestServer): Promise<boolean> {
  const res = await server.fetch(SITE_CONFIG);
  return ((await res.json()) as { IsMaintenance__c: boolean }).IsMaintenance__c;
}

/**
 * Issue 11.7: a staff change made on one instance reaches every instance within a second or
 * two (invalidation over Redis pub/sub), also after a Redis outage; without Redis the single
 * instance is exact; browsers revalidate what staff can change instead of keeping it 5 minutes.
 */
describe('staff changes on two instances (PostgreSQL + Redis)', () => {
  let proxy: FaultProxy;
  let db: TestDatabase;
  let a: TestServer;
  let b: TestServer;
  let staffCookie: string;

  beforeAll(async () => {
    proxy = await FaultProxy.start(REDIS_URL);
    db = await createTestDatabase('postgres');
    const shared = { REDIS_URL: proxy.urlFor(REDIS_URL), REDIS_KEY_PREFIX: `t${randomUUID().slice(0, 8)}:` };
    a = await startTestServer(db.url, shared);
    b = await startTestServer(db.url, shared, { seed: false });
    staffCookie = (await signedInMember(a.services, 'staff', '운영팀')).cookie;
  });
  afterAll(async () => {
    await a.close();
    await b.close();
    await proxy.close();
    await db.drop();
  });

  it('maintenance switched on one instance shows on the other within two seconds: pages and getSiteConfig', async () => {
    await warm(b, '/', { headers: HTML });
    expect((await b.fetch('/', { headers: HTML })).headers.get('x-page-cache')).toBe('hit');
    await warm(b, SITE_CONFIG);
    expect(await maintenanceFlag(b)).toBe(false);

    await updateSiteConfig(a, staffCookie, { IsMaintenance__c: true, DisabledPaths__c: '/', AlertMessage__c: '점검 중입니다.' });
    const tookOn = await eventually(async () => (await b.fetch('/', { headers: HTML })).status === 503 && (await maintenanceFlag(b)), 2000, 50);

    await updateSiteConfig(a, staffCookie, { IsMaintenance__c: false });
    const tookOff = await eventually(async () => (await b.fetch('/', { headers: HTML })).status === 200 && !(await maintenanceFlag(b)), 2000, 50);
    expect(Math.max(tookOn, tookOff)).toBeLessThan(2000);
  });

  it('browsers revalidate getSiteConfig (no-cache + ETag, 304 when unchanged) while other cacheable answers keep 5 minutes', async () => {
    await warm(b, SITE_CONFIG);
    const res = await b.fetch(SITE_CONFIG);
    expect(res.headers.get('cache-control')).toBe('public, no-cache');
    const etag = res.headers.get('etag');
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    // From the fast path (cached) and from the app (a fresh instance's first answer).
    expect((await b.fetch(SITE_CONFIG, { headers: { 'If-None-Match': etag! } })).status).toBe(304);
    a.services.fastCache.clear();
    expect((await a.fetch(SITE_CONFIG, { headers: { 'If-None-Match': etag! } })).status).toBe(304);

    await updateSiteConfig(a, staffCookie, { AlertMessage__c: `바뀐 안내 ${randomUUID().slice(0, 4)}` });
    const changed = await b.fetch(SITE_CONFIG, { headers: { 'If-None-Match': etag! } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);

    const settings = await b.fetch('/lwr/apex/v65.0/ComponentLogger/getSettings');
    expect(settings.headers.get('cache-control')).toBe('public, max-age=300');
  });

  it('a change made while Redis is away reaches the other instance once Redis is back', async () => {
    await warm(b, '/', { headers: HTML });
    await warm(b, SITE_CONFIG);
    expect(await maintenanceFlag(b)).toBe(false);
    proxy.cut();
    // As the operator command does (staff sessions live in Redis, which is away).
    await saveSettings(a.services.db.kysely, a.services.invalidation, { IsMaintenance__c: true, DisabledPaths__c: '/' });
    // The instance that saved it is exact at once.
    expect((await a.fetch('/', { headers: HTML })).status).toBe(503);
    proxy.restore();
    await eventually(async () => (await b.fetch('/', { headers: HTML })).status === 503 && (await maintenanceFlag(b)), 6000, 100);
    await updateSiteConfig(a, staffCookie, { IsMaintenance__c: false });
    await eventually(async () => (await b.fetch('/', { headers: HTML })).status === 200, 2000, 50);
  });
});

describe('staff changes without Redis', () => {
  const server = serverFixture('sqlite');
  let staffCookie: string;

  beforeAll(async () => {
    staffCookie = (await signedInMember(server.services, 'staff', '운영팀')).cookie;
  });

  it('the one instance is exact at once: cached pages and getSiteConfig change with the save', async () => {
    await warm(server, '/', { headers: HTML });
    await warm(server, SITE_CONFIG);
    await updateSiteConfig(server, staffCookie, { IsMaintenance__c: true, DisabledPaths__c: '/' });
    expect((await server.fetch('/', { headers: HTML })).status).toBe(503);
    expect(await maintenanceFlag(server)).toBe(true);
    await updateSiteConfig(server, staffCookie, { IsMaintenance__c: false });
    expect((await server.fetch('/', { headers: HTML })).status).toBe(200);
    expect(await maintenanceFlag(server)).toBe(false);
  });
});
