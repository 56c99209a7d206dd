import { Hono } from 'hono';
import type { AppEnv } from '#server/adapters/http/types';
import type { Services } from '#server/platform/services';
import { variantOfQuery } from '#app/lib/responsive-image';
import { mediaFile } from '#server/platform/media/data';
import { readImage } from '#server/platform/storage/image-pipeline';
import { type EncodedBody, encodedBody, sendEncoded } from './encoded-body';

const CONTENT_KEY = /^[A-Za-z0-9_-]{1,64}$/;

/** Media kept in memory with their codings, at most this many (and only small ones). */
const MAX_KEPT = 500;
const MAX_KEPT_BYTES = 512 * 1024;

/**
 * SPEC 2.1: content-management media at /cms/delivery/media/{contentKey}. A content key never
 * changes its bytes (a changed image gets a new key, as the seed does), so answers are cached
 * for a year as immutable, with the content's hash as ETag. The demo art is SVG: sent as brotli
 * or gzip by negotiation, compressed once per key and kept (docs/decisions/042-images.md).
 */
export function mediaRoutes(services: Services): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const kept = new Map<string, EncodedBody>();
  app.get('/:contentKey', async (c) => {
    const contentKey = c.req.param('contentKey');
    if (!CONTENT_KEY.test(contentKey)) return c.text('Not found', 404);
    // Photos made by the image pipeline (product photos, issue 15) have resized variants: `?w=&f=`.
    const variant = variantOfQuery(new URL(c.req.url).searchParams);
    if (variant === null) return c.text('Not found', 404);
    if (variant !== undefined) {
      const media = await mediaFile(services.db.kysely, contentKey);
      if (!media) return c.text('Not found', 404);
      const file = await readImage(services.storage, media.storageKey, variant);
      if (!file) return c.text('Not found', 404);
      // Content keys are immutable: a changed image gets a new key.
      return c.body(file.body as Uint8Array<ArrayBuffer>, 200, { 'Content-Type': file.contentType, 'Cache-Control': 'public, max-age=31536000, immutable' });
    }
    let body = kept.get(contentKey);
    if (body === undefined) {
      const media = await mediaFile(services.db.kysely, contentKey);
      if (!media) return c.text('Not found', 404);
      const file = await services.storage.get(media.storageKey);
      if (!file) return c.text('Not found', 404);
      body = encodedBody(Buffer.from(file.body), media.contentType);
      if (body.identity.length <= MAX_KEPT_BYTES) {
        if (kept.size >= MAX_KEPT) kept.delete(kept.keys().next().value!);
        kept.set(contentKey, body);
      }
    }
    return sendEncoded(c, body, { 'Cache-Control': 'public, max-age=31536000, immutable' });
  });
  return app;
}
