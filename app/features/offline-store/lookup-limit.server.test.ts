import { describe, expect, it } from 'vitest';
import { createLimitRegistry } from '#server/platform/auth/limits';
import { counterFactory } from '#server/platform/auth/rate-limits';
import { readEnv } from '#server/platform/env';
import { limitedCouponLookup } from './lookup-limit.server';

const limits = (all: number, misses: number) => ({
  limits: createLimitRegistry({
    env: readEnv({ COUPON_LOOKUPS_PER_STAFF_PER_MINUTE: String(all), COUPON_MISSES_PER_STAFF_PER_HOUR: String(misses) }),
    redis: undefined,
    counters: counterFactory(undefined),
  }),
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
