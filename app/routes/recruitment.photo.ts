import { photoForViewer } from '#app/features/recruitment/photos.server';
import type { Route } from './+types/recruitment.photo';

/**
 * A photo of a return, refund or review: to its owner and staff, and to everyone when it belongs
 * to a published review. The rule is in the query (photoForViewer); anything else is 404.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const id = new URL(request.url).searchParams.get('id') ?? '';
  const file = id && id.length <= 64 ? await photoForViewer(context.services, context.viewer, id) : null;
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
