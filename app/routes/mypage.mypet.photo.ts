import { getPetPhoto } from '#app/features/pets/pets.server';
import { requireMember } from '#app/lib/auth.server';
import { invalidQuery } from '#app/lib/forms.server';
import { variantOfQuery } from '#app/lib/responsive-image';
import type { Route } from './+types/mypage.mypet.photo';

/** A pet's photo (or one of its resized variants, `w` and `f`), to its owner only. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const member = requireMember(context, request);
  const params = new URL(request.url).searchParams;
  const variant = variantOfQuery(params);
  if (variant === null) invalidQuery('w', '사진 크기(w)와 형식(f)이 올바르지 않습니다.');
  const id = params.get('id') ?? '';
  const file = id ? await getPetPhoto(context.services, member.userId, id, variant) : null;
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
