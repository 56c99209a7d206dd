import { Link } from 'react-router';
import styles from './Health.module.css';

/** A pet chooser inside the member's save form, when the check was started without a pet. */
export function SavePetPicker({ pets, error, newPetHref }: { pets: readonly { id: string; name: string }[]; error?: string | undefined; newPetHref: string }) {
  return (
    <fieldset className={styles.fieldset} aria-describedby={error ? 'save-pet-error' : undefined}>
      <legend className={styles.legend}>어느 아이의 결과로 저장할까요?</legend>
      {pets.length === 0 ? (
        <p className={styles.muted}>
          저장할 반려동물이 없어요.{' '}
          <Link to={newPetHref} className={styles.textLink}>
            새 반려동물 등록하기
          </Link>
        </p>
      ) : (
        <div className={styles.choicesList}>
          {pets.map((p, i) => (
            <div key={p.id} className={styles.choice}>
              <input className={styles.choiceInput} type="radio" id={`save-pet-${i}`} name="pet" value={p.id} defaultChecked={pets.length === 1} />
              <label htmlFor={`save-pet-${i}`} className={`${styles.choiceBody} ${styles.choiceRow}`}>
                <span className={`${styles.tick} ${styles.radioTick}`} aria-hidden="true" />
                {p.name}
              </label>
            </div>
          ))}
        </div>
      )}
      {error && (
        <p id="save-pet-error" className={styles.error} role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
