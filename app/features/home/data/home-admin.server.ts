import type { DbConn } from '#server/platform/db/database';
import { productChoices } from '#app/features/catalogue/data/products.server';
import { recentImages } from '#server/platform/media/data';
import type { MediaPlace } from '#server/platform/media/photos';
import { type LayoutSectionModel, normaliseSections } from '#app/ui/layout/layout-model';
import { MEDIA_PREFIX } from '../layout-schema';

/**
 * The back-office side of the home page (issue 15 item 6, docs/decisions/041-home-editor.md): the
 * editor's record (published sections, the staff draft next to them, the version), the media
 * and products its pickers offer, and the banner photos through the image pipeline.
 */

export const HOME_PAGE_KEY = 'home';
export const HOME_NOT_FOUND = '홈 화면 구성을 찾을 수 없습니다. 페이지를 새로 고쳐 주세요.';

export interface HomeEditorRecord {
  /** 0 while the page has no row yet (an empty site): the first draft creates it. */
  version: number;
  published: LayoutSectionModel[];
  draft: LayoutSectionModel[] | null;
  updatedAt: string | null;
  draftUpdatedAt: string | null;
}

export async function getHomeEditor(db: DbConn): Promise<HomeEditorRecord> {
  const row = await db.selectFrom('page_layout').selectAll().where('page_key', '=', HOME_PAGE_KEY).executeTakeFirst();
  if (!row) return { version: 0, published: [], draft: null, updatedAt: null, draftUpdatedAt: null };
  return {
    version: Number(row.version),
    published: normaliseSections(row.sections_json),
    draft: row.draft_json === null ? null : normaliseSections(row.draft_json),
    updatedAt: row.updated_at,
    draftUpdatedAt: row.draft_updated_at,
  };
}

export interface HomeMedia {
  src: string;
  alt: string;
  width: number;
  height: number;
}

/** Pictures staff may choose for backgrounds, banners and cards: the uploaded CMS media, newest first. */
export async function homeMediaChoices(db: DbConn, limit = 200): Promise<HomeMedia[]> {
  const images = await recentImages(db, limit);
  return images.map((m) => ({ src: `${MEDIA_PREFIX}${m.contentKey}`, alt: m.alt, width: Number(m.width) || 1, height: Number(m.height) || 1 }));
}

/** The catalogue's products for the featured-products picker (not deleted; private ones are marked). */
export async function homeProductChoices(db: DbConn, limit = 500): Promise<{ id: string; name: string; active: boolean }[]> {
  const rows = await productChoices(db, limit);
  return rows.map((r) => ({ id: r.id, name: r.name, active: Number(r.is_active) === 1 }));
}

/** Where home photos are kept as CMS media: `himg-…`, original and variants under `cms/home/`. */
export const HOME_PHOTOS: MediaPlace = { keyPrefix: 'himg', folder: 'cms/home' };

/** The home layout's row for the editor's writes: the published layout, the draft and the version. */
export function homeLayoutRow(db: DbConn) {
  return db.selectFrom('page_layout').select(['version', 'sections_json', 'draft_json']).where('page_key', '=', HOME_PAGE_KEY).executeTakeFirst();
}

/** The first draft of a site that has no home layout yet (nothing published). */
export async function insertHomeDraft(db: DbConn, draftJson: string, now: string): Promise<void> {
  await db.insertInto('page_layout').values({ page_key: HOME_PAGE_KEY, sections_json: '[]', draft_json: draftJson, draft_updated_at: now, updated_at: now, version: 1 }).execute();
}

/** The draft staff are editing; null drops it. */
export async function writeHomeDraft(db: DbConn, draftJson: string | null, now: string | null): Promise<void> {
  await db.updateTable('page_layout').set({ draft_json: draftJson, draft_updated_at: now }).where('page_key', '=', HOME_PAGE_KEY).execute();
}

/** The draft becomes the published layout. */
export async function publishHomeDraft(db: DbConn, draftJson: string): Promise<void> {
  await db.updateTable('page_layout').set({ sections_json: draftJson, draft_json: null, draft_updated_at: null }).where('page_key', '=', HOME_PAGE_KEY).execute();
}

/** A published home layout for a site that has none (the seed): an existing row is kept as it is. */
export async function insertHomeLayoutIfMissing(db: DbConn, sectionsJson: string, now: string): Promise<void> {
  await db
    .insertInto('page_layout')
    .values({ page_key: HOME_PAGE_KEY, sections_json: sectionsJson, updated_at: now })
    .onConflict((oc) => oc.column('page_key').doNothing())
    .execute();
}

/** The published layout replaced, only while it still reads `expected` (the seed's corrections: a change made since stays). */
export async function replaceHomeSections(db: DbConn, expected: string, sectionsJson: string, now: string): Promise<void> {
  await db.updateTable('page_layout').set({ sections_json: sectionsJson, updated_at: now }).where('page_key', '=', HOME_PAGE_KEY).where('sections_json', '=', expected).execute();
}
