import { getPetPhoto } from '#app/features/pets/pets.server';
import { requireMember } from '#app/lib/auth.server';
import type { Route } from './+types/mypage.mypet.photo';

/** A pet's photo, to its owner only. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const member = requireMember(context, request);
  const id = new URL(request.url).searchParams.get('id') ?? '';
  const file = id ? await getPetPhoto(context.services, member.userId, id) : null;
  if (!file) return new Response('Not found', { status: 404 });
  return new Response(file.body as Uint8Array<ArrayBuffer>, {
    headers: {
      'Content-Type': file.contentType,
      'Content-Disposition': 'inline',
      'Cache-Control': 'private, max-age=3600',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
