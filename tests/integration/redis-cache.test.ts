import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RedisCache } from '#server/platform/cache/redis-cache';
import { REDIS_URL } from '../setup/test-server';

/** The shared cache's tags, on a real Redis (what the invalidation bus deletes on every change). */
describe('RedisCache tags', () => {
  const prefix = `t${randomUUID().slice(0, 8)}:`;
  let redis: Redis;
  let cache: RedisCache;

  beforeAll(() => {
    redis = new Redis(REDIS_URL, { keyPrefix: prefix });
    cache = new RedisCache(redis);
  });
  afterAll(async () => {
    const raw = new Redis(REDIS_URL);
    const keys = await raw.keys(`${prefix}*`);
    if (keys.length > 0) await raw.del(...keys);
    await raw.quit();
    await redis.quit();
  });

  it('deleting a tag deletes exactly its entries, under the key prefix', async () => {
    await cache.set('a', '1', 60_000, ['site-config']);
    await cache.set('b', '2', 60_000, ['site-config', 'other']);
    await cache.set('c', '3', 60_000, ['other']);
    await cache.set('d', '4', 60_000);
    await cache.deleteTag('site-config');
    expect(await cache.get('a')).toBeUndefined();
    expect(await cache.get('b')).toBeUndefined();
    expect(await cache.get('c')).toBe('3');
    expect(await cache.get('d')).toBe('4');
    // Nothing was written outside the prefix.
    const raw = new Redis(REDIS_URL);
    expect((await raw.keys('cache:*')).filter((k) => k === 'cache:c')).toEqual([]);
    expect(await raw.exists(`${prefix}cache:c`)).toBe(1);
    await raw.quit();
  });

  it('a tag lives as long as its longest-lived entry, and forgets expired ones', async () => {
    await cache.set('long', '1', 60_000, ['t2']);
    await cache.set('short', '2', 50, ['t2']);
    const ttl = await redis.pttl('cache:tag:t2');
    expect(ttl).toBeGreaterThan(50_000);
    await new Promise((resolve) => setTimeout(resolve, 80));
    await cache.set('later', '3', 60_000, ['t2']);
    expect(await redis.zrange('cache:tag:t2', 0, -1)).toEqual(['cache:long', 'cache:later']);
    await cache.deleteTag('t2');
    expect(await cache.get('long')).toBeUndefined();
    expect(await redis.exists('cache:tag:t2')).toBe(0);
  });
});
