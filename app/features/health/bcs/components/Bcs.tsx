import { Link, useNavigation } from 'react-router';
import type { ProductSummary } from '#app/features/catalogue/product-types';
import type { BcsAnswers, BcsLevel, BcsOutcome, BcsQuestionKey } from '../bcs';
import type { Species } from '../../shared/health-types';
import { BcsIllustration, BcsScale } from './BcsArt';
import { SaveTarget } from '../../shared/components/SaveTarget';
import { FeedingTable } from '../../shared/components/FeedingTable';
import { type Carry, Choice, ErrorMessage, FlowForm, StepActions } from '../../shared/components/FlowForm';
import { ProductGrid } from '../../shared/components/Results';
import { ResultPage, type ResultSaving } from '../../shared/components/ResultPage';
import { SlidesDialog } from './Slides';
import styles from '../../shared/components/Health.module.css';
import { href } from '#app/config/href';
import { formatNumber } from '#app/lib/format';

export function WeightStep({
  who,
  weight,
  stage,
  stages,
  carry,
  back,
  errors,
}: {
  who: string;
  weight: string;
  stage: string | null;
  stages: { value: string; label: string }[];
  carry: Carry;
  back: string;
  errors: { weight?: string | undefined; stage?: string | undefined };
}) {
  return (
    <FlowForm action={href('bcs-step3')} carry={carry}>
      <div className={styles.field}>
        <label htmlFor="bcs-weight" className={styles.label}>
          {who}의 지금 몸무게 (kg)
        </label>
        <input
          id="bcs-weight"
          name="weight"
          className={`${styles.input} ${styles.inputNarrow}`}
          inputMode="decimal"
          autoComplete="off"
          defaultValue={weight}
          placeholder="예: 4.5"
          aria-describedby={`bcs-weight-hint${errors.weight ? ' bcs-weight-error' : ''}`}
          aria-invalid={errors.weight ? true : undefined}
        />
        <p id="bcs-weight-hint" className={`${styles.muted} ${styles.small}`}>
          집에서 잴 때는 보호자가 안고 잰 무게에서 보호자 몸무게를 빼 주세요.
        </p>
        <ErrorMessage id="bcs-weight-error" message={errors.weight} />
      </div>
      <fieldset className={styles.fieldset} aria-describedby={errors.stage ? 'bcs-stage-error' : undefined}>
        <legend className={styles.legend}>나이대</legend>
        <div className={styles.choicesList}>
          {stages.map((s) => (
            <Choice key={s.value} type="radio" name="stage" value={s.value} checked={stage === s.value} row>
              {s.label}
            </Choice>
          ))}
        </div>
        <ErrorMessage id="bcs-stage-error" message={errors.stage} />
      </fieldset>
      <StepActions back={back} />
    </FlowForm>
  );
}

export function BodyStep({
  species,
  isGuest,
  who,
  petId,
  pets,
  questions,
  answers,
  carry,
  back,
  loginHref,
  newPetHref,
  errors,
}: {
  species: Species;
  isGuest: boolean;
  who: string;
  petId: string | null;
  pets: { id: string; name: string }[];
  questions: { key: BcsQuestionKey; title: string; how: string; options: { level: BcsLevel; text: string }[] }[];
  answers: Partial<BcsAnswers>;
  carry: Carry;
  back: string;
  loginHref: string;
  newPetHref: string;
  errors: Partial<Record<BcsQuestionKey | 'pet', string>>;
}) {
  const busy = useNavigation().state === 'submitting';
  return (
    <FlowForm action={isGuest ? href('bcs-step4') : undefined} method={isGuest ? 'get' : 'post'} carry={isGuest ? carry : []}>
      {questions.map((q, qi) => (
        <fieldset key={q.key} className={styles.fieldset} aria-describedby={errors[q.key] ? `bcs-${q.key}-error` : `bcs-${q.key}-how`}>
          <legend className={styles.legend}>
            {qi + 1}. {q.title}
          </legend>
          <p id={`bcs-${q.key}-how`} className={styles.hint}>
            {q.how}
          </p>
          <ErrorMessage id={`bcs-${q.key}-error`} message={errors[q.key]} />
          <div className={styles.choices}>
            {q.options.map((o) => (
              <Choice key={o.level} type="radio" name={q.key} value={String(o.level)} checked={answers[q.key] === o.level}>
                <BcsIllustration species={species} question={q.key} level={o.level} />
                <small>{o.text}</small>
              </Choice>
            ))}
          </div>
        </fieldset>
      ))}
      <SaveTarget
        isGuest={isGuest}
        who={who}
        petId={petId}
        pets={pets}
        error={errors.pet}
        loginHref={loginHref}
        newPetHref={newPetHref}
        guestText="하면 결과를 반려동물의 건강 리포트에 저장하고 체중 변화를 그래프로 볼 수 있어요."
      />
      <StepActions back={back} next={busy ? '저장하는 중…' : '결과 보기'} />
    </FlowForm>
  );
}

