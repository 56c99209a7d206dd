import { type RawBuilder, sql } from 'kysely';
import type { ParsedQuery } from '#app/lib/korean-search';
import { mixedTermRuns, termGrams } from '#app/lib/search-grams';
import type { DbConn } from '#server/platform/db/database';
import type { SearchDocType } from '#server/platform/db/schema/search';
import { usesPostgres } from './search-index';

/**
 * The queries of the site search over the search index (docs/decisions/036-search-index.md): the
 * index's owner writes it (search-index.ts) and reads it here; the search feature ranks, groups
 * and highlights what comes back.
 */

/** At most this many candidates are scored for one query (bounds the work of very broad queries). */
const MAX_CANDIDATES = 1000;

export type CandidateRow = {
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
 * The full-text part of a query (docs/decisions/036-search-index.md): every term must be there
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
 * Candidates from the full-text index (`everyType`: the search page wants every type, and no
 * condition on it spares a scan of the key): those matching in the heading first, then the rest, at
 * most MAX_CANDIDATES. Bodies are never read here; the compact text only for mixed terms.
 */
export async function searchCandidates(db: DbConn, query: ParsedQuery, types: readonly SearchDocType[], everyType: boolean): Promise<CandidateRow[]> {
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
      .$if(!everyType, (qb) => qb.where('doc_type', 'in', [...types]))
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

/** The bodies, links and images of the documents a result page shows, in one query. */
export function documentDetails(db: DbConn, shown: readonly { doc_type: SearchDocType; doc_id: string }[]) {
  const types = [...new Set(shown.map((s) => s.doc_type))];
  return db
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
              shown.filter((s) => s.doc_type === type).map((s) => s.doc_id),
            ),
          ]),
        ),
      ),
    )
    .execute();
}

/** The ids of one type in the index. */
export async function indexedIds(db: DbConn, type: SearchDocType): Promise<string[]> {
  return (await db.selectFrom('search_index').select('doc_id').where('doc_type', '=', type).execute()).map((r) => r.doc_id);
}
