import { describe, expect, it } from 'vitest';
import { chosungMatches, compact, matchDocument, parseQuery } from './korean-search';
import { chosungKeys, mixedTermRuns, termGrams, textGrams } from './search-grams';

describe('full-text tokens of the search index', () => {
  it('indexes letters and letter pairs, so two-syllable words are found', () => {
    expect(textGrams('사료추천')).toEqual(['사', '사료', '료', '료추', '추', '추천', '천']);
    expect(termGrams('사료')).toEqual(['사료']);
    expect(termGrams('밥')).toEqual(['밥']);
    expect(termGrams('다이어트')).toEqual(['다이', '이어', '어트']);
    const grams = new Set(textGrams(compact('고양이 다이어트 사료')));
    for (const term of ['사료', '다이어트', '양이다', '고']) expect(termGrams(term).every((g) => grams.has(g)), term).toBe(true);
    expect(termGrams('밥').every((g) => grams.has(g))).toBe(false);
  });

  it('keys every 초성 query the matching rules accept', () => {
    const text = '고양이 사료 추천. 다이어트 도움';
    const keys = new Set(chosungKeys(text));
    // Prefix of a word, whole words in a row, a word abbreviated.
    for (const q of ['ㄱ', 'ㄱㅇ', 'ㄱㅇㅇ', 'ㄱㅇㅇㅅㄹ', 'ㄱㅇㅇㅅㄹㅊㅊ', 'ㄷㅇㅌ', 'ㄷㅇㅇㅌ']) {
      expect(chosungMatches(text, q).ranges.length, q).toBeGreaterThan(0);
      expect(keys.has(q), q).toBe(true);
    }
    // Across a sentence end: neither accepted nor keyed.
    expect(chosungMatches(text, 'ㅊㅊㄷㅇㅇㅌ').ranges).toEqual([]);
    expect(keys.has('ㅊㅊㄷㅇㅇㅌ')).toBe(false);
  });

  it('a mixed term needs its syllables', () => {
    expect(mixedTermRuns('고ㅇㅇ')).toEqual(['고']);
    expect(mixedTermRuns('ㄱ양ㅇ사')).toEqual(['양', '사']);
  });
});

describe('field ranking (issue 16 item 8)', () => {
  const q = parseQuery('다이어트');
  const doc = (title: string, keywords: string, body: string) => ({ title, head: compact(`${title} ${keywords}`), body, compact: compact(`${title} ${keywords} ${body}`) });

  it('a synonym in boilerplate body text does not match', () => {
    expect(matchDocument(doc('더마 케어 어덜트', '피부 관리 도움', '급여량은 체중과 활동량에 따라 조절해 주세요.'), q).score).toBe(0);
  });

  it('a synonym in the care line matches, and says where', () => {
    const m = matchDocument(doc('뉴터드 케어 어덜트', '중성화 관리 도움 체중 관리 도움', '급여량은 체중과 활동량에 따라'), q);
    expect(m.score).toBeGreaterThan(0);
    expect(m.fields).toEqual(['keywords']);
  });

  it('ranks the title above the keywords above the body', () => {
    const title = matchDocument(doc('다이어트 사료', '', ''), q);
    const keywords = matchDocument(doc('어덜트', '다이어트', ''), q);
    const body = matchDocument(doc('어덜트', '', '다이어트 중인 아이'), q);
    expect(title.fields).toEqual(['title']);
    expect(body.fields).toEqual(['body']);
    expect(title.score).toBeGreaterThan(keywords.score);
    expect(keywords.score).toBeGreaterThan(body.score);
  });
});
