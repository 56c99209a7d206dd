import { describe, expect, it } from 'vitest';
import { daysBetween, niceScale, reportRange, seoulDay, utcBounds } from './attribution';

describe('attribution report ranges (Asia/Seoul days)', () => {
  it('counts a UTC evening as the next Seoul day', () => {
    expect(seoulDay('2026-03-01T15:30:00.000Z')).toBe('2026-03-02');
    expect(seoulDay('2026-03-01T14:59:59.000Z')).toBe('2026-03-01');
  });

  it('bounds Seoul days in UTC', () => {
    expect(utcBounds('2026-03-02', '2026-03-02')).toEqual({ start: '2026-03-01T15:00:00.000Z', end: '2026-03-02T15:00:00.000Z' });
    expect(daysBetween('2026-02-27', '2026-03-02')).toEqual(['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02']);
  });

  it('defaults to the last 30 days and caps long ranges', () => {
    const r = reportRange(null, null, new Date('2026-03-31T03:00:00Z'));
    expect(r).toEqual({ from: '2026-03-02', to: '2026-03-31' });
    expect(reportRange('2025-01-01', '2026-03-31').error).toContain('92일');
    expect(reportRange('2026-04-01', '2026-03-01')).toMatchObject({ from: '2026-03-01', to: '2026-03-01' });
    expect(reportRange('bad', '2026-03-31')).toEqual({ from: '2026-03-02', to: '2026-03-31' });
  });

  it('finds a readable axis', () => {
    expect(niceScale(0)).toEqual({ top: 4, step: 1 });
    expect(niceScale(37)).toEqual({ top: 40, step: 10 });
    expect(niceScale(3)).toEqual({ top: 4, step: 1 });
  });
});
