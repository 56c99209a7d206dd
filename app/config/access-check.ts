/**
 * SPEC 5.1: the access check before a guest navigates. Pure, shared by the browser (before
 * client-side navigation) and the server (direct loads), so both enforce the same rule.
 */

import { href } from '#app/config/href';

export interface AccessConfig {
  IsMaintenance__c: boolean;
  DisabledPaths__c: string;
  AlertMessage__c: string;
  LoginRequiredPaths__c: string;
}

export type AccessDecision =
  | { allowed: true }
  | { allowed: false; reason: 'maintenance'; alertMessage: string }
  | { allowed: false; reason: 'login-required'; loginUrl: string; registerUrl: string }
  | { allowed: false; reason: 'error' };

export const LOGIN_REQUIRED_MESSAGE = '로그인 또는 회원가입 후 이용해주세요.';

/** Newline-separated paths; blank lines are ignored, or every path would match. */
export function pathList(value: string): string[] {
  return value
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

export function checkAccess(input: {
  isGuest: boolean;
  config: AccessConfig | null | undefined;
  /** Target path (without base path); the search string is kept for startURL. */
  path: string;
  search?: string;
}): AccessDecision {
  if (!input.isGuest) return { allowed: true };
  try {
    const { config, path } = input;
    if (!config) return { allowed: false, reason: 'error' };
    if (config.IsMaintenance__c && pathList(config.DisabledPaths__c).some((p) => path.includes(p))) {
      return { allowed: false, reason: 'maintenance', alertMessage: config.AlertMessage__c };
    }
    if (pathList(config.LoginRequiredPaths__c).some((p) => path.includes(p))) {
      const startURL = path + (input.search ?? '');
      return {
        allowed: false,
        reason: 'login-required',
        loginUrl: href('login', { startURL }),
        registerUrl: href('register', { startURL }),
      };
    }
    return { allowed: true };
  } catch {
    return { allowed: false, reason: 'error' };
  }
}
