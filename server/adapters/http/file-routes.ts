import { Hono } from 'hono';
import type { AppEnv } from '#server/adapters/http/types';
import type { Services } from '#server/platform/services';
import { FILE_KEY, PUBLIC_PREFIX, STATIC_IMAGE_KEY } from '../../platform/storage/file-service';

/**
 * Public files of the local store at /files/{key} (SPEC 7.2's delivery domain when there is no
 * CDN). Keys are never reused, so answers are cached for a year. Only generated keys and the
 * shipped static images are served: private files (inquiry attachments, pet photos) are not.
 */
export function fileRoutes(services: Services): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('/*', async (c) => {
    const key = c.req.path.slice(c.req.path.indexOf('/files/') + '/files/'.length);
    if (!FILE_KEY.test(key) && !STATIC_IMAGE_KEY.test(key)) return c.text('Not found', 404);
    const file = await services.storage.get(PUBLIC_PREFIX + key);
    if (!file) return c.text('Not found', 404);
    return c.body(file.body as Uint8Array<ArrayBuffer>, 200, {
      'Content-Type': file.contentType,
      'Cache-Control': 'public, max-age=31536000, immutable',
      ...(file.contentType === 'application/pdf' && { 'Content-Disposition': 'inline' }),
    });
  });
  return app;
}
