import { randomUUID } from 'node:crypto';
import { type ProcessedImage, storeImage } from '#server/platform/storage/image-pipeline';
import type { ObjectStore } from '#server/platform/storage/object-store';
import type { DbConn } from '#server/platform/db/database';
import { type LayoutSectionModel, normaliseSections } from '#app/ui/layout/layout-model';
import { MEDIA_PREFIX } from './layout-schema';

/**
 * The back-office side of the home page (issue 15 item 6, docs/decisions/home-editor.md): the
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
  const rows = await db
    .selectFrom('cms_media')
    .select(['content_key', 'alt_text', 'width', 'height'])
    .where('content_type', 'like', 'image/%')
    .orderBy('created_at', 'desc')
    .orderBy('content_key')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ src: `${MEDIA_PREFIX}${r.content_key}`, alt: r.alt_text, width: Number(r.width) || 1, height: Number(r.height) || 1 }));
}

/** The catalogue's products for the featured-products picker (not deleted; private ones are marked). */
export async function homeProductChoices(db: DbConn, limit = 500): Promise<{ id: string; name: string; active: boolean }[]> {
  const rows = await db.selectFrom('products').select(['id', 'name', 'is_active']).where('deleted_at', 'is', null).orderBy('name').orderBy('id').limit(limit).execute();
  return rows.map((r) => ({ id: r.id, name: r.name, active: Number(r.is_active) === 1 }));
}


/** Stores a home photo as CMS media (`himg-…`, original and variants under `cms/home/`). */
export async function storeHomePhoto(db: DbConn, storage: ObjectStore, image: ProcessedImage, alt: string, now: string): Promise<{ contentKey: string; storageKey: string }> {
  const imageId = randomUUID();
  const contentKey = `himg-${imageId.replaceAll('-', '').slice(0, 24)}`;
  const storageKey = `cms/home/${imageId}.${image.ext}`;
  await storeImage(storage, storageKey, image);
  await db.insertInto('cms_media').values({ content_key: contentKey, storage_key: storageKey, content_type: image.contentType, alt_text: alt, width: image.width, height: image.height, created_at: now }).execute();
  return { contentKey, storageKey };
}
