import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { REDIS_URL } from '../../../tests/setup/test-server';
import { createAttemptLimiter } from './attempt-limiter';

describe('attempt limiter on Redis', () => {
  const redis = new Redis(REDIS_URL, { keyPrefix: `t${randomUUID().slice(0, 8)}:`, maxRetriesPerRequest: 1 });
  afterAll(async () => {
    await redis.quit();
  });

  it('is shared by every instance and never overshoots under parallel attempts', async () => {
    // Two limiters on one Redis stand for two server instances.
    const a = createAttemptLimiter({ redis, name: 'shared', points: 5, windowSeconds: 60 });
    const b = createAttemptLimiter({ redis, name: 'shared', points: 5, windowSeconds: 60 });
    const taken = await Promise.all(Array.from({ length: 40 }, (_, i) => (i % 2 ? a : b).take('acct')));
    expect(taken.filter((t) => t.ok)).toHaveLength(5);
    const refused = taken.find((t) => !t.ok);
    expect(refused && !refused.ok && refused.retryAfter).toBeGreaterThan(0);
    await b.reset('acct');
    expect((await a.take('acct')).ok).toBe(true);
  });

  it('gives back what one instance refunds to the others', async () => {
    const a = createAttemptLimiter({ redis, name: 'refund', points: 3, windowSeconds: 60 });
    const b = createAttemptLimiter({ redis, name: 'refund', points: 3, windowSeconds: 60 });
    for (let i = 0; i < 3; i++) expect((await a.take('acct')).ok).toBe(true);
    await a.refund('acct');
    expect((await b.take('acct')).ok).toBe(true);
    expect((await b.take('acct')).ok).toBe(false);
  });

  it('keeps limiting in-process while Redis is unreachable', async () => {
    const down = new Redis('redis://127.0.0.1:1', { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 0, retryStrategy: () => null });
    down.on('error', () => undefined);
    try {
      const limiter = createAttemptLimiter({ redis: down, name: 'down', points: 2, windowSeconds: 60 });
      const taken = [await limiter.take('k'), await limiter.take('k'), await limiter.take('k')];
      expect(taken.map((t) => t.ok)).toEqual([true, true, false]);
    } finally {
      down.disconnect();
    }
  });
});
