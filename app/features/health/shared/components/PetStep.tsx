import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { type Species } from '../health-types';
import { SpeciesArt } from './SpeciesArt';
import { LoginPrompt } from './LoginPrompt';
import { Choice, type Carry, ErrorMessage, FlowForm, StepActions } from './FlowForm';
import styles from './Health.module.css';
import { speciesLabel } from '#app/features/pets/species';
import { formatNumber } from '#app/lib/format';

export interface PetOption {
  id: string;
  name: string;
  species: Species;
  breed: string;
  weightKg: number;
  ageText: string;
}

/**
 * Step 1 of every program: members choose one of their pets (or register a new one), guests
 * choose the species. Extra fields (e.g. the cat's age) come as children.
 */
export function PetStep({
  isGuest,
  pets,
  species,
  selectedPet,
  selectedSpecies,
  action,
  carry,
  error,
  newPetHref,
  loginHref,
  back,
  guestSpeciesChoice = true,
  children,
}: {
  isGuest: boolean;
  pets: readonly PetOption[];
  /** The species this program is for; both when omitted. */
  species: readonly Species[];
  selectedPet: string | null;
  selectedSpecies: Species | null;
  action: string;
  carry: Carry;
  error: string | null;
  newPetHref: string;
  loginHref: string;
  back?: string;
  /** Guests pick the species (false when the program is for one species only). */
  guestSpeciesChoice?: boolean;
  children?: ReactNode;
}) {
  const errorId = 'pet-step-error';
  if (!isGuest && pets.length === 0) {
    return (
      <div className={styles.flow}>
        <div className={styles.panelSoft}>
          <h2 className={styles.sectionTitle}>먼저 반려동물을 등록해 주세요</h2>
          <p className={styles.muted}>
            {species.length === 1 ? `등록된 ${speciesLabel(species[0]!)}가 없어요. ` : '등록된 반려동물이 없어요. '}
            이름과 나이, 몸무게를 등록하면 결과가 건강 리포트에 차곡차곡 쌓여요.
          </p>
        </div>
        <Link className="btn" to={newPetHref}>
          새 반려동물 등록하기
        </Link>
      </div>
    );
  }
  return (
    <FlowForm action={action} carry={carry}>
      <ErrorMessage id={errorId} message={error} />
      {isGuest && !guestSpeciesChoice ? (
        <LoginPrompt loginHref={loginHref} className={styles.hint}>
          하면 우리 고양이를 골라 결과를 저장할 수 있어요.
        </LoginPrompt>
      ) : isGuest ? (
        <fieldset className={styles.fieldset} aria-describedby={error ? errorId : undefined}>
          <legend className={styles.legend}>어떤 반려동물인가요?</legend>
          <LoginPrompt loginHref={loginHref} className={styles.hint}>
            하면 내 반려동물을 골라 결과를 저장할 수 있어요.
          </LoginPrompt>
          <div className={styles.choices}>
            {species.map((s) => (
              <Choice key={s} type="radio" name="species" value={s} checked={selectedSpecies === s}>
                <SpeciesArt species={s} size={72} />
                {speciesLabel(s)}
              </Choice>
            ))}
          </div>
        </fieldset>
      ) : (
        <fieldset className={styles.fieldset} aria-describedby={error ? errorId : undefined}>
          <legend className={styles.legend}>어떤 아이를 체크할까요?</legend>
          <p className={styles.hint}>결과는 고른 아이의 건강 리포트에 저장돼요.</p>
          <div className={styles.choicesList}>
            {pets.map((pet) => (
              <Choice key={pet.id} type="radio" name="pet" value={pet.id} checked={selectedPet === pet.id} row>
                <span>
                  <strong>{pet.name}</strong>
                  <br />
                  <small>
                    {speciesLabel(pet.species)} · {pet.breed} · {pet.ageText} · {formatNumber(pet.weightKg)}kg
                  </small>
                </span>
              </Choice>
            ))}
          </div>
          <p>
            <Link to={newPetHref} className={styles.textLink}>
              + 새 반려동물 등록하고 체크하기
            </Link>
          </p>
        </fieldset>
      )}
      {children}
      <StepActions back={back} />
    </FlowForm>
  );
}
