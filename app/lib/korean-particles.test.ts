import { describe, expect, it } from 'vitest';
import { type ParticlePair, withParticle } from './korean-particles';

const cases: [word: string, pair: ParticlePair, expected: string][] = [
  // Hangul: the final consonant; ㄹ takes 로 like a vowel.
  ['당첨', '으로/로', '당첨으로'],
  ['배송준비', '으로/로', '배송준비로'],
  ['서울', '으로/로', '서울로'],
  ['답변 시간', '을/를', '답변 시간을'],
  ['배송완료', '은/는', '배송완료는'],
  ['사료', '이/가', '사료가'],
  ['공지', '과/와', '공지와'],
  ['500g 1+1 상품', '이라/라', '500g 1+1 상품이라'],
  // Digits read as numbers; a number ending in zeros (십, 백, 천) ends in a consonant.
  ['관리 코드 25', '은/는', '관리 코드 25는'],
  ['관리 코드 23', '은/는', '관리 코드 23은'],
  ['7', '으로/로', '7로'],
  ['10', '으로/로', '10으로'],
  ['1000', '이/가', '1000이'],
  ['0', '을/를', '0을'],
  // Closing quotes are looked past.
  ['‘당첨’', '으로/로', '‘당첨’으로'],
  ["'배송준비'", '으로/로', "'배송준비'로"],
  // Latin letters by their names.
  ['kim@example.com', '으로/로', 'kim@example.com으로'],
  ['hong@example.kr', '으로/로', 'hong@example.kr로'],
  ['SMS', '을/를', 'SMS를'],
  ['URL', '이/가', 'URL이'],
];

describe('Korean particles', () => {
  it.each(cases)('%s + %s → %s', (word, pair, expected) => {
    expect(withParticle(word, pair)).toBe(expected);
  });
});
