import { particle, type ParticlePair } from '#app/lib/korean-particles';

/**
 * A saved reply filled in for one inquiry (issue 24, item 7). Support writes `{회원}` for the
 * member's name and `{제목}` for the inquiry's title; a particle after a value is written as
 * its pair, `{회원|이/가}`, and follows the value's last sound ("김도담이", "이수아가"), so a
 * reply never reads "김도담(이)가".
 */

const REPLY_FIELDS = { 회원: 'memberName', 제목: 'title' } as const;

const PAIRS: readonly ParticlePair[] = ['을/를', '이/가', '은/는', '과/와', '으로/로', '이라/라'];

export function fillReply(body: string, values: { memberName: string; title: string }): string {
  return body.replace(/\{(회원|제목)(?:\|([^}]+))?\}/g, (whole, field: keyof typeof REPLY_FIELDS, pair: string | undefined) => {
    const value = values[REPLY_FIELDS[field]];
    if (pair === undefined) return value;
    return PAIRS.includes(pair as ParticlePair) ? `${value}${particle(value, pair as ParticlePair)}` : whole;
  });
}
