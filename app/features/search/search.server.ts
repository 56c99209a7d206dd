import { type DocumentMatch, highlight, matchDocument, type ParsedQuery, parseQuery, snippet } from '#app/lib/korean-search';
import { allProducts } from '#app/features/catalogue/data/catalogue.server';
import { productDocument, searchable } from '#app/features/catalogue/data/search-document.server';
import type { SearchDocument } from '#server/platform/search/search-index';
import type { DbConn } from '#server/platform/db/database';
import { indexDocuments, removeFromIndex } from '#server/platform/search/search-index';
import { type CandidateRow, documentDetails, indexedIds, searchCandidates } from '#server/platform/search/search-query';
import type { SearchDocType } from '#server/platform/db/schema/search';
import {
  SEARCH_GROUPS,
  type SearchGroupType,
  type SearchHit,
  type SearchResult,
} from './search-types';
import { href } from '#app/config/href';

function toHit(row: { doc_type: SearchDocType; doc_id: string; title: string; body: string; url: string; image_url: string | null; meta: string }, query: ParsedQuery, match: DocumentMatch): SearchHit {
  return {
    type: row.doc_type,
    id: row.doc_id,
    // An FAQ opens on the FAQ page searched with the same words, so it is there whatever its page.
    url: row.doc_type === 'faq' ? href('faqs', { q: query.raw }, `faq-${row.doc_id}`) : row.url,
    imageUrl: row.image_url,
    meta: row.meta,
    title: highlight(row.title, query),
    snippet: snippet(row.body, query, 90),
    matched: match.fields,
    related: match.related,
  };
}

/** Candidates scored and in result order (score, then the catalogue's or newest-first order). */
function rank(rows: readonly CandidateRow[], query: ParsedQuery) {
  return rows
    .map((row) => ({ row, match: matchDocument(row, query) }))
    .filter((s) => s.match.score > 0)
    .sort(
      (a, b) =>
        b.match.score - a.match.score ||
        (a.row.doc_type === 'product' ? a.row.sort_key.localeCompare(b.row.sort_key) : b.row.sort_key.localeCompare(a.row.sort_key)) ||
        a.row.doc_id.localeCompare(b.row.doc_id),
    );
}

export interface SearchInput {
  q: string;
  /** One group with paging; all groups (previews) when absent. */
  type?: SearchGroupType | null;
  page?: number;
  /** Limit the search to some groups (the FAQ page searches FAQs only). */
  types?: readonly SearchGroupType[];
}

/**
 * The integrated search: one query over the search index whatever the page size, scored in
 * memory with the Korean matching rules, grouped with counts.
 */
export async function search(db: DbConn, input: SearchInput): Promise<SearchResult> {
  const query = parseQuery(input.q);
  const groupsWanted = SEARCH_GROUPS.filter((g) => (input.types ?? SEARCH_GROUPS.map((x) => x.type)).includes(g.type));
  const single = input.type ? groupsWanted.find((g) => g.type === input.type) ?? null : null;
  const empty: SearchResult = {
    query: query.raw,
    total: 0,
    groups: groupsWanted.map((g) => ({ type: g.type, label: g.label, count: 0, items: [] })),
    type: single?.type ?? null,
    page: 1,
    perPage: single?.perPage ?? 0,
  };
  if (query.terms.length === 0) return empty;

  const scored = rank(await searchCandidates(db, query, groupsWanted.map((g) => g.type), groupsWanted.length === SEARCH_GROUPS.length), query);

  let page = 1;
  const slices = groupsWanted.map((g) => {
    const all = scored.filter((s) => s.row.doc_type === g.type);
    let slice = all.slice(0, g.preview);
    if (single) {
      if (g.type !== single.type) slice = [];
      else {
        const last = Math.max(1, Math.ceil(all.length / g.perPage));
        page = Math.min(Math.max(1, Math.trunc(input.page ?? 1)), last);
        slice = all.slice((page - 1) * g.perPage, page * g.perPage);
      }
    }
    return { g, count: all.length, slice };
  });
  // Bodies, links and images of the documents shown only, in one query.
  const shown = slices.flatMap((s) => s.slice);
  const details = new Map<string, { body: string; url: string; image_url: string | null; meta: string }>();
  if (shown.length > 0) {
    const rows = await documentDetails(db, shown.map((x) => x.row));
    for (const r of rows) details.set(`${r.doc_type}:${r.doc_id}`, r);
  }
  const groups = slices.map(({ g, count, slice }) => ({
    type: g.type,
    label: g.label,
    count,
    items: slice.flatMap((s) => {
      const d = details.get(`${s.row.doc_type}:${s.row.doc_id}`);
      return d ? [toHit({ ...s.row, ...d }, query, s.match)] : [];
    }),
  }));
  return { query: query.raw, total: groups.reduce((n, g) => n + g.count, 0), groups, type: single?.type ?? null, page, perPage: single?.perPage ?? 0 };
}

/** Ids of the FAQs matching a query, best first (the FAQ page's own search box). */
export async function searchFaqIds(db: DbConn, q: string): Promise<string[]> {
  const query = parseQuery(q);
  if (query.terms.length === 0) return [];
  return rank(await searchCandidates(db, query, ['faq'], false), query)
    .sort((a, b) => b.match.score - a.match.score || a.row.sort_key.localeCompare(b.row.sort_key))
    .map((s) => s.row.doc_id);
}

// --- Products in the index --------------------------------------------------------------------------

/**
 * Puts the active products of the catalogue into the search index (read-only on products) and
 * drops the ones no longer active. Run by the seed at every start, and by whatever writes products.
 */
export async function reindexProducts(db: DbConn): Promise<number> {
  const rows = await allProducts(db);
  const docs: SearchDocument[] = rows.filter(searchable).map(productDocument);
  await indexDocuments(db, docs);
  // Inactive products and products that no longer exist leave the index.
  const active = new Set(docs.map((d) => d.id));
  const indexed = await indexedIds(db, 'product');
  await removeFromIndex(
    db,
    'product',
    indexed.filter((id) => !active.has(id)),
  );
  return docs.length;
}
