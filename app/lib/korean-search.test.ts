import { describe, expect, it } from 'vitest';
import {
  isChosungQuery,
  nameInitials,
  chosungOf,
  compact,
  findPattern,
  highlight,
  initialsAbbreviate,
  type MatchableDoc,
  matchDocument,
  parseQuery,
  scoreDocument,
  snippet,
  synonymsOf,
  termVariants,
  wordForInitials,
} from './korean-search';

const doc = (title: string, body = '') => {
  const c = compact(`${title} ${body}`);
  return { title, body, compact: c, chosung: chosungOf(c) };
};
const matches = (q: string, title: string, body = '') => scoreDocument(doc(title, body), parseQuery(q)) > 0;
const marked = (text: string, q: string) => highlight(text, parseQuery(q)).filter((s) => s.mark).map((s) => s.text);

describe('초성 and compact text', () => {
  it('takes the initial consonant of every syllable and keeps other characters', () => {
    expect(chosungOf('고양이')).toBe('ㄱㅇㅇ');
    expect(chosungOf('까치 a1')).toBe('ㄲㅊ a1');
    expect(chosungOf('헤어볼')).toHaveLength(3);
  });

  it('drops spaces and punctuation, lower-cases, and composes decomposed Hangul', () => {
    expect(compact(' 헤어볼  케어! ')).toBe('헤어볼케어');
    expect(compact('Dog-Food')).toBe('dogfood');
    expect(compact('고양이'.normalize('NFD'))).toBe('고양이');
  });
});

describe('spacing and partial words', () => {
  it('ignores spacing differences both ways', () => {
    expect(matches('헤어볼케어', '헤어볼 케어 고양이')).toBe(true);
    expect(matches('헤어볼 케어', '헤어볼케어 고양이')).toBe(true);
    expect(matches('더마케 어', '더마 케어 어덜트')).toBe(true);
  });

  it('finds a part of a word', () => {
    expect(matches('고양', '고양이 사료')).toBe(true);
    expect(matches('너리', '유리너리 케어')).toBe(true);
  });

  it('needs every term', () => {
    expect(matches('고양이 헤어볼', '헤어볼 케어 고양이')).toBe(true);
    expect(matches('고양이 관절', '헤어볼 케어 고양이')).toBe(false);
  });
});

describe('초성 search', () => {
  it('matches initials against the initials of the text', () => {
    expect(matches('ㄱㅇㅇ', '고양이 사료')).toBe(true);
    expect(matches('ㅎㅇㅂ', '헤어볼 케어')).toBe(true);
    expect(matches('ㅎㅇㅂ', '강아지 사료')).toBe(false);
  });

  it('keeps initials inside words and sentences', () => {
    expect(matches('ㄱㅇㅇㅅㄹ', '고양이 사료 추천')).toBe(true);
    expect(matches('ㄱㅇ', '우리 고양이')).toBe(true);
    // Not across a full stop, not from the middle of a word, not ending inside a later word.
    expect(matches('ㄷㅇㅌ', '장 건강에 도움. 토하거나 묽은 변')).toBe(false);
    expect(matches('ㅇㅇ', '고양이')).toBe(false);
    expect(matches('ㄷㅇㅌ', '헤어볼이 되어 토하게 돼요')).toBe(false);
  });

  it('mixes syllables and initials (typing in progress)', () => {
    expect(matches('고ㅇㅇ', '고양이 사료')).toBe(true);
    expect(matches('고ㅇㄱ', '고양이 사료')).toBe(false);
  });

  it('reads initials of one word with letters left out: ㄷㅇㅌ is 다이어트', () => {
    expect(initialsAbbreviate('다이어트', 'ㄷㅇㅌ')).toBe(true);
    expect(matches('ㄷㅇㅌ', '강아지 다이어트 가이드')).toBe(true);
    // Not across words, not from the middle of a word, not from a much longer word.
    expect(initialsAbbreviate('다이제스티브', 'ㄷㅇㅌ')).toBe(false);
    expect(initialsAbbreviate('이다어트', 'ㄷㅇㅌ')).toBe(false);
    expect(matches('ㄷㅇㅌ', '덴탈 케어 고양이')).toBe(false);
  });
});

