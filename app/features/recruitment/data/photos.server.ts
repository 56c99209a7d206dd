import { randomUUID } from 'node:crypto';
import type { ImageWidth, VariantFormat } from '#app/lib/responsive-image';
import type { DbConn } from '#server/platform/db/database';
import type { PhotoSubject } from '#server/platform/db/schema/recruitment';
import { deleteImage, processImage, type ProcessedImage, readImage, sniffImage, storeImage } from '#server/platform/storage/image-pipeline';
import type { Services } from '#server/platform/services';
import type { ObjectStore } from '#server/platform/storage/object-store';
import type { UploadQuota } from '#server/platform/storage/upload-quota';
import type { Viewer } from '#server/platform/auth/viewer';
import { staffMay } from '#server/platform/auth/staff-roles';
import { MAX_PHOTOS } from '../schemas';

const MAX_PHOTO_BYTES = 5 * 1024 * 1024;

export interface CheckedPhoto {
  /** Re-encoded (oriented, no metadata) with its resized variants. */
  image: ProcessedImage;
  /** The size the member sent (what the upload quota counts). */
  uploadedBytes: number;
}

export type PhotosCheck = { ok: true; photos: CheckedPhoto[] } | { ok: false; message: string };

/** Size, type by content (magic bytes) and the image pipeline for the photos of a form. */
export async function checkPhotos(form: FormData, field = 'photos'): Promise<PhotosCheck> {
  const files = form.getAll(field).filter((f): f is File => f instanceof File && f.size > 0);
  if (files.length > MAX_PHOTOS) return { ok: false, message: `사진은 ${MAX_PHOTOS}장까지 올릴 수 있습니다.` };
  const photos: CheckedPhoto[] = [];
  for (const file of files) {
    if (file.size > MAX_PHOTO_BYTES) return { ok: false, message: '사진은 한 장에 5MB 이하만 올릴 수 있습니다.' };
    const bytes = new Uint8Array(await file.arrayBuffer());
    const type = sniffImage(bytes);
    if (!type) return { ok: false, message: 'JPG, PNG, WEBP 사진만 올릴 수 있습니다.' };
    const processed = await processImage(bytes, type, { variants: true });
    if (!processed.ok) return { ok: false, message: processed.code === 'FILE_DAMAGED' ? '사진 파일이 손상되었습니다. 다른 사진을 선택해 주세요.' : processed.message };
    photos.push({ image: processed.image, uploadedBytes: bytes.length });
  }
  return { ok: true, photos };
}

const AREA: Record<PhotoSubject, string> = { return: 'returns', refund: 'refunds', review: 'reviews' };

export interface StoredPhotos {
  items: { key: string; contentType: string }[];
  /** Removes the stored files and gives the quota back (their rows were never written). */
  discard(): Promise<void>;
}

/**
 * Charges the member's upload quota (throws over it), then puts the photos and their variants
 * in the object store under `{area}/{timestamp}-{uuid}.{ext}`.
 */
export async function putPhotos(storage: ObjectStore, uploadQuota: UploadQuota, memberId: string, subject: PhotoSubject, photos: CheckedPhoto[]): Promise<StoredPhotos> {
  const quota = await uploadQuota.charge(memberId, photos.length, photos.reduce((n, p) => n + p.uploadedBytes, 0));
  const items: StoredPhotos['items'] = [];
  const discard = async () => {
    await discardPhotos(storage, items);
    await quota.release();
  };
  try {
    for (const photo of photos) {
      const key = `${AREA[subject]}/${Date.now()}-${randomUUID()}.${photo.image.ext}`;
      items.push({ key, contentType: photo.image.contentType });
      await storeImage(storage, key, photo.image);
    }
  } catch (error) {
    await discard();
    throw error;
  }
  return { items, discard };
}

export async function insertPhotoRows(
  db: DbConn,
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

/** Removes stored photos and their variants (rows deleted, or never written). */
export async function discardPhotos(storage: ObjectStore, stored: { key: string }[]): Promise<void> {
  await Promise.all(stored.map((s) => deleteImage(storage, s.key)));
}

export async function photoIdsOf(db: DbConn, memberId: string, subject: PhotoSubject, subjectIds: string[]): Promise<Map<string, string[]>> {
  const map = new Map<string, string[]>();
  if (subjectIds.length === 0) return map;
  const rows = await db
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
export async function photoForViewer(db: DbConn, deps: Pick<Services, 'storage'>, viewer: Viewer, photoId: string, variant?: { width: ImageWidth; format: VariantFormat }) {
  const row = await db
    .selectFrom('recruitment_photos as p')
    .select(['p.storage_key', 'p.subject'])
    .where('p.id', '=', photoId)
    .where((eb) => {
      const published = eb.and([
        eb('p.subject', '=', 'review'),
        eb.exists(eb.selectFrom('product_reviews as r').select('r.id').whereRef('r.id', '=', 'p.subject_id').where('r.hidden_at', 'is', null)),
      ]);
      if (viewer.isGuest) return published;
      if (staffMay(viewer.role, 'trials')) return eb.lit(true);
      return eb.or([eb('p.member_id', '=', viewer.userId), published]);
    })
    .executeTakeFirst();
  if (!row) return null;
  const file = await readImage(deps.storage, row.storage_key, variant);
  return file ? { ...file, isPublic: row.subject === 'review' } : null;
}
