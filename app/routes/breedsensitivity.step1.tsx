import { breedStep1Loader, breedStep1Action } from '#app/features/health/breed.server';
import { ChoosePetPage } from '#app/features/health/components/ChoosePetPage';
import { RoutePage } from '#app/ui/shell/RoutePage';
import type { Route } from './+types/breedsensitivity.step1';

export const loader = (args: Route.LoaderArgs) => breedStep1Loader(args);
export const action = (args: Route.ActionArgs) => breedStep1Action(args);

export default function BreedStep1({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <RoutePage routeId="breed-step1">
      <ChoosePetPage base="/breedsensitivity" routeId="breed-step1" data={loaderData} actionData={actionData} />
    </RoutePage>
  );
}
