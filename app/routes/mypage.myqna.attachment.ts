import { getAttachment } from '#app/features/qna/inquiries.server';
import { requireMember } from '#app/lib/auth.server';
import type { Route } from './+types/mypage.myqna.attachment';

/** An inquiry attachment, to the inquiry's owner and to staff only (never cached by shared caches). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = requireMember(context, request);
  const id = new URL(request.url).searchParams.get('id') ?? '';
  const file = id ? await getAttachment(context.services, viewer, id) : null;
  if (!file) return new Response('Not found', { status: 404 });
  const isPdf = file.contentType === 'application/pdf';
  return new Response(file.body as Uint8Array<ArrayBuffer>, {
    headers: {
      'Content-Type': file.contentType,
      'Content-Disposition': `${isPdf ? 'attachment' : 'inline'}; filename="${file.label}.${isPdf ? 'pdf' : file.contentType.split('/')[1]!.replace('jpeg', 'jpg')}"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
