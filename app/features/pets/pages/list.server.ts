import { z } from 'zod';
import { requireMember } from '#app/page-kit/auth.server';
import { invalidQuery } from '#app/page-kit/forms.server';
import { type PageArgs, readQuery, urlOf } from '#app/page-kit/page-args';
import { variantOfQuery } from '#app/lib/responsive-image';
import { getPetPhoto, listPets } from '../pets.server';

const ListQuery = z.object({ saved: z.string().optional(), deleted: z.string().optional() });

/** /mypage/mypet: the member's pets, with the notice of what was just saved or deleted. */
export async function loadMyPets(args: PageArgs) {
  const { request, context } = args;
  const member = requireMember(context, request);
  const query = readQuery(args, ListQuery);
  return {
    pets: await listPets(context.services, member.memberId),
    now: new Date().toISOString(),
    notice: query.saved !== undefined ? '반려동물 정보를 저장했습니다.' : query.deleted !== undefined ? '반려동물 정보를 삭제했습니다.' : null,
  };
}

const PhotoQuery = z.object({ id: z.string().optional() });

/** /mypage/mypet/photo: a pet's photo (or one of its resized variants, `w` and `f`), to its owner only. */
export async function petPhoto(args: PageArgs) {
  const { request, context } = args;
  const member = requireMember(context, request);
  const variant = variantOfQuery(urlOf(args).searchParams);
  if (variant === null) invalidQuery('w', '사진 크기(w)와 형식(f)이 올바르지 않습니다.');
  const id = readQuery(args, PhotoQuery).id ?? '';
  const file = id ? await getPetPhoto(context.services, member.memberId, id, variant) : null;
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
