import { Form, Link } from 'react-router';
import { ageText } from '../age-group';
import { type Pet, SEX_LABEL } from '../pet-types';
import styles from './Pets.module.css';
import { SiteImage } from '#app/ui/image/SiteImage';
import { speciesLabel } from '../species';
import { href } from '#app/config/href';
import { formatNumber } from '#app/lib/format';

function PetPicture({ pet }: { pet: Pet }) {
  if (pet.hasPhoto) {
    return <SiteImage variants="pipeline" className={styles.photo} src={href('mypet-photo', { id: pet.id, v: pet.updatedAt })} alt={`${pet.name} 사진`} width={96} height={96} />;
  }
  return (
    <svg className={styles.photo} width="96" height="96" viewBox="0 0 96 96" role="img" aria-label={`${speciesLabel(pet.species)} 기본 이미지`}>
      <rect width="96" height="96" rx="48" fill={pet.species === 'dog' ? '#fbe3d3' : '#e6e3f6'} />
      {pet.species === 'dog' ? (
        <g fill="#8a5a36">
          <circle cx="48" cy="52" r="22" fill="#d9a06d" />
          <ellipse cx="28" cy="46" rx="8" ry="16" />
          <ellipse cx="68" cy="46" rx="8" ry="16" />
          <circle cx="40" cy="50" r="3" fill="#2b1b10" />
          <circle cx="56" cy="50" r="3" fill="#2b1b10" />
          <ellipse cx="48" cy="60" rx="5" ry="4" fill="#2b1b10" />
        </g>
      ) : (
        <g>
          <path d="M28 40 L32 20 L44 34 Z M68 40 L64 20 L52 34 Z" fill="#8d8d99" />
          <circle cx="48" cy="52" r="22" fill="#a2a2ae" />
          <circle cx="40" cy="50" r="3" fill="#1f2a1a" />
          <circle cx="56" cy="50" r="3" fill="#1f2a1a" />
          <path d="M45 58 L48 61 L51 58 Z" fill="#e58a9a" />
        </g>
      )}
    </svg>
  );
}

export function PetList({ pets, now }: { pets: Pet[]; now: Date }) {
  if (pets.length === 0) {
    return (
      <div className={styles.empty}>
        <p>아직 등록한 반려동물이 없어요. 반려동물을 등록하면 건강 체크 결과와 맞춤 사료 추천을 저장할 수 있어요.</p>
        <Link className="btn" to={href('mypet-register')}>
          반려동물 등록하기
        </Link>
      </div>
    );
  }
  return (
    <>
      <ul className={styles.list}>
        {pets.map((pet) => (
          <li key={pet.id} className={styles.card}>
            <PetPicture pet={pet} />
            <div className={styles.info}>
              <h2 className={styles.name}>{pet.name}</h2>
              <p className={styles.meta}>
                {speciesLabel(pet.species)} · {pet.breed} · {SEX_LABEL[pet.sex]}
                {pet.neutered ? '(중성화)' : ''}
              </p>
              <p className={styles.meta}>
                {ageText(pet.birthYear, pet.birthMonth, now)} · <strong>{pet.ageGroup}</strong> · {formatNumber(pet.weightKg)}kg
              </p>
              <div className={styles.actions}>
                <Link to={href('mypet-register', { id: pet.id })} className={styles.action} aria-label={`${pet.name} 정보 수정`}>
                  수정
                </Link>
                <Form
                  method="post"
                  onSubmit={(e) => {
                    if (!window.confirm(`${pet.name}의 정보를 삭제할까요? 건강 체크 기록도 함께 볼 수 없게 됩니다.`)) e.preventDefault();
                  }}
                >
                  <input type="hidden" name="intent" value="delete" />
                  <input type="hidden" name="petId" value={pet.id} />
                  <button type="submit" className={styles.action} aria-label={`${pet.name} 삭제`}>
                    삭제
                  </button>
                </Form>
              </div>
            </div>
          </li>
        ))}
      </ul>
      <p>
        <Link className="btn" to={href('mypet-register')}>
          반려동물 추가하기
        </Link>
      </p>
    </>
  );
}
