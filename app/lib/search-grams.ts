import { chosungOf, compact, isChosung } from './korean-search';

/**
 * What the search index hands the databases' full-text indexes (docs/decisions/036-search-index.md):
 *
 * - the letters and letter pairs (uni- and bigrams) of a compact text: a term of one letter is
 *   one token, a longer term is found through its pairs (then checked as a whole), so the common
 *   two-syllable Korean words (사료, 체중, 피부) are indexed too, which trigrams cannot do;
 * - 초성 keys: the initials a 초성 query may be, word by word (the rules of chosungMatches).
 *
 * SQLite keeps them in an FTS5 table, PostgreSQL in GIN indexes over the same values computed by
 * an SQL function (uni/bigrams) or stored (초성 keys). Pure, shared by the index and the query.
 */

/** Distinct letters and letter pairs of a compact text. */
export function textGrams(compactText: string): string[] {
  const chars = [...compactText];
  const out = new Set<string>();
  for (let i = 0; i < chars.length; i += 1) {
    out.add(chars[i]!);
    if (i + 1 < chars.length) out.add(chars[i]! + chars[i + 1]!);
  }
  return [...out];
}

/** The tokens a compact term needs in a text: itself when one letter, else all its pairs. */
export function termGrams(term: string): string[] {
  const chars = [...term];
  if (chars.length <= 1) return chars;
  return [...new Set(chars.slice(1).map((c, i) => chars[i]! + c))];
}

/** Longest word (in letters) whose abbreviations are keyed; longer words still match by prefix. */
const MAX_ABBREVIATED = 12;
/** Whole words in a row keyed together ("ㄱㅇㅇㅅㄹ" for 고양이 사료), and their longest total. */
const MAX_RUN_WORDS = 4;
const MAX_RUN_LETTERS = 16;

const allChosung = (letters: readonly string[]) => letters.length > 0 && letters.every(isChosung);

/**
 * Every 초성 query that chosungMatches could accept in a text, as exact keys: the prefixes of
 * each word's initials, the word's initials with one or two letters after the first left out,
 * and the initials of whole words in a row within a sentence (spaces only between them).
 */
export function chosungKeys(text: string): string[] {
  const source = text.normalize('NFC');
  const words = [...source.matchAll(/[\p{L}\p{N}]+/gu)].map((m) => ({ start: m.index, end: m.index + m[0].length, initials: [...chosungOf(compact(m[0]))] }));
  const keys = new Set<string>();
  for (let i = 0; i < words.length; i += 1) {
    const w = words[i]!.initials;
    // Prefixes, as long as they are initials (a query of 초성 holds nothing else).
    for (let k = 1; k <= w.length && isChosung(w[k - 1]!); k += 1) keys.add(w.slice(0, k).join(''));
    if (allChosung(w) && w.length >= 3 && w.length <= MAX_ABBREVIATED) {
      for (let a = 1; a < w.length; a += 1) {
        const one = w.filter((_, x) => x !== a);
        if (one.length >= 2) keys.add(one.join(''));
        for (let b = a + 1; b < w.length; b += 1) {
          const two = w.filter((_, x) => x !== a && x !== b);
          if (two.length >= 2) keys.add(two.join(''));
        }
      }
    }
    let run = [...w];
    for (let j = i + 1; j < words.length && j - i < MAX_RUN_WORDS; j += 1) {
      if (!/^\s+$/.test(source.slice(words[j - 1]!.end, words[j]!.start))) break;
      run = [...run, ...words[j]!.initials];
      if (run.length > MAX_RUN_LETTERS) break;
      if (allChosung(run)) keys.add(run.join(''));
    }
  }
  return [...keys];
}

/** Syllable runs of a term mixing 초성 and syllables ("고ㅇㅇ" → ["고"]): what the text must hold. */
export function mixedTermRuns(term: string): string[] {
  return term.split(/[ㄱ-ㅎ]+/u).filter((r) => r !== '');
}
