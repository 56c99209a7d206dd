import { describe, expect, it } from 'vitest';
import { lastYears } from './year-list';

describe('year list (SPEC 9.1)', () => {
  it('holds the last 30 years counting back from this year', () => {
    const years = lastYears(new Date('2026-11-21T00:00:00Z'));
    expect(years).toHaveLength(30);
    expect(years[0]).toBe(2026);
    expect(years[29]).toBe(1997);
  });
});
