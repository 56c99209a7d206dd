import { SENSITIVITY_STEPS } from '#app/features/health/steps';
import { NewPet } from '#app/features/health/components/NewPet';
import { ProgramSteps } from '#app/features/health/components/Common';
import { PetStep } from '#app/features/health/components/PetStep';
import { step1Action, step1Loader } from '#app/features/health/sensitivity.server';
import { RoutePage } from '#app/ui/shell/RoutePage';
import type { Route } from './+types/sensitivitycheck.step1';

export const loader = (args: Route.LoaderArgs) => step1Loader(args);
export const action = (args: Route.ActionArgs) => step1Action(args);

export default function SensitivityStep1({ loaderData, actionData }: Route.ComponentProps) {
  const d = loaderData;
  return (
    <RoutePage routeId="sensitivity-step1">
      <ProgramSteps steps={SENSITIVITY_STEPS} current={1} />
      {d.mode === 'new' ? (
        <NewPet years={d.years} cancelHref={d.cancelHref} errors={actionData?.errors} values={actionData?.values} />
      ) : (
        <PetStep
          isGuest={d.isGuest}
          pets={d.pets}
          species={['dog', 'cat']}
          selectedPet={d.selectedPet}
          selectedSpecies={d.selectedSpecies}
          action="/sensitivitycheck/step2"
          carry={d.carry}
          error={d.error}
          newPetHref="/sensitivitycheck/step1?new=1"
          loginHref={d.loginHref}
          back="/sensitivitycheck"
        />
      )}
    </RoutePage>
  );
}
