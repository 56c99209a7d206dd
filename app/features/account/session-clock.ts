/** Pure timing rules of the session time-out warning (SPEC 2.7, 4.7, 9.1). */
const WARNING_SECONDS = 30;
/** Activity renews the session at most this often, so a busy page does not call the server per click. */
export const RENEW_AFTER_MS = 60_000;

export type SessionPhase = 'active' | 'warning' | 'expired';

export function sessionPhase(expiresAt: number, now: number): SessionPhase {
  const left = expiresAt - now;
  if (left <= 0) return 'expired';
  if (left <= WARNING_SECONDS * 1000) return 'warning';
  return 'active';
}

/** Activity renews the session only while no warning is showing: the warning asks for a decision. */
export function shouldRenew(phase: SessionPhase, lastActivity: number, lastRenewal: number, now: number): boolean {
  return phase === 'active' && lastActivity > lastRenewal && now - lastRenewal >= RENEW_AFTER_MS;
}

export const SESSION_TIMEOUT_MESSAGE = '세션 시간이 초과되었습니다. 다시 시도하십시오.';
