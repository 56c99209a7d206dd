import { describe, expect, it } from 'vitest';
import { formatSeoulDate, formatSeoulDateTime, seoulDay, seoulDayBounds } from './seoul-time';

describe('Seoul time (UTC+9, SPEC 9.1)', () => {
  it('names the Seoul day and clock of an instant', () => {
    expect(seoulDay('2026-03-01T14:59:59.000Z')).toBe('2026-03-01');
    expect(seoulDay(new Date('2026-03-01T15:00:00.000Z'))).toBe('2026-03-02');
    expect(formatSeoulDate('2026-11-21T15:00:00.000Z')).toBe('2026.11.22');
    expect(formatSeoulDateTime('2026-11-21T15:04:05.678Z')).toBe('2026.11.22 00:04:05');
  });
  it('bounds Seoul days in UTC, end excluded', () => {
    expect(seoulDayBounds('2026-03-02', '2026-03-03')).toEqual({ start: '2026-03-01T15:00:00.000Z', end: '2026-03-03T15:00:00.000Z' });
  });
  it('is empty for missing or unreadable values', () => {
    expect(formatSeoulDate(undefined)).toBe('');
    expect(formatSeoulDateTime('soon')).toBe('');
    expect(seoulDay('soon')).toBe('');
  });
});
