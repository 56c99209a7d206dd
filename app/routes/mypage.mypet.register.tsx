import { data } from 'react-router';
import { PetForm } from '#app/features/pets/components/PetForm';
import { petFormAction } from '#app/features/pets/pet-actions.server';
import { getPet } from '#app/features/pets/pets.server';
import { requireMember } from '#app/page-kit/auth.server';
import { lastYears } from '#app/lib/year-list';
import { RoutePage } from '#app/ui/shell/RoutePage';
import type { Route } from './+types/mypage.mypet.register';
import { actionHeadersOnly } from '#app/page-kit/forms.server';

export async function loader({ request, context }: Route.LoaderArgs) {
  const member = requireMember(context, request);
  const id = new URL(request.url).searchParams.get('id');
  const pet = id ? await getPet(context.services.db.kysely, member.memberId, id) : null;
  if (id && !pet) throw data('반려동물을 찾을 수 없습니다.', { status: 404 });
  return { pet, years: lastYears(new Date()) };
}

export const action = (args: Route.ActionArgs) => petFormAction(args);

/** Retry-After of a refused upload (the daily quota, 429) reaches the document response. */
export const headers = actionHeadersOnly;

export default function RegisterPet({ loaderData, actionData }: Route.ComponentProps) {
  const errors = actionData && 'errors' in actionData ? actionData.errors : undefined;
  const values = actionData && 'values' in actionData ? actionData.values : undefined;
  return (
    <RoutePage routeId="mypet-register" lead={loaderData.pet ? `${loaderData.pet.name}의 정보를 수정합니다.` : '건강 체크 결과와 맞춤 사료 추천을 반려동물별로 저장해 드려요.'}>
      <PetForm pet={loaderData.pet} years={loaderData.years} errors={errors} values={values} />
    </RoutePage>
  );
}
