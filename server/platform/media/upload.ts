import { z } from 'zod';
import { answer, defineOperation, type Operation } from '#server/platform/operations/operation';
import type { ProcessedImage } from '#server/platform/storage/image-pipeline';
import { mediaSrc } from './data';
import { type MediaPlace, storeMediaPhoto } from './photos';

/**
 * The one photo upload of the back-office editors (the article body's rich-text editor at
 * /staff/articles/image, the home editor at /staff/home/image): the adapter checks the file and
 * runs the image pipeline (`photoFromField`), this stores the photo, records it as CMS media,
 * writes the audit entry and answers one shape. Each editor declares its operation with its own
 * name (the audit trail's action, e.g. `home.uploadImage`) and where its photos are kept.
 */

const ALT_MISSING = '사진 설명(대체 텍스트)을 입력해 주세요. 화면을 볼 수 없는 분께 읽어 주는 글입니다.';

const MediaUploadSchema = z.object({
  /** Already through the image pipeline (the adapter's work). */
  image: z.custom<ProcessedImage>((v) => typeof v === 'object' && v !== null && 'variants' in v, { error: '사진을 다시 올려 주세요.' }),
  alt: z.string({ error: ALT_MISSING }).trim().min(1, ALT_MISSING).max(200, '사진 설명은 200자까지 입력할 수 있습니다.'),
});

/**
 * What an upload answers: where the photo is served, its alt text and size. `url` repeats `src`
 * for callers of the article upload written before the two uploads became one (it answered `url`).
 */
interface UploadedMedia {
  src: string;
  /** Same as `src`. */
  url: string;
  alt: string;
  width: number;
  height: number;
}

export type MediaUploadOperation = Operation<typeof MediaUploadSchema, UploadedMedia, 'staff:content', never>;

/** An editor's photo upload: for staff with the `content` permission, audited on the new content key. */
export function mediaUploadOperation(name: string, place: MediaPlace): MediaUploadOperation {
  return defineOperation<typeof MediaUploadSchema, UploadedMedia, 'staff:content', never>({
    name,
    input: MediaUploadSchema,
    access: 'staff:content',
    refusals: {},
    async run({ image, alt }, ctx) {
      const { contentKey } = await storeMediaPhoto(ctx.db, ctx.services.storage, image, { ...place, alt, now: new Date().toISOString() });
      await ctx.audit({ type: 'cms_media', id: contentKey }, null, { alt });
      const src = mediaSrc(contentKey);
      return answer.ok({ src, url: src, alt, width: image.width, height: image.height });
    },
  });
}
