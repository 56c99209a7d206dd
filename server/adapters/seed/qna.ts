import fs from 'node:fs/promises';
import path from 'node:path';
import type { ObjectStore } from '#server/platform/storage/object-store';
import { PUBLIC_PREFIX } from '#server/platform/storage/file-service';

/** Static images served from the delivery domain's /static/images (SPEC 7.2), added when missing. */
const STATIC_IMAGES = [{ file: 'qna-empty.svg', type: 'image/svg+xml' }];

export async function seedQnaContent(storage: ObjectStore, mediaDir: string): Promise<void> {
  for (const image of STATIC_IMAGES) {
    const key = `${PUBLIC_PREFIX}static/images/${image.file}`;
    if (await storage.get(key)) continue;
    await storage.put(key, await fs.readFile(path.join(mediaDir, image.file)), image.type);
  }
}
