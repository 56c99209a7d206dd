import { getAttachment } from '#app/features/qna/inquiries.server';
import { requireMember } from '#app/lib/auth.server';
import { invalidQuery } from '#app/lib/forms.server';
import { variantOfQuery } from '#app/lib/responsive-image';
import type { Route } from './+types/mypage.myqna.attachment';

/**
 * An inquiry attachment (or a resized variant of an image attachment, `w` and `f`), to the
 * inquiry's owner and to staff only (never cached by shared caches).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = requireMember(context, request);
  const params = new URL(request.url).searchParams;
  const variant = variantOfQuery(params);
  if (variant === null) invalidQuery('w', '사진 크기(w)와 형식(f)이 올바르지 않습니다.');
  const id = params.get('id') ?? '';
  const file = id ? await getAttachment(context.services, viewer, id, variant) : null;
  if (!file) return new Response('Not found', { status: 404 });
  const isPdf = file.contentType === 'application/pdf';
  const ext = isPdf ? 'pdf' : file.contentType.split('/')[1]!.replace('jpeg', 'jpg');
  return new Response(file.body as Uint8Array<ArrayBuffer>, {
    headers: {
      'Content-Type': file.contentType,
      'Content-Disposition': `${isPdf ? 'attachment' : 'inline'}; filename="${file.label}.${ext}"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
