import { describe, expect, it } from 'vitest';
import { retryAfterHeaders, tooManyAttemptsMessage, waitText } from './retry-after';

describe('429 wording', () => {
  it('says how long to wait in Korean units', () => {
    expect(waitText(0.2)).toBe('1초');
    expect(waitText(42)).toBe('42초');
    expect(waitText(61)).toBe('2분');
    expect(waitText(900)).toBe('15분');
    expect(waitText(3600)).toBe('1시간');
    expect(waitText(3601)).toBe('61분');
  });

  it('builds the message and the Retry-After header', () => {
    expect(tooManyAttemptsMessage('로그인', 900)).toBe('로그인 시도가 너무 많습니다. 15분 후 다시 시도해 주세요.');
    expect(retryAfterHeaders(899.2)).toEqual({ 'Retry-After': '900' });
  });
});
