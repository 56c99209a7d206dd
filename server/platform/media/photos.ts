import { randomUUID } from 'node:crypto';
import type { DbConn } from '#server/platform/db/database';
import { deleteImage, type ProcessedImage, storeImage } from '#server/platform/storage/image-pipeline';
import type { ObjectStore } from '#server/platform/storage/object-store';
import { type NewMedia, recordMedia, recordMediaIfMissing } from './data';

/**
 * Pictures into CMS media: a pipeline photo (original and resized variants) stored and recorded
 * under a new content key, or a seed picture stored and recorded where missing.
 */

/** Where an area keeps its photos: content keys `{keyPrefix}-{24 hex}`, files under `{folder}/`. */
export interface MediaPlace {
  keyPrefix: string;
  folder: string;
}

export interface StoredPhoto {
  /** The photo's id (a UUID): the file's name, and the id of a row that lists it (product_images). */
  id: string;
  contentKey: string;
  /** The original's key in the object store (its variants are next to it). */
  storageKey: string;
}

/** Stores a pipeline photo and records it as CMS media under a new content key (the files are removed again when it cannot be recorded). */
export async function storeMediaPhoto(db: DbConn, storage: ObjectStore, image: ProcessedImage, place: MediaPlace & { alt: string; now: string }): Promise<StoredPhoto> {
  const id = randomUUID();
  const contentKey = `${place.keyPrefix}-${id.replaceAll('-', '').slice(0, 24)}`;
  const storageKey = `${place.folder}/${id}.${image.ext}`;
  await storeImage(storage, storageKey, image);
  try {
    await recordMedia(db, { contentKey, storageKey, contentType: image.contentType, alt: place.alt, width: image.width, height: image.height, createdAt: place.now });
  } catch (error) {
    // Not recorded: the files would be kept for nothing.
    await deleteImage(storage, storageKey);
    throw error;
  }
  return { id, contentKey, storageKey };
}

/** A seed picture: its bytes stored unless the store has them, its row recorded unless it exists. */
export async function ensureMedia(db: DbConn, storage: ObjectStore, media: NewMedia, bytes: () => Uint8Array | Promise<Uint8Array>): Promise<void> {
  if (!(await storage.get(media.storageKey))) await storage.put(media.storageKey, await bytes(), media.contentType);
  await recordMediaIfMissing(db, media);
}
