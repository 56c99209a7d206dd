import { randomUUID } from 'node:crypto';
import { type RawBuilder, sql } from 'kysely';
import { highlight, type MatchField, matchDocument, type ParsedQuery, parseQuery, snippet } from '#app/lib/korean-search';
import { internalCode } from '#app/features/catalogue/internal-codes';
import { allProducts } from '#app/features/catalogue/data.server';
import { normaliseSearchTerm } from '#app/lib/guest-storage';
import { mixedTermRuns, termGrams } from '#app/lib/search-grams';
import type { DbOnly, SearchDocument } from '#app/lib/search-index.server';
import { indexDocuments, removeFromIndex, usesPostgres } from '#app/lib/search-index.server';
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
const MAX_CANDIDATES = 1000;

type CandidateRow = {
  rowid?: number;
  doc_type: SearchDocType;
  doc_id: string;
  title: string;
  head: string;
  sort_key: string;
  compact?: string;
  chosung?: string;
};

const quote = (token: string) => `"${token.replaceAll('"', '""')}"`;
const all = (tokens: readonly string[]) => `(${tokens.map(quote).join(' AND ')})`;

/**
 * The full-text part of a query (docs/decisions/search-index.md): every term must be there
 * (AND). A text term is in the heading (title, keywords) as any of its spellings, or in the
 * text as typed; `headOnly` leaves the text out (the first, best-ranked pass). A 초성 term is
 * one of the keys of the title and body; a mixed term needs its syllables in the text. The
 * exact rules run in JS on what comes back (matchDocument).
 */
function ftsQuery(query: ParsedQuery, headOnly: boolean): string {
  return query.terms
    .map((term) => {
      if (term.kind === 'chosung') return `{keys} : ${quote(term.text)}`;
      if (term.kind === 'mixed') return `{text} : ${all(mixedTermRuns(term.text).flatMap(termGrams))}`;
      const options = term.variants.map((v) => `{head} : ${all(termGrams(v))}`);
      if (!headOnly) options.push(`{text} : ${all(termGrams(term.text))}`);
      return `(${options.join(' OR ')})`;
    })
    .join(' AND ');
}

function pgCondition(query: ParsedQuery, headOnly: boolean): RawBuilder<boolean> {
  const contains = (column: RawBuilder<unknown>, tokens: readonly string[]) => sql<boolean>`${column} @> ${sql.val([...tokens])}::text[]`;
  const head = sql`search_grams(head)`;
  const text = sql`search_grams(compact)`;
  return sql.join(
    query.terms.map((term) => {
      if (term.kind === 'chosung') return contains(sql`string_to_array(chosung_keys, ' ')`, [term.text]);
      if (term.kind === 'mixed') return contains(text, mixedTermRuns(term.text).flatMap(termGrams));
      const options = term.variants.map((v) => contains(head, termGrams(v)));
      if (!headOnly) options.push(contains(text, termGrams(term.text)));
      return sql`(${sql.join(options, sql` OR `)})`;
    }),
    sql` AND `,
  ) as RawBuilder<boolean>;
}

/** Pairs only say a word may be there: a text term is checked as a whole in what it matched. */
function exactCheck(query: ParsedQuery, headOnly: boolean, postgres: boolean): RawBuilder<boolean> | null {
  const has = (column: string, v: string) => (postgres ? sql`strpos(${sql.ref(column)}, ${v}) > 0` : sql`instr(${sql.ref(column)}, ${v}) > 0`);
  const checks = query.terms
    .filter((t) => t.kind === 'text')
    .map((term) => {
      const options = term.variants.map((v) => has('head', v));
      if (!headOnly) options.push(has('compact', term.text));
      return sql`(${sql.join(options, sql` OR `)})`;
    });
  return checks.length === 0 ? null : (sql`${sql.join(checks, sql` AND `)}` as RawBuilder<boolean>);
}

/**
 * Candidates from the full-text index: those matching in the heading first, then the rest, at
 * most MAX_CANDIDATES. Bodies are never read here; the compact text only for mixed terms.
 */
