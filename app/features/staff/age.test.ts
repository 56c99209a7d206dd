import { describe, expect, it } from 'vitest';
import { waitedFor } from './age';

describe('waitedFor', () => {
  const now = Date.parse('2026-11-24T12:00:00Z');
  it('names minutes, hours and days as staff read them', () => {
    expect(waitedFor('2026-11-24T11:59:40Z', now)).toBe('방금');
    expect(waitedFor('2026-11-24T11:35:00Z', now)).toBe('25분');
    expect(waitedFor('2026-11-24T09:00:00Z', now)).toBe('3시간');
    expect(waitedFor('2026-11-22T08:00:00Z', now)).toBe('2일 4시간');
    expect(waitedFor('2026-11-21T12:00:00Z', now)).toBe('3일');
  });
  it('never answers a negative age for a clock a little ahead', () => {
    expect(waitedFor('2026-11-24T12:05:00Z', now)).toBe('방금');
  });
});
