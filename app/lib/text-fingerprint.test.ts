import { describe, expect, it } from 'vitest';
import { textFingerprint } from './text-fingerprint';

describe('textFingerprint', () => {
  it('is short, stable and tells texts apart', () => {
    expect(textFingerprint('')).toBe('811c9dc5');
    expect(textFingerprint('?id=p-dog-derma-adult')).toBe(textFingerprint('?id=p-dog-derma-adult'));
    expect(textFingerprint('?id=a')).not.toBe(textFingerprint('?id=b'));
    expect(textFingerprint('?startURL=https://evil.example/')).toMatch(/^[0-9a-f]{8}$/);
  });
});