async function candidates(services: DbOnly, query: ParsedQuery, types: readonly SearchDocType[]): Promise<CandidateRow[]> {
  const db = services.db.kysely;
  const postgres = usesPostgres(db);
  // 초성 terms are decided by the title and the index's keys; mixed terms need the text.
  const needsText = query.terms.some((t) => t.kind === 'mixed');
  const columns = ['doc_type', 'doc_id', 'title', 'head', 'sort_key'] as const;
  const pass = async (headOnly: boolean, limit: number, skip: ReadonlySet<string>): Promise<CandidateRow[]> => {
    let q = db
      .selectFrom('search_index')
      .select(columns)
      .$if(needsText, (qb) => qb.select(['compact', 'chosung']))
      .where('doc_type', 'in', [...types]);
    q = postgres
      ? q.where(pgCondition(query, headOnly))
      : q.where(sql<boolean>`search_index.rowid IN (SELECT rowid FROM search_fts WHERE search_fts MATCH ${ftsQuery(query, headOnly)})`);
    const check = exactCheck(query, headOnly, postgres);
    if (check) q = q.where(check);
    const rows = (await q.limit(limit + skip.size).execute()) as CandidateRow[];
    return rows.filter((r) => !skip.has(`${r.doc_type}:${r.doc_id}`)).slice(0, limit);
  };
  const hasText = query.terms.some((t) => t.kind === 'text');
  const first = hasText ? await pass(true, MAX_CANDIDATES, new Set()) : [];
  if (first.length >= MAX_CANDIDATES) return first;
  const rest = await pass(false, MAX_CANDIDATES - first.length, new Set(first.map((r) => `${r.doc_type}:${r.doc_id}`)));
  return [...first, ...rest];
}

function toHit(row: { doc_type: SearchDocType; doc_id: string; title: string; body: string; url: string; image_url: string | null; meta: string }, query: ParsedQuery, matched: MatchField[]): SearchHit {
  return {
    type: row.doc_type,
    id: row.doc_id,
    // An FAQ opens on the FAQ page searched with the same words, so it is there whatever its page.
    url: row.doc_type === 'faq' ? `/customer-center/faqs?q=${encodeURIComponent(query.raw)}#faq-${row.doc_id}` : row.url,
    imageUrl: row.image_url,
    meta: row.meta,
    title: highlight(row.title, query),
    snippet: snippet(row.body, query, 90),
    matched,
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

  const scored = rank(await candidates(services, query, groupsWanted.map((g) => g.type)), query);

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
    const types = [...new Set(shown.map((s) => s.row.doc_type))];
    const rows = await services.db.kysely
      .selectFrom('search_index')
      .select(['doc_type', 'doc_id', 'body', 'url', 'image_url', 'meta'])
      .where((eb) =>
        eb.or(
          types.map((type) =>
            eb.and([
              eb('doc_type', '=', type),
              eb(
                'doc_id',
                'in',
                shown.filter((s) => s.row.doc_type === type).map((s) => s.row.doc_id),
              ),
            ]),
          ),
        ),
      )
      .execute();
    for (const r of rows) details.set(`${r.doc_type}:${r.doc_id}`, r);
  }
  const groups = slices.map(({ g, count, slice }) => ({
    type: g.type,
    label: g.label,
    count,
    items: slice.flatMap((s) => {
      const d = details.get(`${s.row.doc_type}:${s.row.doc_id}`);
      return d ? [toHit({ ...s.row, ...d }, query, s.match.fields)] : [];
    }),
  }));
  return { query: query.raw, total: groups.reduce((n, g) => n + g.count, 0), groups, type: single?.type ?? null, page, perPage: single?.perPage ?? 0 };
}

/** Ids of the FAQs matching a query, best first (the FAQ page's own search box). */
export async function searchFaqIds(services: DbOnly, q: string): Promise<string[]> {
  const query = parseQuery(q);
  if (query.terms.length === 0) return [];
  return rank(await candidates(services, query, ['faq']), query)
    .sort((a, b) => b.match.score - a.match.score || a.row.sort_key.localeCompare(b.row.sort_key))
    .map((s) => s.row.doc_id);
}

// --- Products in the index --------------------------------------------------------------------------

const SPECIES_WORDS: Record<string, string> = { Dog: '강아지 사료', Cat: '고양이 사료' };
const STAGE_WORDS: Record<string, string> = { puppy: '퍼피', kitten: '키튼', adult: '어덜트 성견 성묘', senior: '시니어 노령', all: '전연령' };

const careLines = (codes: string) =>
  codes
    .split(',')
    .map((c) => internalCode(Number(c.trim()))?.title)
    .filter((t): t is string => t !== undefined)
    .join(' ');

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
        // The care lines (SPEC 9.8 codes by their titles: "체중 관리 도움") rank above the description.
        keywords: `${careLines(r.internal_codes)} ${SPECIES_WORDS[r.species] ?? ''} ${STAGE_WORDS[r.life_stage] ?? ''} ${r.form === 'wet' ? '습식 캔 파우치' : '건식'} ${r.is_vet === 1 ? '처방식' : ''}`,
        sortKey: String(r.sort_order).padStart(6, '0'),
      };
    });
  await indexDocuments(db, docs);
  // Inactive products and products that no longer exist leave the index.
  const active = new Set(docs.map((d) => d.id));
  const indexed = await db.selectFrom('search_index').select('doc_id').where('doc_type', '=', 'product').execute();
  await removeFromIndex(
    db,
    'product',
    indexed.map((r) => r.doc_id).filter((id) => !active.has(id)),
  );
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
