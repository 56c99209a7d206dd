/**
 * Korean-aware matching for the integrated search, pure so it is tested on its own and shared
 * by the index (what is stored) and the query (what is compared):
 *
 * - spacing: text is compared without spaces or punctuation ("헤어볼케어" = "헤어볼 케어");
 * - partial words: a term matches anywhere inside the text ("고양" finds "고양이");
 * - 초성: a term of initial consonants matches the initials of the text ("ㄱㅇㅇ" finds "고양이"),
 *   also mixed with syllables ("고ㅇㅇ"), and as the initials of one word with letters left out
 *   ("ㄷㅇㅌ" finds "다이어트");
 * - synonyms: common words pet owners use for the same thing ("밥" finds "사료").
 */

const CHOSUNG = ['ㄱ', 'ㄲ', 'ㄴ', 'ㄷ', 'ㄸ', 'ㄹ', 'ㅁ', 'ㅂ', 'ㅃ', 'ㅅ', 'ㅆ', 'ㅇ', 'ㅈ', 'ㅉ', 'ㅊ', 'ㅋ', 'ㅌ', 'ㅍ', 'ㅎ'] as const;
const CHOSUNG_SET = new Set<string>(CHOSUNG);
const SYLLABLE_FIRST = 0xac00;
const SYLLABLE_LAST = 0xd7a3;
const SYLLABLES_PER_INITIAL = 21 * 28;

/** Conjoining initial jamo (U+1100…) as the compatibility letters people type (ㄱ…). */
const CONJOINING_TO_COMPAT: Record<number, string> = Object.fromEntries(CHOSUNG.map((c, i) => [0x1100 + i, c]));

/** A lone initial consonant (ㄱ…ㅎ). */
export function isChosung(ch: string): boolean {
  return CHOSUNG_SET.has(ch);
}

/** The initial consonant of each Hangul syllable; other characters stay as they are. Same length as the input. */
export function chosungOf(text: string): string {
  let out = '';
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    if (code >= SYLLABLE_FIRST && code <= SYLLABLE_LAST) out += CHOSUNG[Math.floor((code - SYLLABLE_FIRST) / SYLLABLES_PER_INITIAL)];
    else out += ch;
  }
  return out;
}

/** A person's name as member support searches it by initials: NFC, spaces removed, each syllable's initial consonant. */
export function nameInitials(name: string): string {
  return chosungOf(name.normalize('NFC').replace(/\s+/g, ''));
}

/** Whether a query is typed in initial consonants (ㄱ…ㅎ) only, spaces aside. */
export function isChosungQuery(text: string): boolean {
  const letters = [...text.replace(/\s+/g, '')];
  return letters.length > 0 && letters.every(isChosung);
}

const KEEP = /[\p{L}\p{N}]/u;

function normaliseChar(ch: string): string {
  const compat = CONJOINING_TO_COMPAT[ch.codePointAt(0)!];
  return compat ?? ch.toLowerCase();
}

/** Lower-case letters and digits only: spaces and punctuation removed (NFC first, so decomposed input matches). */
export function compact(text: string): string {
  let out = '';
  for (const ch of text.normalize('NFC')) if (KEEP.test(ch)) out += normaliseChar(ch);
  return out;
}

/** compact() plus, for each kept character, its index in the original (NFC) text. */
function compactWithMap(text: string): { compact: string; map: number[]; source: string } {
  const source = text.normalize('NFC');
  let out = '';
  const map: number[] = [];
  let index = 0;
  for (const ch of source) {
    if (KEEP.test(ch)) {
      const n = normaliseChar(ch);
      out += n;
      for (let k = 0; k < n.length; k += 1) map.push(index);
    }
    index += ch.length;
  }
  return { compact: out, map, source };
}

/**
 * Groups of words that mean the same thing to a pet owner. Any member finds the others.
 * Single-syllable words are looked up but, except those in SHORT_TARGETS, not searched for
 * (“개” would otherwise match 개월, 소개, 개선…).
 */
