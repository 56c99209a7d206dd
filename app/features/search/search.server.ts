import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { allProducts } from '#app/features/catalogue/data.server';
import { highlight, type ParsedQuery, parseQuery, scoreDocument, snippet } from '#app/lib/korean-search';
import { normaliseSearchTerm } from '#app/lib/guest-storage';
import type { DbOnly, SearchDocument } from '#app/lib/search-index.server';
import { indexDocuments } from '#app/lib/search-index.server';
import type { SearchDocType } from '#server/platform/db/schema/search';
import {
  MAX_RECENT_SEARCHES,
  type RecentSearch,
  SEARCH_GROUPS,
  type SearchGroupType,
  type SearchHit,
  type SearchResult,
} from './search-types';

/** At most this many candidates are scored for one query (bounds the work of very broad queries). */
const MAX_CANDIDATES = 3000;

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The SQL pre-filter of a query: every term must appear (AND); a text term as any of its
 * spellings in the compact text, a 초성 term as its initials (in order, gaps allowed, which also
 * covers words abbreviated by their initials). The exact rules run in JS on what comes back.
 */
function candidates(services: DbOnly, query: ParsedQuery, types: readonly SearchDocType[]) {
  let q = services.db.kysely
    .selectFrom('search_index')
    .select(['doc_type', 'doc_id', 'title', 'body', 'url', 'image_url', 'meta', 'compact', 'chosung', 'sort_key'])
    .where('doc_type', 'in', [...types]);
  for (const term of query.terms) {
    if (term.kind === 'text') {
      q = q.where((eb) => eb.or(term.variants.map((v) => eb(sql`compact`, 'like', sql<string>`${`%${escapeLike(v)}%`} escape '\\'`))));
    } else {
      const pattern = term.kind === 'chosung' ? `%${[...term.initials].map(escapeLike).join('%')}%` : `%${escapeLike(term.initials)}%`;
      q = q.where(sql`chosung`, 'like', sql<string>`${pattern} escape '\\'`);
    }
  }
  return q.limit(MAX_CANDIDATES);
}

