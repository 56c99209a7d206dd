/** How long to wait, in Korean: "40초", "15분", "1시간". */
export function waitText(seconds: number): string {
  if (seconds < 60) return `${Math.max(1, Math.ceil(seconds))}초`;
  const minutes = Math.ceil(seconds / 60);
  return minutes < 60 || minutes % 60 !== 0 ? `${minutes}분` : `${minutes / 60}시간`;
}

/** The message of a 429 answer: what was tried too often, and when to try again. */
export function tooManyAttemptsMessage(what: string, retryAfterSeconds: number): string {
  return `${what} 시도가 너무 많습니다. ${waitText(retryAfterSeconds)} 후 다시 시도해 주세요.`;
}

/** Headers of a 429 answer (RFC 9110 Retry-After, in seconds). */
export function retryAfterHeaders(retryAfterSeconds: number): Record<string, string> {
  return { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))) };
}