const SYNONYM_GROUPS: readonly (readonly string[])[] = [
  ['사료', '밥', '먹이', '푸드', '키블', 'food'],
  ['강아지', '개', '반려견', '멍멍이', '댕댕이', '도그', 'dog'],
  ['고양이', '냥이', '반려묘', '야옹이', '캣', 'cat'],
  ['퍼피', '어린강아지', '아기강아지', 'puppy'],
  ['키튼', '아기고양이', '어린고양이', 'kitten'],
  ['피부', '더마', '스킨', 'skin'],
  ['털', '피모', '모질', '털빠짐'],
  ['헤어볼', '털뭉치', '모구', 'hairball'],
  ['소화', '다이제스티브', '장건강', '위장', '변비'],
  ['체중', '몸무게', '다이어트', '비만', '웨이트', 'weight'],
  ['요로', '비뇨', '유리너리', '방광', '소변', '오줌', 'urinary'],
  ['치아', '이빨', '덴탈', '치석', '구강', '양치', 'dental'],
  ['중성화', '뉴터드', '뉴터링', 'neutered'],
  ['스트레스', '불안', '카밍', '긴장'],
  ['노령', '시니어', '노견', '노묘', 'senior'],
  ['관절', '연골', '슬개골'],
  ['임신', '출산', '수유'],
  ['설사', '묽은변', '무른변'],
  ['간식', '트릿', '츄', 'treat'],
  ['처방식', '수의사처방', '브이다이어트', 'vdiet'],
  ['무료체험', '체험', '샘플'],
  ['쿠폰', '할인권'],
  ['문의', '상담', '고객센터'],
];
const SHORT_TARGETS = new Set(['밥', '털', '츄']);

const SYNONYMS = new Map<string, string[]>();
for (const group of SYNONYM_GROUPS) {
  for (const word of group) {
    const key = compact(word);
    const others = group.map(compact).filter((w) => w !== key && ([...w].length > 1 || SHORT_TARGETS.has(w)));
    SYNONYMS.set(key, [...(SYNONYMS.get(key) ?? []), ...others]);
  }
}

/** The other words of a term's synonym groups (not the term itself). */
export function synonymsOf(word: string): string[] {
  return SYNONYMS.get(compact(word)) ?? [];
}

const MAX_VARIANTS = 24;

/**
 * The spellings a compact term may take: itself, and each synonym group word inside it swapped
 * for the group's other words ("고양이사료" → "냥이사료", "고양이밥"…), literal first. At most 24.
 */
export function termVariants(term: string): string[] {
  let variants = [term];
  for (const [word, others] of SYNONYMS) {
    if (!term.includes(word)) continue;
    // A one-syllable word inside a longer term is usually part of another word (개 in 개월),
    // except the few that stand on their own (밥 in 고양이밥).
    if ([...word].length === 1 && term !== word && !SHORT_TARGETS.has(word)) continue;
    const next = [...variants];
    for (const v of variants) {
      if (!v.includes(word)) continue;
      for (const other of others) {
        const swapped = v.replace(word, other);
        if (!next.includes(swapped)) next.push(swapped);
      }
    }
    variants = next;
    if (variants.length >= MAX_VARIANTS) break;
  }
  return variants.slice(0, MAX_VARIANTS);
}

/**
 * The dictionary's words by their initials ("ㄷㅇㅇㅌ" → 다이어트), for the words whose initials
 * name one synonym group only: typing a word's initials finds what the word finds (issue 25,
 * item 4e), synonyms included.
 */
const WORD_BY_INITIALS = (() => {
  const groups = new Map<string, Set<number>>();
  const first = new Map<string, string>();
  for (const [g, group] of SYNONYM_GROUPS.entries()) {
    for (const word of group) {
      const key = compact(word);
      const initials = chosungOf(key);
      if ([...key].length < 2 || ![...initials].every(isChosung)) continue;
      groups.set(initials, (groups.get(initials) ?? new Set()).add(g));
      if (!first.has(initials)) first.set(initials, key);
    }
  }
  return new Map([...first].filter(([initials]) => groups.get(initials)!.size === 1));
})();

