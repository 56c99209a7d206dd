import { useState } from 'react';
import { Form, Link } from 'react-router';
import { type Carry, Choice, ErrorMessage, FlowForm, StepActions } from '../../shared/components/FlowForm';
import { FitNote, ResultCard, type ResultItem } from '../../shared/components/Results';
import { OtherCheckLink } from '../../shared/components/OtherCheckLink';
import styles from '../../shared/components/Health.module.css';
import { href } from '#app/config/href';

const normalise = (s: string) => s.replace(/\s+/g, '').toLowerCase();

export function BreedStep({
  who,
  breeds,
  query,
  selected,
  petBreedNote,
  carry,
  searchCarry,
  back,
  error,
}: {
  who: string;
  breeds: string[];
  query: string;
  selected: string | null;
  petBreedNote: string | null;
  carry: Carry;
  searchCarry: Carry;
  back: string;
  error: string | null;
}) {
  const [q, setQ] = useState(query);
  const shown = breeds.filter((b) => normalise(b).includes(normalise(q)) || b === selected);
  // The example names come from this species' own list: a dog's search never suggests a cat breed.
  const examples = breeds.filter((b) => !b.startsWith('믹스')).slice(0, 2);
  return (
    <div className={styles.flow}>
      <Form method="get" action={href('breed-step2')} role="search" className={styles.field}>
        {searchCarry.map(([k, v], i) => (
          <input key={`${k}-${i}`} type="hidden" name={k} value={v} />
        ))}
        <label htmlFor="breed-search" className={styles.label}>
          품종 검색
        </label>
        <div className={styles.searchRow}>
          <input id="breed-search" name="q" type="search" value={q} onChange={(e) => setQ(e.target.value)} placeholder={`예: ${examples.join(', ')}`} autoComplete="off" />
          <button type="submit" className="btn btn--ghost">
            검색
          </button>
        </div>
      </Form>
      <FlowForm action={href('breed-step3')} carry={carry}>
        {petBreedNote && <p className={styles.notice}>{petBreedNote}</p>}
        <ErrorMessage id="breed-error" message={error} />
        <fieldset className={styles.fieldset} aria-describedby={error ? 'breed-error' : undefined}>
          <legend className={styles.legend}>{who}의 품종을 골라 주세요</legend>
          <p className={styles.hint} aria-live="polite">
            {shown.length === 0 ? '찾는 품종이 없어요. 믹스견·믹스묘를 골라도 괜찮아요.' : `${shown.length}개 품종`}
          </p>
          <div className={`${styles.choicesList} ${styles.breedList}`}>
            {shown.map((b) => (
              <Choice key={b} type="radio" name="breed" value={b} checked={selected === b} row>
                {b}
              </Choice>
            ))}
          </div>
        </fieldset>
        <StepActions back={back} />
      </FlowForm>
    </div>
  );
}

