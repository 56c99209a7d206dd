import { breedStep1Loader, breedStep1Action } from '#app/features/health/breed/pages/breed.server';
import { ChoosePetPage } from '#app/features/health/shared/components/ChoosePetPage';
import { RoutePage } from '#app/ui/shell/RoutePage';
import type { Route } from './+types/breedsensitivity.step1';
import { actionHeadersOnly } from '#app/page-kit/forms.server';

export const loader = (args: Route.LoaderArgs) => breedStep1Loader(args);
export const action = (args: Route.ActionArgs) => breedStep1Action(args);

/** Retry-After of a refused upload (the daily quota, 429) reaches the document response. */
export const headers = actionHeadersOnly;

export default function BreedStep1({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <RoutePage routeId="breed-step1">
      <ChoosePetPage routeId="breed-step1" data={loaderData} actionData={actionData} />
    </RoutePage>
  );
}
