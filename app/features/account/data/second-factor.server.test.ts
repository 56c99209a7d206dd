import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { acceptedStep, newTotpSecret } from './second-factor.server';

describe('acceptedStep (RFC 6238 through otpauth)', () => {
  const secret = newTotpSecret();
  const codeAt = (ms: number) => new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate({ timestamp: ms });
  const now = Date.parse('2026-11-24T05:00:10Z');
  const step = Math.floor(now / 30_000);

  it('accepts the current code, and one step of clock drift either way', () => {
    expect(acceptedStep(secret, codeAt(now), 0, now)).toBe(step);
    expect(acceptedStep(secret, codeAt(now - 30_000), 0, now)).toBe(step - 1);
    expect(acceptedStep(secret, codeAt(now + 30_000), 0, now)).toBe(step + 1);
    expect(acceptedStep(secret, codeAt(now - 90_000), 0, now)).toBeNull();
  });

  it('refuses a code of a step already used (a code works once), and anything not 6 digits', () => {
    expect(acceptedStep(secret, codeAt(now), step, now)).toBeNull();
    expect(acceptedStep(secret, codeAt(now + 30_000), step, now)).toBe(step + 1);
    expect(acceptedStep(secret, '12345', 0, now)).toBeNull();
    expect(acceptedStep(secret, 'abcdef', 0, now)).toBeNull();
  });

  it('makes 160-bit base32 secrets', () => {
    expect(newTotpSecret()).toMatch(/^[A-Z2-7]{32}$/);
    expect(newTotpSecret()).not.toBe(newTotpSecret());
  });
});