export function BcsResult({
  date,
  outcome,
  stateLabel,
  stageLabel,
  forWhom,
  content,
  vet,
  youngNotice,
  feeding,
  weightCare,
  ...saving
}: ResultSaving & {
  date: string;
  outcome: BcsOutcome;
  stateLabel: string;
  stageLabel: string;
  forWhom: string;
  content: { circle: string; summary: string; tips: string[]; slides: { title: string; text: string }[] };
  vet: { title: string; text: string } | null;
  youngNotice: string | null;
  feeding: { weightKg: number; columns: { label: string; description: string }[]; grams: number[]; chosen: number; referenceKcal: number; range: string; clamped: boolean };
  weightCare: { title: string; products: ProductSummary[]; noFit: string | null; listHref: string } | null;
}) {
  const kg = (v: number) => `${formatNumber(v, 1)}kg`;
  const g = (v: number) => `${formatNumber(v)}g`;
  const title = (
    <>
      {saving.who}의 BCS 체크 결과 <span className={`${styles.muted} ${styles.small}`}>{date}</span>
    </>
  );
  const summary = (
    <>
      <div className={`${styles.circle} ${styles[`circle_${outcome.state}`] ?? ''}`} data-state={outcome.state}>
        <div>
          <span className={styles.circleState}>{stateLabel}</span>
          {content.circle}
        </div>
      </div>
      <BcsScale score={outcome.score} />
      <p className={styles.muted}>{content.summary}</p>
    </>
  );
  return (
    <ResultPage saving={saving} titleId="bcs-result-title" title={title} summary={summary} summaryClassName={styles.flow} restartHref={href('bcs-step1')} next={{ to: href('dailyportiontool'), label: '맞춤 사료와 급여량 찾기' }}>
      {vet && (
        <div className={styles.warning} role="note" data-vet-advice="">
          <strong>{vet.title}</strong>
          <p className={styles.small}>{vet.text}</p>
        </div>
      )}
      <dl className={styles.stats}>
        <div>
          <dt>BCS</dt>
          <dd>{outcome.score} / 9</dd>
        </div>
        <div>
          <dt>지금 몸무게</dt>
          <dd>{kg(outcome.weightKg)}</dd>
        </div>
        <div>
          <dt>{outcome.state === 'normal' ? '적정 체중' : '목표 체중'}</dt>
          <dd>{kg(outcome.idealWeightKg)}</dd>
        </div>
      </dl>
      <section className={styles.panel} aria-labelledby="bcs-grams-title">
        <h2 id="bcs-grams-title" className={styles.sectionTitle}>
          하루 급여량 <span className={styles.grams}>약 {g(outcome.dailyGrams)}</span>
        </h2>
        {outcome.startGrams !== null ? (
          <p className={styles.notice} data-gain-plan="">
            지금 몸무게 {kg(outcome.weightKg)}의 급여량 약 {g(outcome.startGrams)}에서 시작해, 1~2주에 걸쳐 목표 체중 {kg(feeding.weightKg)}의 ‘{outcome.columnLabel}’ 급여량 약 {g(outcome.dailyGrams)}까지 조금씩 늘려 주세요.
          </p>
        ) : null}
        <p className={`${styles.muted} ${styles.small}`}>
          {outcome.state === 'normal' ? '적정' : '목표'} 체중 {kg(feeding.weightKg)}의 ‘{outcome.columnLabel}’ 급여량이에요{outcome.neutered === true ? '(중성화, 활동량 보통 기준)' : outcome.neutered === false ? '(중성화 안 함, 활동량 보통 기준)' : '(활동량 보통 기준)'}. 건사료 1kg당 {formatNumber(feeding.referenceKcal)}kcal 기준이니, 사료마다 포장지의 열량을 확인해 주세요.
          {stageLabel && ` (${stageLabel})`}
        </p>
        {outcome.ifNeutered && (
          <p className={styles.notice} data-if-neutered="">
            중성화한 아이라면 아래 표의 ‘{outcome.ifNeutered.columnLabel}’ 급여량 약 {g(outcome.ifNeutered.grams)}이 알맞아요.
          </p>
        )}
        {feeding.clamped && (
          <p className={styles.notice}>
            급여표는 {feeding.range} 범위예요. 가장 가까운 체중의 급여량을 보여 드렸으니, 정확한 양은 동물병원과 상의해 주세요.
          </p>
        )}
        {youngNotice && <p className={styles.notice}>{youngNotice}</p>}
        <FeedingTable label="하루 급여량 표" caption={<>체중 {kg(feeding.weightKg)}의 하루 급여량 (g)</>} columns={feeding.columns} grams={feeding.grams} chosen={feeding.chosen} markCurrent />
      </section>
      <section className={styles.panel} aria-labelledby="bcs-tips-title">
        <h2 id="bcs-tips-title" className={styles.sectionTitle}>
          {stateLabel} 관리 팁
        </h2>
        <ul className={styles.tips}>
          {content.tips.map((t) => (
            <li key={t}>{t}</li>
          ))}
        </ul>
        <div>
          <SlidesDialog title={`${stateLabel} 관리 가이드`} slides={content.slides} buttonLabel="관리 가이드 자세히 보기" />
        </div>
      </section>
      {weightCare && (
        <section aria-labelledby="bcs-products-title" className={styles.flow}>
          <h2 id="bcs-products-title" className={styles.sectionTitle}>
            {weightCare.title} 사료
          </h2>
          {weightCare.products.length > 0 ? (
            <>
              <p className={`${styles.muted} ${styles.small}`}>{forWhom}에게 맞는 사료만 골랐어요.</p>
              <ProductGrid products={weightCare.products} />
              <Link to={weightCare.listHref} className={styles.textLink}>
                {weightCare.title} 사료 전체 보기
              </Link>
            </>
          ) : (
            <p className={styles.notice} data-no-fit="">
              {weightCare.noFit}
            </p>
          )}
        </section>
      )}
    </ResultPage>
  );
}
