import type { Services } from '#server/platform/services';
import { defineAttemptLimit } from '#server/platform/auth/limits';

/** Staff coupon look-ups per staff account: all of them per minute, and the misses per hour. */
const couponLookups = defineAttemptLimit('coupon_lookup', (env) => ({ points: env.COUPON_LOOKUPS_PER_STAFF_PER_MINUTE, windowSeconds: 60 }));
const couponMisses = defineAttemptLimit('coupon_miss', (env) => ({ points: env.COUPON_MISSES_PER_STAFF_PER_HOUR, windowSeconds: 3600 }));

export type Limited<T> = { ok: true; value: T } | { ok: false; retryAfter: number };

/**
 * Staff look up store coupons by a 16-character code or an 8-digit PIN. A PIN has only 10⁸
 * values, so look-ups are limited per staff account (issue 10, item 3): at most
 * COUPON_LOOKUPS_PER_STAFF_PER_MINUTE of any kind, and COUPON_MISSES_PER_STAFF_PER_HOUR that
 * found nothing. Both are reserved before the look-up (a miss is given back when the coupon
 * exists), so parallel guesses cannot overshoot.
 */
export async function limitedCouponLookup<T>(
  services: Pick<Services, 'limits'>,
  staffId: string,
  lookup: () => Promise<T>,
  found: (value: T) => boolean,
): Promise<Limited<T>> {
  const all = couponLookups(services);
  const misses = couponMisses(services);
  const any = await all.take(staffId);
  if (!any.ok) return any;
  const miss = await misses.take(staffId);
  if (!miss.ok) return miss;
  const value = await lookup();
  if (found(value)) await misses.refund(staffId);
  return { ok: true, value };
}
