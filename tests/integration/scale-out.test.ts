import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rpcCacheKey } from '#server/adapters/rpc/router';
import { signedInMember } from '../fixtures/members';
import { createTestDatabase, REDIS_URL, startTestServer, type TestDatabase, type TestServer } from '../setup/test-server';

/** DESIGN 1: the same build runs as several stateless instances on PostgreSQL and Redis. */
describe('two instances sharing PostgreSQL and Redis', () => {
  let db: TestDatabase;
  let a: TestServer;
  let b: TestServer;
  let redis: Redis;
  const prefix = `t${randomUUID().slice(0, 8)}:`;

  beforeAll(async () => {
    db = await createTestDatabase('postgres');
    a = await startTestServer(db.url, { REDIS_URL, REDIS_KEY_PREFIX: prefix });
    b = await startTestServer(db.url, { REDIS_URL, REDIS_KEY_PREFIX: prefix });
    redis = new Redis(REDIS_URL);
  });
  afterAll(async () => {
    await a.close();
    await b.close();
    await redis.quit();
    await db.drop();
  });

  it('a session created on one instance is valid on the other, and lives in Redis', async () => {
    const member = await signedInMember(a.services);
    const res = await b.fetch('/lwr/apex/v65.0/SessionController/getUserContext', { headers: { Cookie: member.cookie } });
    expect(await res.json()).toEqual({ isGuest: false, userId: member.id });
    const keys = await redis.keys(`${prefix}sess:*`);
    expect(keys.length).toBeGreaterThan(0);
    const count = await b.services.db.kysely.selectFrom('sessions').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });

  it('logging out on one instance ends the session on both', async () => {
    const member = await signedInMember(a.services);
    const out = await b.fetch('/logout', { method: 'POST', headers: { Cookie: member.cookie, Origin: b.url } });
    expect(out.status).toBe(302);
    const res = await a.fetch('/lwr/apex/v65.0/SessionController/getUserContext', { headers: { Cookie: member.cookie } });
    expect(await res.json()).toEqual({ isGuest: true });
  });

  it('cacheable answers are shared through Redis', async () => {
    await a.services.cache.delete(rpcCacheKey('Utils', 'getSiteConfig', '', {}));
    const fromA = await a.fetch('/lwr/apex/v65.0/Utils/getSiteConfig');
    expect(fromA.status).toBe(200);
    const fromB = await b.fetch('/lwr/apex/v65.0/Utils/getSiteConfig', { headers: { 'Cache-Control': 'only-if-cached' } });
    expect(fromB.status).toBe(200);
    expect(await redis.exists(`${prefix}cache:${rpcCacheKey('Utils', 'getSiteConfig', '', {})}`)).toBe(1);
  });
});