export function FactsStep({
  who,
  breed,
  age,
  neutered,
  weight,
  carry,
  back,
  errors,
}: {
  who: string;
  breed: string;
  age: number | null;
  neutered: boolean | null;
  weight: string;
  carry: Carry;
  back: string;
  errors: { age?: string | undefined; neutered?: string | undefined; weight?: string | undefined };
}) {
  return (
    <FlowForm action={href('breed-result')} carry={carry}>
      <p className={styles.muted}>
        품종: <strong>{breed}</strong>
      </p>
      <div className={styles.field}>
        <label htmlFor="breed-age" className={styles.label}>
          {who}의 나이
        </label>
        <select id="breed-age" name="age" className={`${styles.select} ${styles.inputNarrow}`} defaultValue={age === null ? '' : String(age)} aria-invalid={errors.age ? true : undefined} aria-describedby={errors.age ? 'breed-age-error' : undefined}>
          <option value="">선택해 주세요</option>
          {Array.from({ length: 26 }, (_, i) => (
            <option key={i} value={i}>
              {i === 0 ? '1살 미만' : `${i}살`}
            </option>
          ))}
        </select>
        <ErrorMessage id="breed-age-error" message={errors.age} />
      </div>
      <fieldset className={styles.fieldset} aria-describedby={errors.neutered ? 'breed-neutered-error' : undefined}>
        <legend className={styles.legend}>중성화했나요?</legend>
        <div className={styles.choices}>
          <Choice type="radio" name="neutered" value="yes" checked={neutered === true}>
            했어요
          </Choice>
          <Choice type="radio" name="neutered" value="no" checked={neutered === false}>
            안 했어요
          </Choice>
        </div>
        <ErrorMessage id="breed-neutered-error" message={errors.neutered} />
      </fieldset>
      <div className={styles.field}>
        <label htmlFor="breed-weight" className={styles.label}>
          몸무게 (kg, 선택)
        </label>
        <input id="breed-weight" name="weight" className={`${styles.input} ${styles.inputNarrow}`} inputMode="decimal" defaultValue={weight} placeholder="예: 4.5" aria-invalid={errors.weight ? true : undefined} aria-describedby={`breed-weight-hint${errors.weight ? ' breed-weight-error' : ''}`} />
        <p id="breed-weight-hint" className={`${styles.muted} ${styles.small}`}>
          입력하면 하루 급여량도 함께 알려 드려요.
        </p>
        <ErrorMessage id="breed-weight-error" message={errors.weight} />
      </div>
      <StepActions back={back} next="결과 보기" />
    </FlowForm>
  );
}

export function BreedResult({
  who,
  forWhom,
  breed,
  ageText,
  neutered,
  items,
  grams,
  tipHref,
  restartHref,
}: {
  who: string;
  forWhom: string;
  breed: string;
  ageText: string;
  neutered: boolean;
  items: ResultItem[];
  grams: { weightKg: number; maintain: number; control: number; neuteredOrSenior: boolean } | null;
  tipHref: string;
  restartHref: string;
}) {
  return (
    <div className={styles.flow}>
      <section className={styles.panelSoft} aria-labelledby="breed-result-title">
        <h2 id="breed-result-title" className={styles.sectionTitle}>
          {who}에게 잘 나타나는 민감 부위
        </h2>
        <p className={styles.muted}>
          {breed} · {ageText} · {neutered ? '중성화' : '중성화 안 함'} 기준이에요. 같은 품종이라도 아이마다 다르니, 평소 모습과 함께 살펴봐 주세요.
        </p>
        <FitNote forWhom={forWhom} />
      </section>
      <ul className={styles.resultList}>
        {items.map((item) => (
          <ResultCard key={item.key} item={item} />
        ))}
      </ul>
      {grams && (
        <p className={styles.notice}>
          몸무게 {grams.weightKg}kg이면 하루 급여량은 건사료 기준 약 <strong>{grams.neuteredOrSenior ? grams.control : grams.maintain}g</strong>이에요
          {grams.neuteredOrSenior ? ' (중성화·시니어는 체중 관리 급여량 기준)' : ' (체중 유지 급여량 기준)'}. 체형까지 확인하려면 BCS 체크를 해 보세요.
        </p>
      )}
      <div className={styles.actions}>
        <Link to={restartHref} className={styles.linkButton}>
          다시 체크하기
        </Link>
        <Link to={tipHref} className="btn">
          {breed} 건강 팁 보기
        </Link>
      </div>
      <OtherCheckLink to={href('sensitivity-step1')} label="지금 상태가 궁금하다면 민감도 체크 하기" />
    </div>
  );
}

export function HealthTips({ title, intro, sections }: { title: string; intro?: string; sections: { key: string; title: string; reason?: string; tips: string[] }[] }) {
  return (
    <section className={styles.flow} aria-label={title}>
      <h2 className={styles.sectionTitle}>{title}</h2>
      {intro && <p className={styles.muted}>{intro}</p>}
      {sections.map((s) => (
        <article key={s.key} className={styles.panel}>
          <h3 className={styles.subTitle}>{s.title}</h3>
          {s.reason && <p className={styles.muted}>{s.reason}</p>}
          <ul className={styles.tips}>
            {s.tips.map((t) => (
              <li key={t}>{t}</li>
            ))}
          </ul>
        </article>
      ))}
    </section>
  );
}
