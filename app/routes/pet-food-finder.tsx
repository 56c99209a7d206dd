import { Finder } from '#app/features/health/finder/components/Finder';
import { finderAction, finderLoader } from '#app/features/health/finder/pages/finder.server';
import { RoutePage } from '#app/ui/shell/RoutePage';
import type { Route } from './+types/pet-food-finder';

export const loader = (args: Route.LoaderArgs) => finderLoader('pet-food-finder')(args);
export const action = (args: Route.ActionArgs) => finderAction('pet-food-finder')(args);

export default function PetFoodFinder({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <RoutePage routeId="pet-food-finder" lead="몇 가지 질문에 답하면 나이, 체구, 활동량, 건강 고민에 맞는 사료와 하루 급여량을 찾아 드려요.">
      <Finder key={`${String(loaderData.values.species ?? '')}-${loaderData.petId ?? ''}`} {...loaderData} actionErrors={actionData?.errors} actionValues={actionData?.values} />
    </RoutePage>
  );
}
