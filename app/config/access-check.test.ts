import { describe, expect, it } from 'vitest';
import { type AccessConfig, checkAccess, pathList } from './access-check';

const config: AccessConfig = {
  IsMaintenance__c: false,
  DisabledPaths__c: '/recruitment\n/bcs',
  AlertMessage__c: '점검 중입니다.',
  LoginRequiredPaths__c: '/mypage\r\n\n  \n/recruitment/order',
};

describe('access check (SPEC 5.1)', () => {
  it('always lets members through, even under maintenance', () => {
    const decision = checkAccess({ isGuest: false, config: { ...config, IsMaintenance__c: true }, path: '/recruitment' });
    expect(decision).toEqual({ allowed: true });
    expect(checkAccess({ isGuest: false, config: null, path: '/mypage' })).toEqual({ allowed: true });
  });

  it('blocks a disabled path with the alert message when under maintenance', () => {
    const decision = checkAccess({ isGuest: true, config: { ...config, IsMaintenance__c: true }, path: '/bcs/step1' });
    expect(decision).toEqual({ allowed: false, reason: 'maintenance', alertMessage: '점검 중입니다.' });
  });

  it('ignores disabled paths when not under maintenance', () => {
    expect(checkAccess({ isGuest: true, config, path: '/bcs/step1' })).toEqual({ allowed: true });
  });

  it('checks maintenance before login-required', () => {
    const decision = checkAccess({
      isGuest: true,
      config: { ...config, IsMaintenance__c: true },
      path: '/recruitment/order',
    });
    expect(decision.allowed === false && decision.reason).toBe('maintenance');
  });

  it('sends guests to login and sign-up with the encoded path when login is required', () => {
    const decision = checkAccess({ isGuest: true, config, path: '/mypage/mypet', search: '?a=1&b=2' });
    expect(decision).toEqual({
      allowed: false,
      reason: 'login-required',
      loginUrl: '/login?startURL=%2Fmypage%2Fmypet%3Fa%3D1%26b%3D2',
      registerUrl: '/register?startURL=%2Fmypage%2Fmypet%3Fa%3D1%26b%3D2',
    });
  });

  it('matches a listed path anywhere in the target ("contains")', () => {
    expect(checkAccess({ isGuest: true, config, path: '/x/mypage' }).allowed).toBe(false);
  });

  it('does not treat blank lines as a path that matches everything', () => {
    expect(pathList('\n /a \r\n\n')).toEqual(['/a']);
    expect(checkAccess({ isGuest: true, config, path: '/' })).toEqual({ allowed: true });
  });

  it('denies when the config is missing or the check throws', () => {
    expect(checkAccess({ isGuest: true, config: null, path: '/' })).toEqual({ allowed: false, reason: 'error' });
    const broken = { ...config, LoginRequiredPaths__c: 42 } as unknown as AccessConfig;
    expect(checkAccess({ isGuest: true, config: broken, path: '/' })).toEqual({ allowed: false, reason: 'error' });
  });
});