/** The dictionary word a term of initials stands for, when it names exactly one ("ㅎㅇㅂ" → 헤어볼). */
export function wordForInitials(initials: string): string | null {
  return WORD_BY_INITIALS.get(initials) ?? null;
}

type TermKind = 'text' | 'chosung' | 'mixed';

interface QueryTerm {
  /** The term as typed, compacted; for initials that stand for a dictionary word, that word. */
  text: string;
  kind: TermKind;
  /** For text terms: the term and its synonym spellings. */
  variants: string[];
  /** The term's initials (for 초성 and mixed terms, and the SQL pre-filter). */
  initials: string;
}

export interface ParsedQuery {
  raw: string;
  terms: QueryTerm[];
}

const MAX_QUERY_LENGTH = 50;
const MAX_TERMS = 5;

/** Splits a query on spaces into terms; each term must match (AND), any of its variants will do (OR). */
export function parseQuery(raw: string): ParsedQuery {
  const trimmed = raw.normalize('NFC').trim().slice(0, MAX_QUERY_LENGTH);
  const terms: QueryTerm[] = [];
  for (const part of trimmed.split(/\s+/)) {
    const text = compact(part);
    if (text === '' || terms.some((t) => t.text === text)) continue;
    const chars = [...text];
    const jamo = chars.filter(isChosung).length;
    const kind: TermKind = jamo === 0 ? 'text' : jamo === chars.length ? 'chosung' : 'mixed';
    const word = kind === 'chosung' ? wordForInitials(text) : null;
    if (word !== null) {
      // The initials of a dictionary word search as the word: same results, same synonyms.
      if (!terms.some((t) => t.text === word)) terms.push({ text: word, kind: 'text', variants: termVariants(word), initials: text });
    } else terms.push({ text, kind, variants: kind === 'text' ? termVariants(text) : [text], initials: chosungOf(text) });
    if (terms.length === MAX_TERMS) break;
  }
  return { raw: trimmed, terms };
}

/** Where a term of initials/syllables sits in a compact text: each 초성 matches any syllable with that initial. */
export function findPattern(compactText: string, initials: string, pattern: string, from = 0): number {
  const p = [...pattern];
  const t = [...compactText];
  const ini = [...initials];
  outer: for (let i = from; i + p.length <= t.length; i += 1) {
    for (let j = 0; j < p.length; j += 1) {
      const q = p[j]!;
      if (isChosung(q) ? ini[i + j] !== q : t[i + j] !== q) continue outer;
    }
    return i;
  }
  return -1;
}

/**
 * "ㄷㅇㅌ" as the initials of one word with letters left out ("다이어트" is ㄷㅇㅇㅌ): the first
 * initial starts the word, the rest follow in order, and the word is at most two letters longer.
 */
export function initialsAbbreviate(word: string, initials: string): boolean {
  const w = [...chosungOf(word)];
  const q = [...initials];
  if (q.length < 2 || w.length < q.length || w.length > q.length + 2 || w[0] !== q[0]) return false;
  let j = 1;
  for (let i = 1; i < w.length && j < q.length; i += 1) if (w[i] === q[j]) j += 1;
  return j === q.length;
}

/**
 * Where a term of initials matches a text, as ranges of the (NFC) text. Initials stay inside
 * words and sentences, so "ㄷㅇㅌ" does not match "도움. 토하다":
 * - the start of one word ("ㄱㅇ" → 고양이), marked over the letters typed;
 * - two or more whole words in a row, spaces between ("ㄱㅇㅇㅅㄹ" → 고양이 사료);
 * - one word abbreviated by its initials (see initialsAbbreviate), marked whole, counted weaker.
 */
