import { listPets } from '#app/features/pets/pets.server';
import { PetList } from '#app/features/pets/components/PetList';
import { petFormAction } from '#app/features/pets/pet-actions.server';
import { requireMember } from '#app/lib/auth.server';
import formStyles from '#app/ui/form/Form.module.css';
import { RoutePage } from '#app/ui/shell/RoutePage';
import type { Route } from './+types/mypage.mypet';
import { actionHeadersOnly } from '#app/lib/forms.server';

export async function loader({ request, context }: Route.LoaderArgs) {
  const member = requireMember(context, request);
  const url = new URL(request.url);
  return {
    pets: await listPets(context.services, member.userId),
    now: new Date().toISOString(),
    notice: url.searchParams.has('saved') ? '반려동물 정보를 저장했습니다.' : url.searchParams.has('deleted') ? '반려동물 정보를 삭제했습니다.' : null,
  };
}

export const action = (args: Route.ActionArgs) => petFormAction(args);

/** Retry-After of a refused upload (the daily quota, 429) reaches the document response. */
export const headers = actionHeadersOnly;

export default function MyPets({ loaderData }: Route.ComponentProps) {
  return (
    <RoutePage routeId="mypet">
      {loaderData.notice && (
        <p className={formStyles.success} role="status">
          {loaderData.notice}
        </p>
      )}
      <PetList pets={loaderData.pets} now={new Date(loaderData.now)} />
    </RoutePage>
  );
}
