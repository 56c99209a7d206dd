import { describe, expect, it } from 'vitest';
import { chargeAll, counterFactory, createVisitorLimiter } from './rate-limits';

describe('counted limits (in process)', () => {
  it('chargeAll takes every charge or none, and a refusal leaves the counters as they were', async () => {
    const counters = counterFactory(undefined);
    const files = counters('t_files', 3, 60);
    const bytes = counters('t_bytes', 100, 60);
    expect(await chargeAll([{ counter: files, key: 'm', cost: 1 }, { counter: bytes, key: 'm', cost: 90 }])).toEqual({ ok: true });
    const refused = await chargeAll([{ counter: files, key: 'm', cost: 1 }, { counter: bytes, key: 'm', cost: 20 }]);
    expect(refused).toMatchObject({ ok: false, refused: bytes });
    expect((await files.get('m'))?.consumedPoints).toBe(1);
    expect((await bytes.get('m'))?.consumedPoints).toBe(90);
    expect(await chargeAll([{ counter: files, key: 'm', cost: 2 }, { counter: bytes, key: 'm', cost: 10 }])).toEqual({ ok: true });
  });

  it('parallel charges never overshoot the limit', async () => {
    const counter = counterFactory(undefined)('t_parallel', 5, 60);
    const outcomes = await Promise.all(Array.from({ length: 40 }, () => chargeAll([{ counter, key: 'k', cost: 1 }])));
    expect(outcomes.filter((o) => o.ok)).toHaveLength(5);
    expect((await counter.get('k'))?.consumedPoints).toBe(5);
  });

  it('a visitor limiter allows part of a batch, per visitor and per address', async () => {
    const limiter = createVisitorLimiter(counterFactory(undefined), { name: 't_visit', perVisitor: 5, perIp: 8, windowS: 60 });
    expect(await limiter.take('1.2.3.4', 'a', 7)).toMatchObject({ allowed: 5 });
    const again = await limiter.take('1.2.3.4', 'a', 1);
    expect(again.allowed).toBe(0);
    expect(again.retryAfterS).toBeGreaterThan(0);
    // Another UUID from the same address: 3 of the address's 8 are left.
    expect(await limiter.take('1.2.3.4', 'b', 5)).toMatchObject({ allowed: 3 });
    expect(await limiter.take('5.6.7.8', 'b', 2)).toEqual({ allowed: 2, retryAfterS: 0 });
  });
});
