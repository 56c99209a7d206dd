import { bcsStep1Action, bcsStep1Loader } from '#app/features/health/bcs.server';
import { ProgramSteps } from '#app/features/health/components/Common';
import { NewPet } from '#app/features/health/components/NewPet';
import { PetStep } from '#app/features/health/components/PetStep';
import { BCS_STEPS } from '#app/features/health/steps';
import { RoutePage } from '#app/ui/shell/RoutePage';
import type { Route } from './+types/bcs.step1';

export const loader = (args: Route.LoaderArgs) => bcsStep1Loader(args);
export const action = (args: Route.ActionArgs) => bcsStep1Action(args);

export default function BcsStep1({ loaderData: d, actionData }: Route.ComponentProps) {
  return (
    <RoutePage routeId="bcs-step1">
      <ProgramSteps steps={BCS_STEPS} current={1} />
      {d.mode === 'new' ? (
        <NewPet years={d.years} cancelHref={d.cancelHref} errors={actionData?.errors} values={actionData?.values} />
      ) : (
        <PetStep
          isGuest={d.isGuest}
          pets={d.pets}
          species={['dog', 'cat']}
          selectedPet={d.selectedPet}
          selectedSpecies={d.selectedSpecies}
          action="/bcs/step2"
          carry={d.carry}
          error={d.error}
          newPetHref="/bcs/step1?new=1"
          loginHref={d.loginHref}
          back="/bcs"
        />
      )}
    </RoutePage>
  );
}
