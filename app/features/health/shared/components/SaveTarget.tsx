import { ErrorMessage } from './FlowForm';
import { LoginPrompt } from './LoginPrompt';
import { SavePetPicker } from './SavePetPicker';
import styles from './Health.module.css';

/**
 * Where the last step's answers will be saved: guests are told what logging in gives, a member
 * who started from a pet saves to it, any other member picks the pet.
 */
export function SaveTarget({
  isGuest,
  who,
  petId,
  pets,
  error,
  loginHref,
  newPetHref,
  guestText,
}: {
  isGuest: boolean;
  who: string;
  petId: string | null;
  pets: { id: string; name: string }[];
  error: string | undefined;
  loginHref: string;
  newPetHref: string;
  guestText: string;
}) {
  if (isGuest) {
    return (
      <LoginPrompt loginHref={loginHref} className={styles.notice}>
        {guestText}
      </LoginPrompt>
    );
  }
  if (petId) {
    return (
      <>
        <input type="hidden" name="pet" value={petId} />
        <ErrorMessage message={error} />
        <p className={`${styles.muted} ${styles.small}`}>결과 보기를 누르면 {who}의 건강 리포트에 결과가 저장돼요.</p>
      </>
    );
  }
  return <SavePetPicker pets={pets} error={error} newPetHref={newPetHref} />;
}
