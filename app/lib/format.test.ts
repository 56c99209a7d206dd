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
