import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DbSessionStore } from '#server/platform/auth/db-session-store';
import { RedisSessionStore } from '#server/platform/auth/redis-session-store';
import { hashSessionId, type SessionStore } from '#server/platform/auth/session-store';
import { openDb } from '#server/platform/db/database';
import { migrateToLatest } from '#server/platform/db/migrate';
import { createMember } from '#server/adapters/seed/factories';
import { createTestDatabase, REDIS_URL, type TestDatabase } from '../setup/test-server';

const limits = { idleMs: 30 * 60_000, absoluteMs: 12 * 3_600_000 };

describe.each(['database', 'redis'] as const)('%s session store', (kind) => {
  let testDb: TestDatabase;
  let db: ReturnType<typeof openDb>;
  let redis: Redis | undefined;
  let now = Date.parse('2026-11-21T00:00:00Z');
  let store: SessionStore;
  let memberId: string;

  beforeAll(async () => {
    testDb = await createTestDatabase('sqlite');
    db = openDb({ url: testDb.url });
    await migrateToLatest(db.kysely as never);
    memberId = (await createMember(db.kysely)).id;
    if (kind === 'redis') {
      redis = new Redis(REDIS_URL);
      store = new RedisSessionStore(redis, limits, () => now);
    } else {
      store = new DbSessionStore(db.kysely, limits, () => now);
    }
  });
  afterAll(async () => {
    await redis?.quit();
    await db.close();
    await testDb.drop();
  });

  it('keeps only a hash of the session id', async () => {
    const { id } = await store.create(memberId);
    expect(id).toMatch(/^[A-Za-z0-9_-]{43}$/);
    if (kind === 'database') {
      const rows = await db.kysely.selectFrom('sessions').select('id_hash').execute();
      expect(rows.map((r) => r.id_hash)).toContain(hashSessionId(id));
      expect(rows.map((r) => r.id_hash)).not.toContain(id);
    } else {
      expect(await redis!.exists(`sess:${hashSessionId(id)}`)).toBe(1);
      expect(await redis!.exists(`sess:${id}`)).toBe(0);
    }
  });

  it('ends a session after 30 minutes without activity', async () => {
    const { id } = await store.create(memberId);
    now += limits.idleMs - 1000;
    expect(await store.get(id)).not.toBeNull();
    now += 1000;
    expect(await store.get(id)).toBeNull();
  });

  it('activity extends the inactivity deadline, but never past the absolute limit', async () => {
    const { id, session } = await store.create(memberId);
    const absolute = Date.parse(session.absoluteExpiresAt);
    for (let i = 0; i < 30; i++) {
      now += 25 * 60_000;
      const touched = await store.touch(id);
      if (touched === null) break;
      expect(Date.parse(touched.idleExpiresAt)).toBeLessThanOrEqual(absolute);
    }
    expect(now).toBeGreaterThanOrEqual(absolute);
    expect(await store.get(id)).toBeNull();
  });

  it('destroys one session, or all of a member', async () => {
    const one = await store.create(memberId);
    const two = await store.create(memberId);
    await store.destroy(one.id);
    expect(await store.get(one.id)).toBeNull();
    expect(await store.get(two.id)).not.toBeNull();
    await store.destroyAllForMember(memberId);
    expect(await store.get(two.id)).toBeNull();
  });
});
