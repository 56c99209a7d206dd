import { type Kysely, PostgresAdapter, sql } from 'kysely';
import type { DbConn } from '#server/platform/db/database';
import type { Database } from '#server/platform/db/schema/database';
import type { SearchDocType } from '#server/platform/db/schema/search';
import { chosungOf, compact } from '#app/lib/korean-search';
import { chosungKeys, textGrams } from '#app/lib/search-grams';

export interface SearchDocument {
  type: SearchDocType;
  id: string;
  title: string;
  /** Plain text (no HTML). */
  body: string;
  url: string;
  imageUrl?: string | null;
  meta?: string;
  /** Extra words that should find the document without being shown (species, synonyms of labels). */
  keywords?: string;
  sortKey?: string;
  /** A scheduled document: found from this instant (ISO) on; absent means at once. */
  visibleFrom?: string | null;
}

/** How long a snippet source may be: enough for every demo text, bounded for very long articles. */
const MAX_BODY = 6000;

function indexRow(doc: SearchDocument, now = new Date().toISOString()) {
  const body = doc.body.replace(/\s+/g, ' ').trim().slice(0, MAX_BODY);
  const head = compact(`${doc.title} ${doc.keywords ?? ''}`);
  const text = compact(`${doc.title} ${doc.keywords ?? ''} ${body}`);
  return {
    doc_type: doc.type,
    doc_id: doc.id,
    title: doc.title,
    body,
    url: doc.url,
    image_url: doc.imageUrl ?? null,
    meta: doc.meta ?? '',
    compact: text,
    chosung: chosungOf(text),
    head,
    chosung_keys: chosungKeys(`${doc.title} ${body}`).join(' '),
    sort_key: doc.sortKey ?? '',
    visible_from: doc.visibleFrom ?? '',
    updated_at: now,
  };
}

export const usesPostgres = (db: Kysely<Database>) => db.getExecutor().adapter instanceof PostgresAdapter;

/**
 * Runs index writes in one transaction (the caller's when it has one), so a document and its
 * SQLite full-text entry change together.
 */
async function inTransaction(db: DbConn, work: (db: Kysely<Database>) => Promise<void>): Promise<void> {
  if (db.isTransaction) await work(db);
  else await db.transaction().execute(work);
}

/**
 * SQLite: the FTS5 entry of search_index rows (PostgreSQL indexes the columns themselves).
 * The tokens are the letters and pairs of the heading (title and keywords) and of the whole
 * text, and the 초성 keys (app/lib/search-grams.ts).
 */
export async function writeFtsRows(db: Kysely<Database>, rows: readonly { rowid: number; head: string; compact: string; chosung_keys: string }[]): Promise<void> {
  if (rows.length === 0) return;
  await sql`DELETE FROM search_fts WHERE rowid IN (${sql.join(rows.map((r) => r.rowid))})`.execute(db);
  for (let i = 0; i < rows.length; i += 50) {
    const values = rows.slice(i, i + 50).map((r) => sql`(${r.rowid}, ${textGrams(r.head).join(' ')}, ${textGrams(r.compact).join(' ')}, ${r.chosung_keys})`);
    await sql`INSERT INTO search_fts (rowid, head, text, keys) VALUES ${sql.join(values)}`.execute(db);
  }
}

/** Adds or replaces documents of the integrated search (called by every service that writes content). */
export async function indexDocuments(db: DbConn, docs: readonly SearchDocument[]): Promise<void> {
  if (docs.length === 0) return;
  const now = new Date().toISOString();
  const rows = docs.map((d) => indexRow(d, now));
  await inTransaction(db, async (db) => {
    const postgres = usesPostgres(db);
    // Batches keep each statement well under the databases' parameter limits.
    for (let i = 0; i < rows.length; i += 50) {
      const chunk = rows.slice(i, i + 50);
      const upsert = db
        .insertInto('search_index')
        .values(chunk)
        .onConflict((oc) =>
          oc.columns(['doc_type', 'doc_id']).doUpdateSet((eb) => ({
            title: eb.ref('excluded.title'),
            body: eb.ref('excluded.body'),
            url: eb.ref('excluded.url'),
            image_url: eb.ref('excluded.image_url'),
            meta: eb.ref('excluded.meta'),
            compact: eb.ref('excluded.compact'),
            chosung: eb.ref('excluded.chosung'),
            head: eb.ref('excluded.head'),
            chosung_keys: eb.ref('excluded.chosung_keys'),
            sort_key: eb.ref('excluded.sort_key'),
            visible_from: eb.ref('excluded.visible_from'),
            updated_at: eb.ref('excluded.updated_at'),
          })),
        );
      if (postgres) {
        await upsert.execute();
        continue;
      }
      const written = await upsert.returning([sql<number>`rowid`.as('rowid'), 'doc_type', 'doc_id']).execute();
      const byKey = new Map(chunk.map((r) => [`${r.doc_type}:${r.doc_id}`, r]));
      await writeFtsRows(
        db,
        written.map((w) => {
          const r = byKey.get(`${w.doc_type}:${w.doc_id}`)!;
          return { rowid: Number(w.rowid), head: r.head, compact: r.compact, chosung_keys: r.chosung_keys };
        }),
      );
    }
  });
}

export async function removeFromIndex(db: DbConn, type: SearchDocType, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await inTransaction(db, async (db) => {
    if (!usesPostgres(db)) {
      await sql`DELETE FROM search_fts WHERE rowid IN (SELECT rowid FROM search_index WHERE doc_type = ${type} AND doc_id IN (${sql.join([...ids])}))`.execute(db);
    }
    await db.deleteFrom('search_index').where('doc_type', '=', type).where('doc_id', 'in', [...ids]).execute();
  });
}

/**
 * Keeps one piece of content's document in step with its row, in the writer's transaction:
 * indexed while it is published (`doc`), removed from the index otherwise (`null`).
 */
export async function syncDocument(db: DbConn, type: SearchDocType, id: string, doc: SearchDocument | null): Promise<void> {
  if (doc) await indexDocuments(db, [doc]);
  else await removeFromIndex(db, type, [id]);
}
