import { loadMyPets } from '#app/features/pets/pages/list.server';
import { PetList } from '#app/features/pets/components/PetList';
import { petFormAction } from '#app/features/pets/pet-actions.server';
import formStyles from '#app/ui/form/Form.module.css';
import { RoutePage } from '#app/ui/shell/RoutePage';
import type { Route } from './+types/mypage.mypet';
import { actionHeadersOnly } from '#app/page-kit/forms.server';

export const loader = (args: Route.LoaderArgs) => loadMyPets(args);
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
