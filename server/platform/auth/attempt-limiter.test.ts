import { describe, expect, it } from 'vitest';
import { createAttemptLimiter } from './attempt-limiter';

describe('attempt limiter (in-process)', () => {
  it('lets `points` attempts through per window, then says how long to wait', async () => {
    const limiter = createAttemptLimiter({ name: 't', points: 3, windowSeconds: 900 });
    for (let i = 0; i < 3; i++) expect(await limiter.take('k')).toEqual({ ok: true });
    const refused = await limiter.take('k');
    expect(refused.ok).toBe(false);
    if (!refused.ok) {
      expect(refused.retryAfter).toBeGreaterThan(0);
      expect(refused.retryAfter).toBeLessThanOrEqual(900);
    }
    expect(await limiter.take('other')).toEqual({ ok: true });
  });

  it('never lets more than `points` of many parallel attempts through', async () => {
    const limiter = createAttemptLimiter({ name: 't', points: 5, windowSeconds: 60 });
    const taken = await Promise.all(Array.from({ length: 40 }, () => limiter.take('k')));
    expect(taken.filter((t) => t.ok)).toHaveLength(5);
  });

  it('gives an attempt back on refund, and forgets the key on reset', async () => {
    const limiter = createAttemptLimiter({ name: 't', points: 2, windowSeconds: 60 });
    await limiter.take('k');
    await limiter.take('k');
    expect((await limiter.take('k')).ok).toBe(false);
    await limiter.reset('k');
    await limiter.take('k');
    await limiter.refund('k');
    expect((await limiter.take('k')).ok).toBe(true);
    expect((await limiter.take('k')).ok).toBe(true);
    expect((await limiter.take('k')).ok).toBe(false);
  });

  it('does not hand out an extra attempt when refunding a key with nothing counted', async () => {
    const limiter = createAttemptLimiter({ name: 't', points: 1, windowSeconds: 60 });
    await limiter.refund('k');
    expect((await limiter.take('k')).ok).toBe(true);
    expect((await limiter.take('k')).ok).toBe(false);
  });
});
