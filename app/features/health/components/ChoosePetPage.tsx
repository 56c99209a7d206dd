import type { choosePetLoader } from '../program.server';
import { ProgramSteps } from './Common';
import { NewPet } from './NewPet';
import { PetStep } from './PetStep';

type ChoosePetData = Awaited<ReturnType<typeof choosePetLoader>>;

/** Step 1 of the sensitivity, BCS and breed checks (choosePetLoader / choosePetAction). */
export function ChoosePetPage({
  base,
  steps,
  data,
  actionData,
}: {
  base: string;
  steps: readonly string[];
  data: ChoosePetData;
  actionData: { errors?: Record<string, string> | undefined; values?: Record<string, string> | undefined } | undefined;
}) {
  return (
    <>
      <ProgramSteps steps={steps} current={1} />
      {data.mode === 'new' ? (
        <NewPet years={data.years} cancelHref={data.cancelHref} errors={actionData?.errors} values={actionData?.values} />
      ) : (
        <PetStep
          isGuest={data.isGuest}
          pets={data.pets}
          species={['dog', 'cat']}
          selectedPet={data.selectedPet}
          selectedSpecies={data.selectedSpecies}
          action={`${base}/step2`}
          carry={data.carry}
          error={data.error}
          newPetHref={`${base}/step1?new=1`}
          loginHref={data.loginHref}
          back={base}
        />
      )}
    </>
  );
}