describe('synonyms', () => {
  it('finds 사료 when searching 밥, and the other way round', () => {
    expect(synonymsOf('밥')).toContain('사료');
    expect(matches('밥', '라이트 웨이트 케어 사료')).toBe(true);
    expect(matches('사료', '우리 아이 밥 고르기')).toBe(true);
  });

  it('swaps a synonym inside a longer term', () => {
    expect(termVariants('고양이밥')).toEqual(expect.arrayContaining(['고양이사료', '냥이밥']));
    expect(matches('냥이 사료', '고양이 사료 추천')).toBe(true);
  });

  it('does not search for one-syllable words that live inside others', () => {
    // 강아지 → 개 would match 개월 and 소개.
    expect(termVariants('강아지')).not.toContain('개');
    expect(matches('강아지', '생후 3개월 소개')).toBe(false);
    // …but 개 itself finds 강아지.
    expect(matches('개', '강아지 사료')).toBe(true);
  });

  it('ranks the literal term above a synonym, and the title above the body', () => {
    const q = parseQuery('사료');
    expect(scoreDocument(doc('사료 고르기'), q)).toBeGreaterThan(scoreDocument(doc('밥 고르기'), q));
    expect(scoreDocument(doc('사료 고르기'), q)).toBeGreaterThan(scoreDocument(doc('고르기', '사료'), q));
  });
});

describe('highlighting', () => {
  it('marks the matched text in the original spacing', () => {
    expect(marked('헤어볼 케어 고양이', '헤어볼케어')).toEqual(['헤어볼 케어']);
    expect(marked('고양이 사료', 'ㄱㅇㅇ')).toEqual(['고양이']);
    expect(marked('우리 아이 밥 고르기', '사료')).toEqual(['밥']);
    expect(marked('강아지 다이어트', 'ㄷㅇㅌ')).toEqual(['다이어트']);
    expect(marked('우리 고양이 사료', 'ㄱㅇㅇㅅㄹ')).toEqual(['고양이 사료']);
    expect(marked('고양이들', 'ㄱㅇ')).toEqual(['고양']);
  });

  it('keeps all the text, in order', () => {
    const text = '더마 케어 어덜트 소형견';
    expect(highlight(text, parseQuery('케어')).map((s) => s.text).join('')).toBe(text);
  });

  it('cuts a snippet around the first match', () => {
    const long = `${'가'.repeat(200)} 헤어볼 이야기 ${'나'.repeat(200)}`;
    const parts = snippet(long, parseQuery('헤어볼'), 60);
    expect(parts[0]!.text).toBe('… ');
    expect(parts.some((p) => p.mark && p.text === '헤어볼')).toBe(true);
    expect(parts.map((p) => p.text).join('').length).toBeLessThan(70);
  });
});

describe('queries', () => {
  it('splits on spaces, drops empty and repeated terms, caps length', () => {
    expect(parseQuery('  고양이   고양이 사료 ').terms.map((t) => t.text)).toEqual(['고양이', '사료']);
    expect(parseQuery('!!!').terms).toEqual([]);
    expect(parseQuery('가'.repeat(80)).raw).toHaveLength(50);
  });

  it('finds a pattern with initials at the right place', () => {
    expect(findPattern('헤어볼케어', chosungOf('헤어볼케어'), 'ㅋㅇ')).toBe(3);
  });
});

describe('names by initials (member support)', () => {
  it('keeps the initials of a name without its spaces, in NFC', () => {
    expect(nameInitials('김 도담')).toBe('ㄱㄷㄷ');
    expect(nameInitials('\u1100\u1175\u11B7도담')).toBe('ㄱㄷㄷ');
    expect(nameInitials('Kim 도담')).toBe('Kimㄷㄷ');
  });

  it('tells a query typed in initials from one that is not', () => {
    expect(isChosungQuery('ㄱㄷㄷ')).toBe(true);
    expect(isChosungQuery('ㄱ ㄷ')).toBe(true);
    expect(isChosungQuery('김ㄷㄷ')).toBe(false);
    expect(isChosungQuery('kim')).toBe(false);
    expect(isChosungQuery('  ')).toBe(false);
  });
});

