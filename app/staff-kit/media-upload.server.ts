import { requireStaff } from '#app/page-kit/auth.server';
import { readForm } from '#app/page-kit/forms.server';
import { performForm } from '#app/page-kit/operation-action.server';
import type { PageArgs } from '#app/page-kit/page-args';
import type { MediaUploadOperation } from '#server/platform/media/upload';
import { photoFromField } from '#server/platform/storage/photo-field';

/**
 * The page side of an editor's photo upload (/staff/articles/image, /staff/home/image): the form's
 * `image` through the image pipeline, then the editor's media upload operation
 * (server/platform/media/upload.ts); answers JSON: the uploaded media, or `{ errors }` by field.
 */

/** A GET of an upload address: the same access as the upload, then 405 (it only takes POSTs). */
export function mediaUploadLoader(args: PageArgs, message: string): never {
  requireStaff(args.context, args.request);
  throw new Response(message, { status: 405, headers: { Allow: 'POST' } });
}

/** `missingPhoto`: the editor's message when no file was chosen. */
export async function mediaUploadAction(args: PageArgs, op: MediaUploadOperation, missingPhoto: string) {
  requireStaff(args.context, args.request);
  const form = await readForm(args.request);
  const photo = await photoFromField(form.get('image'));
  if (!photo) return Response.json({ errors: { image: missingPhoto } }, { status: 400 });
  if (!photo.ok) return Response.json({ errors: { image: photo.message } }, { status: 400 });
  const done = await performForm(op, args, form, { fromForm: (fields) => ({ alt: fields.alt, image: photo.image }) });
  if (!done.ok) return Response.json({ errors: done.answer.data.errors }, { status: done.answer.init?.status ?? 400 });
  return Response.json(done.value);
}
