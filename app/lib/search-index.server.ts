import type { DbConn } from '#server/platform/db/database';
import type { SearchDocType } from '#server/platform/db/schema/search';
import { chosungOf, compact } from './korean-search';

/** Services with a database; the seed passes `{ db: { kysely } }`. */
export interface DbOnly {
  db: { kysely: DbConn };
}

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
}

/** How long a snippet source may be: enough for every demo text, bounded for very long articles. */
const MAX_BODY = 6000;

export function indexRow(doc: SearchDocument, now = new Date().toISOString()) {
  const body = doc.body.replace(/\s+/g, ' ').trim().slice(0, MAX_BODY);
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
    sort_key: doc.sortKey ?? '',
    updated_at: now,
  };
}

/** Adds or replaces documents of the integrated search (called by every service that writes content). */
export async function indexDocuments(db: DbConn, docs: readonly SearchDocument[]): Promise<void> {
  if (docs.length === 0) return;
  const now = new Date().toISOString();
  const rows = docs.map((d) => indexRow(d, now));
  // Batches keep each statement well under the databases' parameter limits.
  for (let i = 0; i < rows.length; i += 50) {
    await db
      .insertInto('search_index')
      .values(rows.slice(i, i + 50))
      .onConflict((oc) =>
        oc.columns(['doc_type', 'doc_id']).doUpdateSet((eb) => ({
          title: eb.ref('excluded.title'),
          body: eb.ref('excluded.body'),
          url: eb.ref('excluded.url'),
          image_url: eb.ref('excluded.image_url'),
          meta: eb.ref('excluded.meta'),
          compact: eb.ref('excluded.compact'),
          chosung: eb.ref('excluded.chosung'),
          sort_key: eb.ref('excluded.sort_key'),
          updated_at: eb.ref('excluded.updated_at'),
        })),
      )
      .execute();
  }
}

export async function removeFromIndex(db: DbConn, type: SearchDocType, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.deleteFrom('search_index').where('doc_type', '=', type).where('doc_id', 'in', [...ids]).execute();
}

/**
 * Keeps one piece of content's document in step with its row, in the writer's transaction:
 * indexed while it is published (`doc`), removed from the index otherwise (`null`).
 */
export async function syncDocument(db: DbConn, type: SearchDocType, id: string, doc: SearchDocument | null): Promise<void> {
  if (doc) await indexDocuments(db, [doc]);
  else await removeFromIndex(db, type, [id]);
}
