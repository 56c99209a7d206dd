import { describe, expect, it } from 'vitest';
import { countdownAnnouncement, isAnnouncedSecond, SESSION_WARNING_SECONDS, wholeSecondsLeft } from './session-timeout';

describe('session-timeout helpers', () => {
  it('the warning window is 30 seconds (SPEC 9.1)', () => {
    expect(SESSION_WARNING_SECONDS).toBe(30);
  });

  it('shows whole, non-negative seconds', () => {
    expect(wholeSecondsLeft(30)).toBe(30);
    expect(wholeSecondsLeft(12.2)).toBe(13);
    expect(wholeSecondsLeft(-3)).toBe(0);
    expect(wholeSecondsLeft(Number.NaN)).toBe(0);
  });

  it('reads the countdown out every 10 seconds and at 5', () => {
    expect([30, 29, 20, 15, 10, 6, 5, 4, 0].filter(isAnnouncedSecond)).toEqual([30, 20, 10, 5]);
  });
});

describe('countdownAnnouncement', () => {
  it('says how many seconds are left before the automatic logout', () => {
    expect(countdownAnnouncement(10)).toBe('자동 로그아웃까지 10초 남았습니다.');
  });
});
