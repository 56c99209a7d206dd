import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDate, formatMobile, formatNumber } from './format';

describe('formatDate (SPEC 9.1: YYYY.MM.DD)', () => {
  it('shows the date in Korea, whatever the UTC date', () => {
    expect(formatDate('2026-11-21T14:59:59.000Z')).toBe('2026.11.21');
    expect(formatDate('2026-11-21T15:00:00.000Z')).toBe('2026.11.22');
    expect(formatDate(new Date('2026-01-05T00:00:00Z'))).toBe('2026.01.05');
  });
  it('is empty for missing or invalid values', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
});

describe('formatNumber and formatMobile', () => {
  it('formats the Korean way', () => {
    expect(formatNumber(1234567)).toBe('1,234,567');
    expect(formatMobile('01012345678')).toBe('010-1234-5678');
    expect(formatMobile('0111234567')).toBe('011-123-4567');
  });
});

describe('formatNumber writes what toLocaleString(ko-KR) writes, without Intl (issue 27)', () => {
  const icu = (value: number, digits: number) => value.toLocaleString('ko-KR', { maximumFractionDigits: digits });
  it('agrees on the cases rounding makes hard', () => {
    for (const value of [0, -0, 0.15, 0.05, 4.25, 1.005, 2.5, -2.5, 999.9995, 9.96, 0.9999, 1234.5678, 1e-7, 1.5e-7, -0.0001, 1e20, 123456789.987654, 0.1 + 0.2]) {
      for (const digits of [0, 1, 2, 3]) expect(formatNumber(value, digits), `${value} with ${digits}`).toBe(icu(value, digits));
    }
    expect(formatNumber(1234.5678)).toBe(icu(1234.5678, 3));
  });
  it('agrees on any number a page may show', () => {
    fc.assert(
      fc.property(fc.oneof(fc.double({ min: -1e9, max: 1e9, noNaN: true }), fc.integer({ min: -1e7, max: 1e7 }).map((n) => n / 100), fc.double({ min: -1, max: 1, noNaN: true })), fc.integer({ min: 0, max: 3 }), (value, digits) => {
        expect(formatNumber(value, digits)).toBe(icu(value, digits));
      }),
      { numRuns: 5000 },
    );
  });
});
