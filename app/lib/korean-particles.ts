/**
 * Korean particles after a value put into a sentence ("배송준비로", "25는", "답변 시간을"):
 * chosen by how the value's last sound is read, so a screen never shows "(으)로" or "은(는)".
 * Hangul is read by its final consonant; digits as Sino-Korean numbers (3 삼, 10 십, 1000 천);
 * Latin letters by their names, as acronyms are read (SMS 에스, kr 알, com 엠).
 */
export type ParticlePair = '을/를' | '이/가' | '은/는' | '과/와' | '으로/로' | '이라/라';

type Ending = 'none' | 'consonant' | 'rieul';

/** Letters whose Korean names end in a consonant: l, r (ㄹ); m, n (ㅁ, ㄴ). */
const LETTER_ENDINGS: Record<string, Ending> = { l: 'rieul', r: 'rieul', m: 'consonant', n: 'consonant' };
/** 0 영, 1 일, 3 삼, 6 육, 7 칠, 8 팔 end in a consonant; 1, 7, 8 in ㄹ. */
const DIGIT_ENDINGS: Ending[] = ['consonant', 'rieul', 'none', 'consonant', 'none', 'none', 'consonant', 'rieul', 'rieul', 'none'];

function endingOf(word: string): Ending {
  const text = word.replace(/[\s'"’‘”“)\]}>.,!?…·]+$/u, '');
  const last = text.at(-1);
  if (last === undefined) return 'none';
  const code = last.charCodeAt(0);
  if (code >= 0xac00 && code <= 0xd7a3) {
    const final = (code - 0xac00) % 28;
    return final === 0 ? 'none' : final === 8 ? 'rieul' : 'consonant';
  }
  if (/[0-9]/.test(last)) {
    // 10 십, 20 이십, 100 백, 1000 천, 10000 만: a number ending in zeros ends in a consonant, never ㄹ.
    if (last === '0' && /[0-9]0$/.test(text)) return 'consonant';
    return DIGIT_ENDINGS[Number(last)]!;
  }
  return LETTER_ENDINGS[last.toLowerCase()] ?? 'none';
}

/** The particle of `pair` that follows `word`. */
export function particle(word: string, pair: ParticlePair): string {
  const ending = endingOf(word);
  const [afterConsonant, afterVowel] = pair.split('/') as [string, string];
  // 으로/로: ㄹ takes 로 like a vowel (서울로, 배송준비로, 당첨으로).
  if (pair === '으로/로') return ending === 'none' || ending === 'rieul' ? afterVowel : afterConsonant;
  return ending === 'none' ? afterVowel : afterConsonant;
}

/** `word` followed by its particle: withParticle('당첨', '으로/로') → '당첨으로'. */
export function withParticle(word: string, pair: ParticlePair): string {
  return `${word}${particle(word, pair)}`;
}