export function chosungMatches(text: string, initials: string): { ranges: [number, number][]; exact: boolean } {
  const source = text.normalize('NFC');
  const q = [...initials];
  const words = [...source.matchAll(/[\p{L}\p{N}]+/gu)].map((m) => ({ start: m.index, end: m.index + m[0].length, word: m[0], initials: [...chosungOf(compact(m[0]))] }));
  const ranges: [number, number][] = [];
  let exact = false;
  for (let i = 0; i < words.length; i += 1) {
    const w = words[i]!;
    if (q.length <= w.initials.length && q.every((c, k) => w.initials[k] === c)) {
      // Mark the letters the initials stand for (code points of the word).
      const letters = [...w.word].slice(0, q.length).join('');
      ranges.push([w.start, w.start + letters.length]);
      exact = true;
      continue;
    }
    // Whole words in a row within one sentence.
    let at = 0;
    let j = i;
    while (j < words.length && at < q.length) {
      const cur = words[j]!;
      if (j > i && !/^\s+$/.test(source.slice(words[j - 1]!.end, cur.start))) break;
      if (at + cur.initials.length > q.length || !cur.initials.every((c, k) => q[at + k] === c)) break;
      at += cur.initials.length;
      j += 1;
    }
    if (at === q.length && j - i >= 2) {
      ranges.push([w.start, words[j - 1]!.end]);
      exact = true;
      continue;
    }
    if (initialsAbbreviate(w.word, initials)) ranges.push([w.start, w.end]);
  }
  return { ranges, exact };
}

export interface MatchableDoc {
  title: string;
  /** Title and keywords (care line, category, tags), compacted; the compact title when absent. */
  head?: string;
  /**
   * Plain text, for 초성 terms. When absent the document is a candidate of the search index,
   * whose 초성 keys hold every 초성 term (a body match then counts as an exact one).
   */
  body?: string;
  /**
   * Title, keywords and body, compacted. When absent the document is a candidate of the search
   * index, which checked that every text term is in the heading or, as typed, in the text.
   */
  compact?: string;
  chosung?: string;
}

/** Where a document matched: its title, its keywords (care line, tags) or its body. */
export type MatchField = 'title' | 'keywords' | 'body';

export interface DocumentMatch {
  /** Higher is better; 0 when some term is missing. */
  score: number;
  /** The fields that gave each term its best match, in this order. */
  fields: MatchField[];
  /**
   * The words of the synonym dictionary that matched instead of what was typed ("다이어트" found
   * "웨이트" in the name): the result says so rather than claim the name holds the typed word.
   */
  related: string[];
}

const FIELD_ORDER: readonly MatchField[] = ['title', 'keywords', 'body'];

/**
 * How well a document matches and where. A term counts most in the title, then in the
 * keywords, then in the body; synonyms count in the title and keywords only, so words that
 * every description repeats (체중 in a feeding note) do not make a synonym ("다이어트") match
 * everything (issue 16 item 8).
 */
export function matchDocument(doc: MatchableDoc, query: ParsedQuery): DocumentMatch {
  const none: DocumentMatch = { score: 0, fields: [], related: [] };
  if (query.terms.length === 0) return none;
  const titleCompact = compact(doc.title);
  const titleInitials = chosungOf(titleCompact);
  const head = doc.head ?? titleCompact;
  const fields = new Set<MatchField>();
  const related = new Set<string>();
  let score = 0;
  for (const term of query.terms) {
    let best = 0;
    let field: MatchField = 'body';
    let via: string | null = null;
    if (term.kind === 'text') {
      for (const [i, v] of term.variants.entries()) {
        const weight = i === 0 ? 1 : 0.8;
        const [points, where]: [number, MatchField] = titleCompact.includes(v)
          ? [(titleCompact.startsWith(v) ? 12 : 10) * weight, 'title']
          : head.includes(v)
            ? [7 * weight, 'keywords']
            : i === 0 && (doc.compact === undefined || doc.compact.includes(v))
              ? [4, 'body']
              : [0, 'body'];
        if (points > best) [best, field, via] = [points, where, i === 0 ? null : v];
      }
    } else if (term.kind === 'chosung') {
      const inTitle = chosungMatches(doc.title, term.text);
      if (inTitle.ranges.length > 0) [best, field] = [inTitle.exact ? 9 : 6, 'title'];
      else if (doc.body === undefined) {
        // A candidate of the search index: its 초성 keys (title and body) held the term.
        best = 3.5;
      } else {
        const inBody = chosungMatches(doc.body, term.text);
        if (inBody.ranges.length > 0) best = inBody.exact ? 3.5 : 2;
      }
    } else {
      if (findPattern(titleCompact, titleInitials, term.text) >= 0) [best, field] = [9, 'title'];
      else if (doc.compact !== undefined && findPattern(doc.compact, doc.chosung ?? chosungOf(doc.compact), term.text) >= 0) best = 3.5;
    }
    if (best === 0) return none;
    score += best;
    fields.add(field);
    if (via !== null) related.add(via);
  }
  // The whole query, spaces and all, inside the title counts most.
  const whole = query.terms.map((t) => t.text).join('');
  if (query.terms.length > 1 && query.terms.every((t) => t.kind === 'text') && titleCompact.includes(whole)) score += 5;
  return { score, fields: FIELD_ORDER.filter((f) => fields.has(f)), related: [...related] };
}

