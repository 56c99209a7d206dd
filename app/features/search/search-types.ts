import type { MatchField, Segment } from '#app/lib/korean-search';

export type SearchGroupType = 'product' | 'article' | 'faq' | 'news';

export const SEARCH_GROUPS: readonly { type: SearchGroupType; label: string; preview: number; perPage: number }[] = [
  { type: 'product', label: '맞춤 사료', preview: 4, perPage: 12 },
  { type: 'article', label: '건강 정보', preview: 4, perPage: 10 },
  { type: 'faq', label: '자주 묻는 질문', preview: 5, perPage: 10 },
  { type: 'news', label: '공지사항', preview: 5, perPage: 10 },
];

export function isSearchGroupType(value: string | null | undefined): value is SearchGroupType {
  return SEARCH_GROUPS.some((g) => g.type === value);
}

export interface SearchHit {
  type: SearchGroupType;
  id: string;
  url: string;
  imageUrl: string | null;
  meta: string;
  title: Segment[];
  snippet: Segment[];
  /** Where the query matched (shown as "일치: 제품명 · 케어 라인"). */
  matched: MatchField[];
  /** Synonyms that matched instead of the words typed (shown as "비슷한 말 ‘웨이트’"). */
  related: string[];
}

/** "일치: 제품명 · 비슷한 말 ‘웨이트’": where a result matched, and through which synonyms when not as typed. */
export function matchedLine(hit: Pick<SearchHit, 'type' | 'matched' | 'related'>): string {
  const fields = hit.matched.map((f) => matchedFieldLabel(hit.type, f)).join(' · ');
  return hit.related.length === 0 ? `일치: ${fields}` : `일치: ${fields} · 비슷한 말 ${hit.related.map((w) => `‘${w}’`).join(', ')}`;
}

/** How a result's matched fields are named, by kind of document. */
function matchedFieldLabel(type: SearchGroupType, field: MatchField): string {
  if (field === 'title') return type === 'product' ? '제품명' : type === 'faq' ? '질문' : '제목';
  if (field === 'keywords') return type === 'product' ? '케어 라인' : type === 'article' ? '분류·태그' : '분류';
  return type === 'product' ? '설명' : type === 'faq' ? '답변' : '본문';
}

export interface SearchGroup {
  type: SearchGroupType;
  label: string;
  count: number;
  items: SearchHit[];
}

export interface SearchResult {
  query: string;
  total: number;
  groups: SearchGroup[];
  /** Set when one group is shown with paging. */
  type: SearchGroupType | null;
  page: number;
  perPage: number;
}

/** What to try when nothing matched (and on the empty search page). */
export const SUGGESTED_TERMS = ['헤어볼', '다이어트', '피부 가려움', '고양이 사료', '무료 체험', '중성화', '치석', 'ㄷㅇㅌ'] as const;

export interface RecentSearch {
  Id: string;
  SearchTerm__c: string;
}

/** SPEC 9.3 keeps 10 searches; members' are kept on the server under the same rule. */
export const MAX_RECENT_SEARCHES = 10;
