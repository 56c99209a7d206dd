import { Link } from 'react-router';
import { PetForm } from '#app/features/pets/components/PetForm';
import styles from './Health.module.css';

/** Registering a pet without leaving the program: the pet form of my-page, posted to this step. */
export function NewPet({ years, errors, values, cancelHref }: { years: number[]; errors?: Record<string, string> | undefined; values?: Record<string, string> | undefined; cancelHref: string }) {
  return (
    <div className={styles.flow}>
      <div className={styles.panelSoft}>
        <h2 className={styles.sectionTitle}>새 반려동물 등록</h2>
        <p className={styles.muted}>등록하면 바로 이어서 체크할 수 있어요. 정보는 마이페이지 &gt; 나의 반려동물에서 언제든 고칠 수 있어요.</p>
      </div>
      <PetForm pet={null} years={years} errors={errors} values={values} />
      <p>
        <Link to={cancelHref} className={styles.textLink}>
          등록하지 않고 돌아가기
        </Link>
      </p>
    </div>
  );
}
