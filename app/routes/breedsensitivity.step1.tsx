import { breedStep1Action, breedStep1Loader } from '#app/features/health/breed.server';
import { ProgramSteps } from '#app/features/health/components/Common';
import { NewPet } from '#app/features/health/components/NewPet';
import { PetStep } from '#app/features/health/components/PetStep';
import { BREED_STEPS } from '#app/features/health/steps';
import { RoutePage } from '#app/ui/shell/RoutePage';
import type { Route } from './+types/breedsensitivity.step1';

export const loader = (args: Route.LoaderArgs) => breedStep1Loader(args);
export const action = (args: Route.ActionArgs) => breedStep1Action(args);

export default function BreedStep1({ loaderData: d, actionData }: Route.ComponentProps) {
  return (
    <RoutePage routeId="breed-step1">
      <ProgramSteps steps={BREED_STEPS} current={1} />
      {d.mode === 'new' ? (
        <NewPet years={d.years} cancelHref={d.cancelHref} errors={actionData?.errors} values={actionData?.values} />
      ) : (
        <PetStep
          isGuest={d.isGuest}
          pets={d.pets}
          species={['dog', 'cat']}
          selectedPet={d.selectedPet}
          selectedSpecies={d.selectedSpecies}
          action="/breedsensitivity/step2"
          carry={d.carry}
          error={d.error}
          newPetHref="/breedsensitivity/step1?new=1"
          loginHref={d.loginHref}
          back="/breedsensitivity"
        />
      )}
    </RoutePage>
  );
}
