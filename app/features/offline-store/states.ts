/** A coupon's state as members and staff see it (pure; shared by pages, methods and tests). */

export type CouponState = 'usable' | 'used' | 'expired';

export const COUPON_STATE_LABEL: Record<CouponState, string> = { usable: '사용가능', used: '사용완료', expired: '기간만료' };

/** 사용완료 wins over 기간만료: a coupon used on its last day stays "used". */
export function couponState(coupon: { usedAt: string | null; validFrom: string; validUntil: string }, now: Date): CouponState {
  if (coupon.usedAt) return 'used';
  return now.getTime() > new Date(coupon.validUntil).getTime() ? 'expired' : 'usable';
}
