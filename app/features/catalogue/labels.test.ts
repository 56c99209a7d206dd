import { describe, expect, it } from 'vitest';
import { formatKg } from './labels';

describe('catalogue labels', () => {
  it('prints weights as feeding tables do', () => {
    expect(formatKg(2500)).toBe('2.5kg');
    expect(formatKg(10000)).toBe('10kg');
  });
});
