import { describe, expect, it } from 'vitest';
import { formatCode, formatPin, normaliseCouponInput } from './codes';
import { couponState } from './states';

describe('coupon state', () => {
  const now = new Date('2026-11-21T03:00:00Z');
  it('사용완료 wins, then 기간만료, else 사용가능', () => {
    expect(couponState({ usedAt: '2026-11-20T00:00:00Z', validFrom: '2026-11-01T00:00:00Z', validUntil: '2026-11-10T00:00:00Z' }, now)).toBe('used');
    expect(couponState({ usedAt: null, validFrom: '2026-11-01T00:00:00Z', validUntil: '2026-11-10T00:00:00Z' }, now)).toBe('expired');
    expect(couponState({ usedAt: null, validFrom: '2026-11-01T00:00:00Z', validUntil: '2026-12-01T00:00:00Z' }, now)).toBe('usable');
  });
});

describe('coupon codes as typed or scanned at the counter', () => {
  it('reads codes with or without dashes, PINs with spaces, and the QR code URL', () => {
    expect(normaliseCouponInput('abcd-efgh-jkmn-pqrs')).toEqual({ code: 'ABCDEFGHJKMNPQRS' });
    expect(normaliseCouponInput('1234 5678')).toEqual({ pin: '12345678' });
    expect(normaliseCouponInput('https://shop.example/staff/coupons/redeem?code=ABCDEFGHJKMNPQRS')).toEqual({ code: 'ABCDEFGHJKMNPQRS' });
    expect(normaliseCouponInput('ABCD')).toBeNull();
    expect(normaliseCouponInput('ABCDEFGHJKMNPQR0')).toBeNull();
    expect(normaliseCouponInput('')).toBeNull();
    expect(formatCode('ABCDEFGHJKMNPQRS')).toBe('ABCD-EFGH-JKMN-PQRS');
    expect(formatPin('12345678')).toBe('1234 5678');
  });
});
