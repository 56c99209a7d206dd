import type { Generated } from 'kysely';

export type SearchDocType = 'product' | 'article' | 'faq' | 'news';

/** One searchable document of the integrated search (filled by the seed and the content services). */
export interface SearchIndexTable {
  doc_type: SearchDocType;
  doc_id: string;
  title: string;
  /** Plain text shown as the snippet. */
  body: string;
  url: string;
  image_url: string | null;
  /** A short label shown with the result (category, date). */
  meta: string;
  /** Title and body without spaces or punctuation, lower-case (spacing-insensitive matching). */
  compact: string;
  /** The 초성 of `compact`, one character per character of it. */
  chosung: string;
  /** Title and keywords (care line, category, tags) compacted: where synonyms may match. */
  head: string;
  /** The 초성 queries the title and body answer, space-separated (app/lib/search-grams.ts). */
  chosung_keys: string;
  /** Orders results of equal score (newest article first, catalogue order…). */
  sort_key: string;
  updated_at: string;
  /** A scheduled document is indexed at once but found only from this instant ('' : always). */
  visible_from: Generated<string>;
}

/** A member's recent searches (SPEC 9.3 keeps guests' in the browser). */
export interface MemberSearchesTable {
  id: string;
  member_id: string;
  term: string;
  searched_at: string;
}
