import { describe, expect, it } from 'vitest';
import { RENEW_AFTER_MS, sessionPhase, shouldRenew } from './session-clock';

describe('session time-out rules', () => {
  const expires = 1_000_000;
  it('warns about 30 seconds before the inactivity logout, then expires', () => {
    expect(sessionPhase(expires, expires - 30_001)).toBe('active');
    expect(sessionPhase(expires, expires - 30_000)).toBe('warning');
    expect(sessionPhase(expires, expires - 1)).toBe('warning');
    expect(sessionPhase(expires, expires)).toBe('expired');
  });

  it('renews on activity at most once a minute, and never while the warning is open', () => {
    expect(shouldRenew('active', 500, 0, RENEW_AFTER_MS)).toBe(true);
    expect(shouldRenew('active', 500, 0, RENEW_AFTER_MS - 1)).toBe(false);
    expect(shouldRenew('active', 0, 10, RENEW_AFTER_MS + 10)).toBe(false);
    expect(shouldRenew('warning', 500, 0, RENEW_AFTER_MS)).toBe(false);
  });
});
