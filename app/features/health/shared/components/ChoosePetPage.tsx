import type { choosePetLoader } from '../program.server';
import { ProgramSteps } from './ProgramPage';
import { StageChoice } from './FlowForm';
import { NewPet } from './NewPet';
import { PetStep } from './PetStep';

type ChoosePetData = Awaited<ReturnType<typeof choosePetLoader>>;

/** The age question of a program that asks guests for it on step 1 (the sensitivity check). */
export interface GuestStage {
  stages?: readonly { value: string; label: string }[];
  stage?: string | null;
  stageError?: string | null;
}

/** Step 1 of the sensitivity, BCS and breed checks (choosePetLoader / choosePetAction). */
export function ChoosePetPage({
  routeId,
  data,
  actionData,
}: {
  routeId: string;
  data: ChoosePetData & GuestStage;
  actionData: { errors?: Record<string, string> | undefined; values?: Record<string, string> | undefined } | undefined;
}) {
  return (
    <>
      <ProgramSteps routeId={routeId} />
      {data.mode === 'new' ? (
        <NewPet years={data.years} cancelHref={data.cancelHref} errors={actionData?.errors} values={actionData?.values} />
      ) : (
        <PetStep
          isGuest={data.isGuest}
          pets={data.pets}
          species={['dog', 'cat']}
          selectedPet={data.selectedPet}
          selectedSpecies={data.selectedSpecies}
          action={data.hrefs.next}
          carry={data.carry}
          error={data.error}
          newPetHref={data.hrefs.newPet}
          loginHref={data.loginHref}
          back={data.hrefs.back}
        >
          {data.isGuest && data.stages && <StageChoice id="guest-stage" legend="몇 살인가요?" hint="나이에 맞는 사료만 추천해 드려요." stages={data.stages} value={data.stage} error={data.stageError} />}
        </PetStep>
      )}
    </>
  );
}
