import { useState } from 'react';
import { Form, useNavigation } from 'react-router';
import { CheckboxField, ErrorSummary, Field } from '#app/ui/form/Field';
import formStyles from '#app/ui/form/Form.module.css';
import { breedsOf } from '../breeds';
import type { Pet, Species } from '../pet-types';
import styles from './Pets.module.css';

export interface PetFormProps {
  pet: Pet | null;
  years: number[];
  errors?: Record<string, string> | undefined;
  values?: Record<string, string> | undefined;
}

function Radio({ name, value, label, checked }: { name: string; value: string; label: string; checked: boolean }) {
  return (
    <label className={styles.choice}>
      <input type="radio" name={name} value={value} defaultChecked={checked} required />
      <span>{label}</span>
    </label>
  );
}

export function PetForm({ pet, years, errors, values }: PetFormProps) {
  const busy = useNavigation().state === 'submitting';
  const v = values ?? {};
  const initialSpecies = (v.species ?? pet?.species ?? 'dog') as Species;
  const [species, setSpecies] = useState<Species>(initialSpecies);
  const value = (key: string, fallback: string | number | null | undefined) => v[key] ?? (fallback === null || fallback === undefined ? '' : String(fallback));
  const errorProps = (key: string) => (errors?.[key] ? { 'aria-invalid': true as const, 'aria-describedby': `${key}-error` } : {});
  const errorText = (key: string) =>
    errors?.[key] ? (
      <p id={`${key}-error`} className={formStyles.error}>
        {errors[key]}
      </p>
    ) : null;

  return (
    <Form method="post" encType="multipart/form-data" className={formStyles.form} noValidate>
      <ErrorSummary errors={errors} />
      <input type="hidden" name="intent" value="save" />
      <Field label="이름" name="name" required maxLength={20} defaultValue={value('name', pet?.name)} error={errors?.name} autoComplete="off" />

      <fieldset className={formStyles.fieldset} {...errorProps('species')}>
        <legend>종류 (필수)</legend>
        <div className={styles.choices} onChange={(e) => setSpecies((e.target as HTMLInputElement).value as Species)}>
          <Radio name="species" value="dog" label="강아지" checked={initialSpecies === 'dog'} />
          <Radio name="species" value="cat" label="고양이" checked={initialSpecies === 'cat'} />
        </div>
        {errorText('species')}
      </fieldset>

      <Field
        label="품종"
        name="breed"
        required
        maxLength={40}
        list={`breeds-${species}`}
        defaultValue={value('breed', pet?.breed)}
        error={errors?.breed}
        hint="입력하면 목록에서 찾을 수 있어요. 목록에 없으면 직접 입력해 주세요."
        autoComplete="off"
      />
      <datalist id={`breeds-${species}`}>
        {breedsOf(species).map((b) => (
          <option key={b} value={b} />
        ))}
      </datalist>

      <fieldset className={formStyles.fieldset} {...errorProps('sex')}>
        <legend>성별 (필수)</legend>
        <div className={styles.choices}>
          <Radio name="sex" value="male" label="남아" checked={value('sex', pet?.sex) === 'male'} />
          <Radio name="sex" value="female" label="여아" checked={value('sex', pet?.sex) === 'female'} />
        </div>
        {errorText('sex')}
      </fieldset>

      <fieldset className={formStyles.fieldset} {...errorProps('neutered')}>
        <legend>중성화 (필수)</legend>
        <div className={styles.choices}>
          <Radio name="neutered" value="yes" label="했어요" checked={value('neutered', pet ? (pet.neutered ? 'yes' : 'no') : '') === 'yes'} />
          <Radio name="neutered" value="no" label="안 했어요" checked={value('neutered', pet ? (pet.neutered ? 'yes' : 'no') : '') === 'no'} />
        </div>
        {errorText('neutered')}
      </fieldset>

      <div className={styles.twoCols}>
        <div className={formStyles.field}>
          <label htmlFor="birthYear" className={formStyles.label}>
            태어난 해 <span className={formStyles.required}>(필수)</span>
          </label>
          <select id="birthYear" name="birthYear" className={formStyles.select} required defaultValue={value('birthYear', pet?.birthYear)} {...errorProps('birthYear')}>
            <option value="">선택</option>
            {years.map((y) => (
              <option key={y} value={y}>
                {y}년
              </option>
            ))}
          </select>
          {errorText('birthYear')}
        </div>
        <div className={formStyles.field}>
          <label htmlFor="birthMonth" className={formStyles.label}>
            태어난 달
          </label>
          <select id="birthMonth" name="birthMonth" className={formStyles.select} defaultValue={value('birthMonth', pet?.birthMonth)} {...errorProps('birthMonth')}>
            <option value="">모름</option>
            {Array.from({ length: 12 }, (_, i) => i + 1).map((m) => (
              <option key={m} value={m}>
                {m}월
              </option>
            ))}
          </select>
          {errorText('birthMonth')}
        </div>
      </div>

      <Field
        label="몸무게 (kg)"
        name="weightKg"
        type="number"
        inputMode="decimal"
        step="0.1"
        min="0.1"
        max="100"
        required
        defaultValue={value('weightKg', pet?.weightKg)}
        error={errors?.weightKg}
        hint="소수점 한 자리까지, 예: 4.5"
      />

      <Field
        label="사진 (선택)"
        name="photo"
        type="file"
        accept="image/jpeg,image/png,image/webp"
        error={errors?.photo}
        hint="JPG, PNG, WEBP / 5MB 이하. 위치 정보 등 사진 속 부가 정보는 지우고 저장합니다."
      />
      {pet?.hasPhoto && <CheckboxField name="removePhoto" label="지금 사진 삭제하기" />}

      <div className={formStyles.actions}>
        <button type="submit" className="btn" disabled={busy}>
          {busy ? '저장 중…' : pet ? '수정하기' : '등록하기'}
        </button>
      </div>
    </Form>
  );
}
