import { describe, expect, it } from 'vitest';
import { createAttemptLimiter } from '#server/platform/auth/attempt-limiter';
import { limitedCouponLookup } from './lookup-limit.server';

const limits = (all: number, misses: number) => ({
  couponLookups: {
    all: createAttemptLimiter({ name: 'all', points: all, windowSeconds: 60 }),
    misses: createAttemptLimiter({ name: 'miss', points: misses, windowSeconds: 3600 }),
  },
});

describe('staff coupon look-up limit', () => {
  it('counts only look-ups that found nothing against the miss limit', async () => {
    const services = limits(100, 2);
    for (let i = 0; i < 5; i++) expect(await limitedCouponLookup(services, 'staff-1', async () => 'coupon', () => true)).toEqual({ ok: true, value: 'coupon' });
    expect((await limitedCouponLookup(services, 'staff-1', async () => null, (v) => v !== null)).ok).toBe(true);
    expect((await limitedCouponLookup(services, 'staff-1', async () => null, (v) => v !== null)).ok).toBe(true);
    const refused = await limitedCouponLookup(services, 'staff-1', async () => 'coupon', () => true);
    expect(refused.ok).toBe(false);
    expect((await limitedCouponLookup(services, 'staff-2', async () => null, (v) => v !== null)).ok).toBe(true);
  });

  it('limits every look-up per minute, found or not, and does not run the look-up when refused', async () => {
    const services = limits(3, 100);
    let runs = 0;
    const results = await Promise.all(Array.from({ length: 10 }, () => limitedCouponLookup(services, 'staff-1', async () => ++runs, () => true)));
    expect(results.filter((r) => r.ok)).toHaveLength(3);
    expect(runs).toBe(3);
  });
});
