import { type Kysely, PostgresAdapter, sql } from 'kysely';
import { compact } from '#app/lib/korean-search';
import { chosungKeys, textGrams } from '#app/lib/search-grams';

/**
 * Full-text indexes for the integrated search (docs/decisions/036-search-index.md): the heading
 * (title and keywords, where synonyms match) gets a column of its own, 초성 queries their keys,
 * and the letters and letter pairs of the text an index: FTS5 on SQLite, GIN on PostgreSQL.
 * Existing rows are backfilled (the heading is the part of `compact` before the body's).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema.alterTable('search_index').addColumn('head', 'text', (c) => c.notNull().defaultTo('')).execute();
  await db.schema.alterTable('search_index').addColumn('chosung_keys', 'text', (c) => c.notNull().defaultTo('')).execute();
  if (!postgres) {
    await sql`CREATE VIRTUAL TABLE search_fts USING fts5(head, text, keys, content='', contentless_delete=1, detail='column', tokenize='unicode61 remove_diacritics 0')`.execute(db);
  }
  const { rows } = await sql<{ rowid: number; doc_type: string; doc_id: string; title: string; body: string; compact: string }>`
    SELECT ${postgres ? sql`0` : sql`rowid`} AS rowid, doc_type, doc_id, title, body, compact FROM search_index`.execute(db);
  for (const row of rows) {
    const bodyLength = compact(row.body).length;
    const head = row.compact.slice(0, Math.max(0, row.compact.length - bodyLength));
    const keys = chosungKeys(`${row.title} ${row.body}`).join(' ');
    await sql`UPDATE search_index SET head = ${head}, chosung_keys = ${keys} WHERE doc_type = ${row.doc_type} AND doc_id = ${row.doc_id}`.execute(db);
    if (!postgres) {
      await sql`INSERT INTO search_fts (rowid, head, text, keys) VALUES (${row.rowid}, ${textGrams(head).join(' ')}, ${textGrams(row.compact).join(' ')}, ${keys})`.execute(db);
    }
  }
  if (postgres) {
    // The letters and letter pairs of a text, for GIN (array containment); same as textGrams().
    await sql`CREATE FUNCTION search_grams(t text) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
      SELECT coalesce(array_agg(DISTINCT g), '{}') FROM (
        SELECT substr(t, i, 1) AS g FROM generate_series(1, char_length(t)) AS i
        UNION SELECT substr(t, i, 2) FROM generate_series(1, char_length(t) - 1) AS i
      ) AS grams $$`.execute(db);
    await sql`CREATE INDEX search_index_head_grams ON search_index USING gin (search_grams(head))`.execute(db);
    await sql`CREATE INDEX search_index_text_grams ON search_index USING gin (search_grams(compact))`.execute(db);
    await sql`CREATE INDEX search_index_chosung_keys ON search_index USING gin (string_to_array(chosung_keys, ' '))`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  if (postgres) {
    await sql`DROP INDEX search_index_chosung_keys`.execute(db);
    await sql`DROP INDEX search_index_text_grams`.execute(db);
    await sql`DROP INDEX search_index_head_grams`.execute(db);
    await sql`DROP FUNCTION search_grams(text)`.execute(db);
  } else {
    await sql`DROP TABLE search_fts`.execute(db);
  }
  await db.schema.alterTable('search_index').dropColumn('chosung_keys').execute();
  await db.schema.alterTable('search_index').dropColumn('head').execute();
}
