import { catsStep1Action, catsStep1Loader } from '#app/features/health/cats-signal/pages/cats-signal.server';
import { ProgramSteps } from '#app/features/health/shared/components/ProgramPage';
import { StageChoice } from '#app/features/health/shared/components/FlowForm';
import { NewPet } from '#app/features/health/shared/components/NewPet';
import { PetStep } from '#app/features/health/shared/components/PetStep';
import { RoutePage } from '#app/ui/shell/RoutePage';
import type { Route } from './+types/cats-signal.step1';
import { actionHeadersOnly } from '#app/page-kit/forms.server';
import { href } from '#app/config/href';

export const loader = (args: Route.LoaderArgs) => catsStep1Loader(args);
export const action = (args: Route.ActionArgs) => catsStep1Action(args);

/** Retry-After of a refused upload (the daily quota, 429) reaches the document response. */
export const headers = actionHeadersOnly;

export default function CatsSignalStep1({ loaderData: d, actionData }: Route.ComponentProps) {
  return (
    <RoutePage routeId="cats-signal-step1">
      <ProgramSteps routeId="cats-signal-step1" />
      {d.mode === 'new' ? (
        <NewPet years={d.years} cancelHref={d.cancelHref} errors={actionData?.errors} values={actionData?.values} />
      ) : (
        <PetStep
          isGuest={d.isGuest}
          pets={d.pets}
          species={['cat']}
          selectedPet={d.selectedPet}
          selectedSpecies="cat"
          action={href('cats-signal-step2')}
          carry={d.carry}
          error={d.isGuest ? null : d.error}
          newPetHref={href('cats-signal-step1', { new: 1 })}
          loginHref={d.loginHref}
          back={href('cats-signal')}
          guestSpeciesChoice={false}
        >
          {d.isGuest && <StageChoice id="cat-stage" legend="우리 고양이는 몇 살인가요?" stages={d.stages} value={d.stage} error={d.error} />}
        </PetStep>
      )}
    </RoutePage>
  );
}
