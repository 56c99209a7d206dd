import { photoForViewer } from '#app/features/recruitment/photos.server';
import { invalidQuery } from '#app/lib/forms.server';
import { variantOfQuery } from '#app/lib/responsive-image';
import type { Route } from './+types/recruitment.photo';

/**
 * A photo of a return, refund or review (or one of its resized variants, `w` and `f`): to its
 * owner and staff, and to everyone when it belongs to a published review. The rule is in the
 * query (photoForViewer); anything else is 404.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const variant = variantOfQuery(params);
  if (variant === null) invalidQuery('w', '사진 크기(w)와 형식(f)이 올바르지 않습니다.');
  const id = params.get('id') ?? '';
  const file = id && id.length <= 64 ? await photoForViewer(context.services, context.viewer, id, variant) : null;
  if (!file) return new Response('Not found', { status: 404, headers: { 'Cache-Control': 'no-store' } });
  return new Response(file.body as Uint8Array<ArrayBuffer>, {
    headers: {
      'Content-Type': file.contentType,
      'Content-Disposition': 'inline',
      'Cache-Control': file.isPublic ? 'public, max-age=3600' : 'private, max-age=3600',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
