import { type RawBuilder, sql } from 'kysely';
import { highlight, type MatchField, matchDocument, type ParsedQuery, parseQuery, snippet } from '#app/lib/korean-search';
import { allProducts } from '#app/features/catalogue/data.server';
import { productDocument, searchable } from '#app/features/catalogue/search-document.server';
import { mixedTermRuns, termGrams } from '#app/lib/search-grams';
import type { DbOnly, SearchDocument } from '#app/lib/search-index.server';
import { indexDocuments, removeFromIndex, usesPostgres } from '#app/lib/search-index.server';
import type { SearchDocType } from '#server/platform/db/schema/search';
import {
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

/**
 * The text term whose pairs the GIN index looks up: the longest (ties: the later, in Korean
 * usually the more specific noun, e.g. 헤어볼 in "고양이 헤어볼"). The other text terms are decided
 * by the exact check alone, which implies their pairs: given them all, the planner looks one up
 * and recomputes the others' pairs row by row (93 ms instead of 10 ms at 100,000 documents).
 */
function leadTextTerm(query: ParsedQuery): ParsedQuery['terms'][number] | null {
  let lead: ParsedQuery['terms'][number] | null = null;
  for (const term of query.terms) if (term.kind === 'text' && (!lead || [...term.text].length >= [...lead.text].length)) lead = term;
  return lead;
}

function pgCondition(query: ParsedQuery, headOnly: boolean): RawBuilder<boolean> | null {
  const contains = (column: RawBuilder<unknown>, tokens: readonly string[]) => sql<boolean>`${column} @> ${sql.val([...tokens])}::text[]`;
  const head = sql`search_grams(head)`;
  const text = sql`search_grams(compact)`;
  const lead = leadTextTerm(query);
  const conditions = query.terms.flatMap((term) => {
    if (term.kind === 'chosung') return [contains(sql`string_to_array(chosung_keys, ' ')`, [term.text])];
    if (term.kind === 'mixed') return [contains(text, mixedTermRuns(term.text).flatMap(termGrams))];
    if (term !== lead) return [];
    const options = term.variants.map((v) => contains(head, termGrams(v)));
    if (!headOnly) options.push(contains(text, termGrams(term.text)));
    return [sql<boolean>`(${sql.join(options, sql` OR `)})`];
  });
  return conditions.length === 0 ? null : (sql.join(conditions, sql` AND `) as RawBuilder<boolean>);
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
  const now = new Date().toISOString();
  const pass = async (headOnly: boolean, limit: number, skip: ReadonlySet<string>): Promise<CandidateRow[]> => {
    let q = db
      .selectFrom('search_index')
      .select(columns)
      .$if(needsText, (qb) => qb.select(['compact', 'chosung']))
      // Every type wanted (the search page): no condition, which would cost a scan of the key.
      .$if(types.length < SEARCH_GROUPS.length, (qb) => qb.where('doc_type', 'in', [...types]))
      // Scheduled content (issue 15) is indexed at its save and found from its publish time.
      .where('visible_from', '<=', now);
    if (postgres) {
      const condition = pgCondition(query, headOnly);
      if (condition) q = q.where(condition);
    } else
      q = q.where(sql<boolean>`search_index.rowid IN (SELECT rowid FROM search_fts WHERE search_fts MATCH ${ftsQuery(query, headOnly)})`);
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

/**
 * Puts the active products of the catalogue into the search index (read-only on products) and
 * drops the ones no longer active. Run by the seed at every start, and by whatever writes products.
 */
export async function reindexProducts(services: DbOnly): Promise<number> {
  const db = services.db.kysely;
  const rows = await allProducts(db);
  const docs: SearchDocument[] = rows.filter(searchable).map(productDocument);
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
