import type { choosePetLoader } from '../program.server';
import { ProgramSteps } from './Common';
import { Choice, ErrorMessage } from './FlowForm';
import { NewPet } from './NewPet';
import { PetStep } from './PetStep';
import styles from './Health.module.css';

type ChoosePetData = Awaited<ReturnType<typeof choosePetLoader>>;

/** The age question of a program that asks guests for it on step 1 (the sensitivity check). */
export interface GuestStage {
  stages?: readonly { value: string; label: string }[];
  stage?: string | null;
  stageError?: string | null;
}

/** Step 1 of the sensitivity, BCS and breed checks (choosePetLoader / choosePetAction). */
export function ChoosePetPage({
  base,
  routeId,
  data,
  actionData,
}: {
  base: string;
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
          action={`${base}/step2`}
          carry={data.carry}
          error={data.error}
          newPetHref={`${base}/step1?new=1`}
          loginHref={data.loginHref}
          back={base}
        >
          {data.isGuest && data.stages && (
            <fieldset className={styles.fieldset} aria-describedby={data.stageError ? 'guest-stage-error' : undefined}>
              <legend className={styles.legend}>몇 살인가요?</legend>
              <p className={styles.hint}>나이에 맞는 사료만 추천해 드려요.</p>
              <ErrorMessage id="guest-stage-error" message={data.stageError ?? undefined} />
              <div className={styles.choicesList}>
                {data.stages.map((s) => (
                  <Choice key={s.value} type="radio" name="stage" value={s.value} checked={data.stage === s.value} row>
                    {s.label}
                  </Choice>
                ))}
              </div>
            </fieldset>
          )}
        </PetStep>
      )}
    </>
  );
}
