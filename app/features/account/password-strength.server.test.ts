import { describe, expect, it } from 'vitest';
import { RegisterSchema } from './schemas';
import { weakPasswordReason } from './password-strength.server';

describe('the password rule (issue 10 item 7)', () => {
  it.each([
    ['aaaaaaaa', '같은 글자를 반복하면'],
    ['        ', '같은 글자를 반복하면'],
    ['qwer1234', '너무 흔한 비밀번호입니다.'],
    ['password1', '너무 흔한 비밀번호'],
    ['12345678', '너무 흔한 비밀번호입니다.'],
    ['abcdefgh', '이어지는 글자는'],
    ['p@ssw0rd', '너무 흔한 비밀번호와 비슷합니다.'],
    ['tkfkdgody', '너무 흔한 비밀번호'],
    ['사랑해요사랑해요', '반복'],
  ])('refuses %j and says why in Korean', (password, why) => {
    const reason = weakPasswordReason(password);
    expect(reason).toContain(why);
    expect(reason).toMatch(/[가-힣]/);
    expect(reason).not.toMatch(/guess|password|common|avoid/i);
  });

  it('refuses a password built from the person’s own details', () => {
    expect(weakPasswordReason('dodamkim2026', ['dodamkim@example.com'])).toContain('회원님과 관련된 정보');
    expect(weakPasswordReason('dodamkim2026')).toBeNull();
  });

  it('accepts long passphrases, with no composition rules', () => {
    for (const password of ['bori and nabi 2026', 'a brand new secret', '우리 보리는 산책을 좋아해', 'correct horse battery staple']) {
      expect(weakPasswordReason(password)).toBeNull();
    }
  });

  it('keeps length bounds', () => {
    expect(weakPasswordReason('Xq7#')).toContain('8자 이상');
    expect(weakPasswordReason('x'.repeat(65))).toContain('64자까지');
  });

  it('is what sign-up uses, with the form’s name, email and mobile as personal data', () => {
    const base = { name: '김도담', email: 'borinabi@example.com', passwordConfirm: '', mobile: '010-2345-6789', agreeTerms: 'on', agreePrivacy: 'on', agreeAge: 'on', termsVersion: '1', privacyVersion: '1' };
    const weak = RegisterSchema.safeParse({ ...base, password: 'borinabi2026', passwordConfirm: 'borinabi2026' });
    expect(weak.success).toBe(false);
    expect(weak.error?.issues.find((i) => i.path[0] === 'password')?.message).toContain('회원님과 관련된 정보');
    const phone = RegisterSchema.safeParse({ ...base, password: 'qw01023456789', passwordConfirm: 'qw01023456789' });
    expect(phone.success).toBe(false);
    expect(RegisterSchema.safeParse({ ...base, password: 'bori and nabi 2026', passwordConfirm: 'bori and nabi 2026' }).success).toBe(true);
  });
});
