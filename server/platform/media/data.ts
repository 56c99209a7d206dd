import type { Nullable, SelectQueryBuilder, StringReference } from 'kysely';
import type { DbConn } from '#server/platform/db/database';
import type { CmsMediaTable } from '#server/platform/db/schema/cms-media';
import type { Database } from '#server/platform/db/schema/database';

/**
 * Every query on `cms_media` (content-management media, SPEC 3.8): the media module owns the
 * table; features, the seed and the media route call these functions, never SQL of their own
 * (`ownership.test.ts` fails on a query naming the table anywhere else).
 */

/** Where a content key is served (server/adapters/http/media-routes.ts). */
const MEDIA_PATH = '/cms/delivery/media/';

export const mediaSrc = (contentKey: string): string => `${MEDIA_PATH}${contentKey}`;

/** A media row as written: the file is already in the object store under `storageKey`. */
export interface NewMedia {
  contentKey: string;
  storageKey: string;
  contentType: string;
  alt: string;
  width: number;
  height: number;
  createdAt: string;
}

/** What pages need of a picture: its alt text and size. */
export interface MediaInfo {
  contentKey: string;
  alt: string;
  width: number;
  height: number;
}

const rowOf = (m: NewMedia) => ({ content_key: m.contentKey, storage_key: m.storageKey, content_type: m.contentType, alt_text: m.alt, width: m.width, height: m.height, created_at: m.createdAt });

/** Records a new content key (a changed picture always gets a new key). */
export async function recordMedia(db: DbConn, media: NewMedia): Promise<void> {
  await db.insertInto('cms_media').values(rowOf(media)).execute();
}

/** Records a content key unless it exists (the seed: idempotent, staff edits stay). */
export async function recordMediaIfMissing(db: DbConn, media: NewMedia): Promise<void> {
  await db
    .insertInto('cms_media')
    .values(rowOf(media))
    .onConflict((oc) => oc.column('content_key').doNothing())
    .execute();
}

/** Where a content key's bytes are kept, and their type; undefined for an unknown key. */
export async function mediaFile(db: DbConn, contentKey: string): Promise<{ storageKey: string; contentType: string } | undefined> {
  const row = await db.selectFrom('cms_media').select(['storage_key', 'content_type']).where('content_key', '=', contentKey).executeTakeFirst();
  return row && { storageKey: row.storage_key, contentType: row.content_type };
}

/** Alt text and size of many content keys in one query (none for no keys); unknown keys are absent. */
export async function mediaInfo(db: DbConn, contentKeys: readonly string[]): Promise<Map<string, MediaInfo>> {
  const keys = [...new Set(contentKeys)];
  if (keys.length === 0) return new Map();
  const rows = await db.selectFrom('cms_media').select(['content_key', 'alt_text', 'width', 'height']).where('content_key', 'in', keys).execute();
  return new Map(rows.map((r) => [r.content_key, { contentKey: r.content_key, alt: r.alt_text, width: r.width, height: r.height }]));
}

/** The pictures (image/*) staff may choose from, newest first. */
export async function recentImages(db: DbConn, limit: number): Promise<MediaInfo[]> {
  const rows = await db
    .selectFrom('cms_media')
    .select(['content_key', 'alt_text', 'width', 'height'])
    .where('content_type', 'like', 'image/%')
    .orderBy('created_at', 'desc')
    .orderBy('content_key')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ contentKey: r.content_key, alt: r.alt_text, width: r.width, height: r.height }));
}

/**
 * A list query's pictures in the same statement: left-joins the media of `contentKey` as `media`
 * (its columns `media.alt_text`, `media.width`, `media.height`, null when the key is unknown), so
 * a list page keeps its fixed number of queries.
 */
export function withMediaOf<DB extends Database, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  contentKey: StringReference<DB, TB>,
): SelectQueryBuilder<DB & { media: Nullable<CmsMediaTable> }, TB | 'media', O> {
  // Kysely cannot type a join on a query generic in its tables: the join is typed on `Database`.
  const joined = (query as unknown as SelectQueryBuilder<Database, never, O>).leftJoin('cms_media as media', (join) => join.onRef('media.content_key', '=', contentKey as string as 'media.content_key'));
  return joined as unknown as SelectQueryBuilder<DB & { media: Nullable<CmsMediaTable> }, TB | 'media', O>;
}
