import { Hono } from 'hono';
import type { AppEnv } from '#server/http/types';
import type { Services } from '#server/platform/services';

const CONTENT_KEY = /^[A-Za-z0-9_-]{1,64}$/;

/** SPEC 2.1: content-management media at /cms/delivery/media/{contentKey}. */
export function mediaRoutes(services: Services): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('/:contentKey', async (c) => {
    const contentKey = c.req.param('contentKey');
    if (!CONTENT_KEY.test(contentKey)) return c.text('Not found', 404);
    const media = await services.db.kysely
      .selectFrom('cms_media')
      .select(['storage_key', 'content_type'])
      .where('content_key', '=', contentKey)
      .executeTakeFirst();
    if (!media) return c.text('Not found', 404);
    const file = await services.storage.get(media.storage_key);
    if (!file) return c.text('Not found', 404);
    return c.body(file.body as Uint8Array<ArrayBuffer>, 200, {
      'Content-Type': media.content_type,
      // Content keys are immutable: a changed image gets a new key.
      'Cache-Control': 'public, max-age=31536000, immutable',
    });
  });
  return app;
}
