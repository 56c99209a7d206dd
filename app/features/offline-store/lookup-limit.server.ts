import type { Services } from '#server/platform/services';

export type Limited<T> = { ok: true; value: T } | { ok: false; retryAfter: number };

/**
 * Staff look up store coupons by a 16-character code or an 8-digit PIN. A PIN has only 10⁸
 * values, so look-ups are limited per staff account (issue 10, item 3): at most
 * COUPON_LOOKUPS_PER_STAFF_PER_MINUTE of any kind, and COUPON_MISSES_PER_STAFF_PER_HOUR that
 * found nothing. Both are reserved before the look-up (a miss is given back when the coupon
 * exists), so parallel guesses cannot overshoot.
 */
export async function limitedCouponLookup<T>(
  services: Pick<Services, 'couponLookups'>,
  staffId: string,
  lookup: () => Promise<T>,
  found: (value: T) => boolean,
): Promise<Limited<T>> {
  const { all, misses } = services.couponLookups;
  const any = await all.take(staffId);
  if (!any.ok) return any;
  const miss = await misses.take(staffId);
  if (!miss.ok) return miss;
  const value = await lookup();
  if (found(value)) await misses.refund(staffId);
  return { ok: true, value };
}