function toHit(row: { doc_type: SearchDocType; doc_id: string; title: string; body: string; url: string; image_url: string | null; meta: string }, query: ParsedQuery): SearchHit {
  return {
    type: row.doc_type,
    id: row.doc_id,
    // An FAQ opens on the FAQ page searched with the same words, so it is there whatever its page.
    url: row.doc_type === 'faq' ? `/customer-center/faqs?q=${encodeURIComponent(query.raw)}#faq-${row.doc_id}` : row.url,
    imageUrl: row.image_url,
    meta: row.meta,
    title: highlight(row.title, query),
    snippet: snippet(row.body, query, 90),
  };
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
export async function search(services: DbOnly, input: SearchInput): Promise<SearchResult> {
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

  const rows = await candidates(services, query, groupsWanted.map((g) => g.type)).execute();
  const scored = rows
    .map((row) => ({ row, score: scoreDocument(row, query) }))
    .filter((s) => s.score > 0)
    .sort((a, b) => b.score - a.score || (a.row.doc_type === 'product' ? a.row.sort_key.localeCompare(b.row.sort_key) : b.row.sort_key.localeCompare(a.row.sort_key)) || a.row.doc_id.localeCompare(b.row.doc_id));

  let page = 1;
  const groups = groupsWanted.map((g) => {
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
    return { type: g.type, label: g.label, count: all.length, items: slice.map((s) => toHit(s.row, query)) };
  });
  return { query: query.raw, total: groups.reduce((n, g) => n + g.count, 0), groups, type: single?.type ?? null, page, perPage: single?.perPage ?? 0 };
}

/** Ids of the FAQs matching a query, best first (the FAQ page's own search box). */
export async function searchFaqIds(services: DbOnly, q: string): Promise<string[]> {
  const query = parseQuery(q);
  if (query.terms.length === 0) return [];
  const rows = await candidates(services, query, ['faq']).execute();
  return rows
    .map((row) => ({ id: row.doc_id, score: scoreDocument(row, query), order: row.sort_key }))
    .filter((s) => s.score > 0)
    .sort((a, b) => b.score - a.score || a.order.localeCompare(b.order))
    .map((s) => s.id);
}

// --- Products in the index --------------------------------------------------------------------------

const SPECIES_WORDS: Record<string, string> = { Dog: '강아지 사료', Cat: '고양이 사료' };
const STAGE_WORDS: Record<string, string> = { puppy: '퍼피', kitten: '키튼', adult: '어덜트 성견 성묘', senior: '시니어 노령', all: '전연령' };

/**
 * Puts the active products of the catalogue into the search index (read-only on products) and
 * drops the ones no longer active. Run by the seed at every start, and by whatever writes products.
 */
export async function reindexProducts(services: DbOnly): Promise<number> {
  const db = services.db.kysely;
  const rows = await allProducts(db);
  const docs: SearchDocument[] = rows
    .filter((r) => r.is_active === 1)
    .map((r) => {
      let benefits: string[] = [];
      try {
        benefits = JSON.parse(r.benefits_json) as string[];
      } catch {
        benefits = [];
      }
      return {
        type: 'product' as const,
        id: r.id,
        title: r.name,
        body: `${r.description} ${benefits.join(', ')}.`,
        url: `/products/detail?id=${encodeURIComponent(r.id)}`,
        imageUrl: r.thumbnail_url,
        meta: `${r.species === 'Dog' ? '강아지' : '고양이'} · ${r.form === 'wet' ? '습식' : '건식'}${r.is_vet === 1 ? ' · 수의사 처방식' : ''}`,
        keywords: `${SPECIES_WORDS[r.species] ?? ''} ${STAGE_WORDS[r.life_stage] ?? ''} ${r.form === 'wet' ? '습식 캔 파우치' : '건식'} ${r.is_vet === 1 ? '처방식' : ''}`,
        sortKey: String(r.sort_order).padStart(6, '0'),
      };
    });
  await indexDocuments(db, docs);
  // Inactive products and products that no longer exist leave the index.
  let stale = db.deleteFrom('search_index').where('doc_type', '=', 'product');
  if (docs.length > 0) stale = stale.where('doc_id', 'not in', docs.map((d) => d.id));
  await stale.execute();
  return docs.length;
}

// --- Members' recent searches (SPEC 9.3 rule, kept on the server) -----------------------------------

export async function listRecentSearches(services: DbOnly, memberId: string): Promise<RecentSearch[]> {
  const rows = await services.db.kysely
    .selectFrom('member_searches')
    .select(['id', 'term'])
    .where('member_id', '=', memberId)
    .orderBy('searched_at', 'desc')
    .orderBy('id', 'desc')
    .limit(MAX_RECENT_SEARCHES)
    .execute();
  return rows.map((r) => ({ Id: r.id, SearchTerm__c: r.term }));
}

/**
 * Records a member's search: newest first, one entry per term (the unique key (member, term)
 * moves an existing entry to the front), at most 10 kept.
 */
export async function addRecentSearch(services: DbOnly, memberId: string, term: string, now = new Date()): Promise<RecentSearch[]> {
  const clean = normaliseSearchTerm(term);
  if (clean === '') return listRecentSearches(services, memberId);
  const at = now.toISOString();
  await services.db.kysely.transaction().execute(async (trx) => {
    await trx
      .insertInto('member_searches')
      .values({ id: randomUUID(), member_id: memberId, term: clean, searched_at: at })
      .onConflict((oc) => oc.columns(['member_id', 'term']).doUpdateSet({ searched_at: at }))
      .execute();
    const keep = trx
      .selectFrom('member_searches')
      .select('id')
      .where('member_id', '=', memberId)
      .orderBy('searched_at', 'desc')
      .orderBy('id', 'desc')
      .limit(MAX_RECENT_SEARCHES);
    await trx.deleteFrom('member_searches').where('member_id', '=', memberId).where('id', 'not in', keep).execute();
  });
  return listRecentSearches(services, memberId);
}

/** Deletes one of the member's own searches; false when the id is not theirs (or gone). */
export async function deleteRecentSearch(services: DbOnly, memberId: string, id: string): Promise<boolean> {
  const result = await services.db.kysely.deleteFrom('member_searches').where('id', '=', id).where('member_id', '=', memberId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function clearRecentSearches(services: DbOnly, memberId: string): Promise<void> {
  await services.db.kysely.deleteFrom('member_searches').where('member_id', '=', memberId).execute();
}
