/** SPEC 9.1: the warning gives about 30 seconds before the automatic logout. */
export const SESSION_WARNING_SECONDS = 30;

/** Whole seconds, never negative: the countdown must not show "-1초" or "2.4초". */
export function wholeSecondsLeft(secondsLeft: number): number {
  if (!Number.isFinite(secondsLeft) || secondsLeft <= 0) return 0;
  return Math.ceil(secondsLeft);
}

/**
 * The seconds at which the countdown is read out. Announcing every tick would talk over
 * everything else for half a minute, so screen readers hear it every 10 seconds and at 5.
 */
export function isAnnouncedSecond(seconds: number): boolean {
  return seconds > 0 && (seconds % 10 === 0 || seconds === 5);
}

export function countdownAnnouncement(seconds: number): string {
  return `자동 로그아웃까지 ${seconds}초 남았습니다.`;
}