/** How well a document matches (higher is better), or 0 when some term is missing. */
export function scoreDocument(doc: MatchableDoc, query: ParsedQuery): number {
  return matchDocument(doc, query).score;
}

export interface Segment {
  text: string;
  mark: boolean;
}

/** The parts of a text that match the query, for <mark>: ranges in the original text, merged. */
function matchRanges(text: string, query: ParsedQuery): [number, number][] {
  const { compact: c, map, source } = compactWithMap(text);
  const initials = chosungOf(c);
  const units = [...c];
  // Index of each code point of the compact text into `map` (which counts UTF-16 units of c).
  const unitStart: number[] = [];
  let u = 0;
  for (const ch of units) {
    unitStart.push(u);
    u += ch.length;
  }
  const ranges: [number, number][] = [];
  const add = (startUnit: number, length: number) => {
    const first = map[unitStart[startUnit]!]!;
    const lastUnit = startUnit + length - 1;
    const lastIndex = map[unitStart[lastUnit]!]!;
    const lastChar = source.codePointAt(lastIndex)! > 0xffff ? 2 : 1;
    ranges.push([first, lastIndex + lastChar]);
  };
  for (const term of query.terms) {
    if (term.kind === 'chosung') {
      ranges.push(...chosungMatches(source, term.text).ranges);
      continue;
    }
    const patterns = term.kind === 'text' ? term.variants : [term.text];
    for (const p of patterns) {
      const len = [...p].length;
      let at = findPattern(c, initials, p);
      while (at >= 0) {
        add(at, len);
        at = findPattern(c, initials, p, at + len);
      }
    }
  }
  ranges.sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const r of ranges) {
    const last = merged[merged.length - 1];
    if (last && r[0] <= last[1]) last[1] = Math.max(last[1], r[1]);
    else merged.push([r[0], r[1]]);
  }
  return merged;
}

export function highlight(text: string, query: ParsedQuery): Segment[] {
  const source = text.normalize('NFC');
  const segments: Segment[] = [];
  let at = 0;
  for (const [start, end] of matchRanges(source, query)) {
    if (start > at) segments.push({ text: source.slice(at, start), mark: false });
    segments.push({ text: source.slice(start, end), mark: true });
    at = end;
  }
  if (at < source.length) segments.push({ text: source.slice(at), mark: false });
  return segments;
}

/** About `length` characters of the text around its first match, with ellipses where cut. */
export function snippet(text: string, query: ParsedQuery, length = 90): Segment[] {
  const source = text.normalize('NFC').replace(/\s+/g, ' ').trim();
  const first = matchRanges(source, query)[0];
  let start = 0;
  if (first && first[0] > length / 3) start = first[0] - Math.floor(length / 3);
  let end = Math.min(source.length, start + length);
  if (end - start < length) start = Math.max(0, end - length);
  // Do not cut a word in half at the start.
  if (start > 0) {
    const space = source.indexOf(' ', start);
    if (space >= 0 && space < (first?.[0] ?? end)) start = space + 1;
  }
  end = Math.min(source.length, Math.max(end, start + 1));
  const piece = source.slice(start, end);
  const segments = highlight(piece, query);
  if (start > 0) segments.unshift({ text: '… ', mark: false });
  if (end < source.length) segments.push({ text: ' …', mark: false });
  return segments;
}