describe('initials find what the word finds, and results say what matched (issue 25, item 4e)', () => {
  const docs: MatchableDoc[] = [
    { title: '라이트 웨이트 케어 소형견', head: compact('라이트 웨이트 케어 소형견 체중 관리 도움'), body: '칼로리는 낮추고 포만감은 그대로', compact: compact('라이트 웨이트 케어 소형견 체중 관리 도움 칼로리는 낮추고 포만감은 그대로') },
    { title: '뉴터드 케어 어덜트', head: compact('뉴터드 케어 어덜트 체중 관리 도움 중성화 관리 도움'), body: '중성화 후 달라진 대사', compact: compact('뉴터드 케어 어덜트 체중 관리 도움 중성화 관리 도움 중성화 후 달라진 대사') },
    { title: '다이어트 간식', head: compact('다이어트 간식'), body: '가벼운 간식', compact: compact('다이어트 간식 가벼운 간식') },
    { title: '헤어볼 케어 고양이', head: compact('헤어볼 케어 고양이 헤어볼 관리 도움'), body: '삼킨 털을 배출', compact: compact('헤어볼 케어 고양이 헤어볼 관리 도움 삼킨 털을 배출') },
    { title: '덴탈 케어 고양이', head: compact('덴탈 케어 고양이'), body: '치석을 닦아내는 알갱이', compact: compact('덴탈 케어 고양이 치석을 닦아내는 알갱이') },
  ];
  const found = (q: string) => docs.filter((d) => matchDocument(d, parseQuery(q)).score > 0).map((d) => d.title);

  it('the initials of a dictionary word find exactly what the word finds', () => {
    for (const word of ['다이어트', '체중', '헤어볼', '고양이', '중성화', '덴탈', '양치']) {
      const initials = chosungOf(word);
      expect(wordForInitials(initials), word).not.toBeNull();
      expect(found(initials), `${initials} = ${word}`).toEqual(found(word));
    }
    expect(found('ㄷㅇㅇㅌ').length).toBeGreaterThan(1);
  });

  it('initials that name several synonym groups keep the plain initials match', () => {
    // 관절 and 긴장 (two groups) are both ㄱㅈ; 치석 and 출산 both ㅊㅅ.
    expect(wordForInitials('ㅊㅅ')).toBeNull();
    expect(wordForInitials('ㄱㅈ')).toBeNull();
    expect(parseQuery('ㄱㅈ').terms[0]!.kind).toBe('chosung');
  });

  it('a name matched through a synonym says so: 제품명 holds 웨이트, not 다이어트', () => {
    const light = matchDocument(docs[0]!, parseQuery('다이어트'));
    expect(light.fields).toEqual(['title']);
    expect(light.related).toEqual(['웨이트']);
    const literal = matchDocument(docs[2]!, parseQuery('다이어트'));
    expect(literal).toMatchObject({ fields: ['title'], related: [] });
    const care = matchDocument(docs[1]!, parseQuery('다이어트'));
    expect(care.fields).toEqual(['keywords']);
    expect(care.related).toEqual(['체중']);
    // The field named always holds the word typed or the synonym named.
    for (const doc of docs) {
      for (const q of ['다이어트', 'ㄷㅇㅇㅌ', '헤어볼', '양치']) {
        const m = matchDocument(doc, parseQuery(q));
        if (m.score === 0 || !m.fields.includes('title')) continue;
        const words = [...parseQuery(q).terms.map((t) => t.text), ...m.related];
        expect(words.some((w) => compact(doc.title).includes(w)), `${q} in ${doc.title}`).toBe(true);
      }
    }
  });
});
