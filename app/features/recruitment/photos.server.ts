import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '#server/db/schema/database';
import type { PhotoSubject } from '#server/db/schema/recruitment';
import { IMAGE_CONTENT_TYPES, IMAGE_EXTENSIONS, sniffImage, stripImageMetadata } from '#server/storage/image-sanitize';
import type { Services } from '#server/services';
import type { Viewer } from '#server/auth/viewer';
import { MAX_PHOTOS } from './schemas';

export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;

export interface CheckedPhoto {
  bytes: Uint8Array;
  contentType: string;
  ext: string;
}

export type PhotosCheck = { ok: true; photos: CheckedPhoto[] } | { ok: false; message: string };

/** Size, type by content (magic bytes) and metadata stripping of the photos of a form. */
export async function checkPhotos(form: FormData, field = 'photos'): Promise<PhotosCheck> {
  const files = form.getAll(field).filter((f): f is File => f instanceof File && f.size > 0);
  if (files.length > MAX_PHOTOS) return { ok: false, message: `사진은 ${MAX_PHOTOS}장까지 올릴 수 있습니다.` };
  const photos: CheckedPhoto[] = [];
  for (const file of files) {
    if (file.size > MAX_PHOTO_BYTES) return { ok: false, message: '사진은 한 장에 5MB 이하만 올릴 수 있습니다.' };
    const bytes = new Uint8Array(await file.arrayBuffer());
    const type = sniffImage(bytes);
    if (!type) return { ok: false, message: 'JPG, PNG, WEBP 사진만 올릴 수 있습니다.' };
    const clean = stripImageMetadata(bytes, type);
    if (!clean) return { ok: false, message: '사진 파일이 손상되었습니다. 다른 사진을 선택해 주세요.' };
    photos.push({ bytes: clean, contentType: IMAGE_CONTENT_TYPES[type], ext: IMAGE_EXTENSIONS[type] });
  }
  return { ok: true, photos };
}

const AREA: Record<PhotoSubject, string> = { return: 'returns', refund: 'refunds', review: 'reviews' };

/** Puts the photos in the object store (keys `{area}/{timestamp}-{uuid}.{ext}`); returns their keys. */
export async function putPhotos(services: Pick<Services, 'storage'>, subject: PhotoSubject, photos: CheckedPhoto[]): Promise<{ key: string; contentType: string }[]> {
  const stored: { key: string; contentType: string }[] = [];
  for (const photo of photos) {
    const key = `${AREA[subject]}/${Date.now()}-${randomUUID()}.${photo.ext}`;
    await services.storage.put(key, photo.bytes, photo.contentType);
    stored.push({ key, contentType: photo.contentType });
  }
  return stored;
}

export async function insertPhotoRows(
  db: Kysely<Database> | Transaction<Database>,
  memberId: string,
  subject: PhotoSubject,
  subjectId: string,
  stored: { key: string; contentType: string }[],
  startAt = 0,
): Promise<void> {
  if (stored.length === 0) return;
  const now = new Date().toISOString();
  await db
    .insertInto('recruitment_photos')
    .values(
      stored.map((s, i) => ({
        id: randomUUID(),
        member_id: memberId,
        subject,
        subject_id: subjectId,
        storage_key: s.key,
        content_type: s.contentType,
        sort_order: startAt + i,
        created_at: now,
      })),
    )
    .execute();
}

/** Removes stored files whose rows were never written (a refused or failed save). */
export async function discardPhotos(services: Pick<Services, 'storage'>, stored: { key: string }[]): Promise<void> {
  await Promise.all(stored.map((s) => services.storage.delete(s.key).catch(() => undefined)));
}

export async function photoIdsOf(services: Pick<Services, 'db'>, memberId: string, subject: PhotoSubject, subjectIds: string[]): Promise<Map<string, string[]>> {
  const map = new Map<string, string[]>();
  if (subjectIds.length === 0) return map;
  const rows = await services.db.kysely
    .selectFrom('recruitment_photos')
    .select(['id', 'subject_id'])
    .where('member_id', '=', memberId)
    .where('subject', '=', subject)
    .where('subject_id', 'in', subjectIds)
    .orderBy('sort_order')
    .execute();
  for (const r of rows) map.set(r.subject_id, [...(map.get(r.subject_id) ?? []), r.id]);
  return map;
}

/**
 * A photo for the viewer: its owner and staff see every photo; anyone sees the photos of a
 * review that exists (reviews are published as written). The rule is in the query itself.
 */
export async function photoForViewer(services: Services, viewer: Viewer, photoId: string) {
  const row = await services.db.kysely
    .selectFrom('recruitment_photos as p')
    .select(['p.storage_key', 'p.subject'])
    .where('p.id', '=', photoId)
    .where((eb) => {
      const published = eb.and([
        eb('p.subject', '=', 'review'),
        eb.exists(eb.selectFrom('product_reviews as r').select('r.id').whereRef('r.id', '=', 'p.subject_id')),
      ]);
      if (viewer.isGuest) return published;
      if (viewer.role === 'staff') return eb.lit(true);
      return eb.or([eb('p.member_id', '=', viewer.userId), published]);
    })
    .executeTakeFirst();
  if (!row) return null;
  const file = await services.storage.get(row.storage_key);
  return file ? { ...file, isPublic: row.subject === 'review' } : null;
}
