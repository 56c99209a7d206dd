import { Form, Link, useNavigation } from 'react-router';
import type { Carry } from '../../shared/components/FlowForm';
import { Choice, ErrorMessage, ExclusiveGroup, FlowForm, StepActions } from '../../shared/components/FlowForm';
import { SavePetPicker } from '../../shared/components/SavePetPicker';
import { FitNote, ResultCard, type ResultItem } from '../../shared/components/Results';
import { ResultPage, type ResultSaving } from '../../shared/components/ResultPage';
import styles from '../../shared/components/Health.module.css';
import { STATUS_WORDS } from '../../shared/health-types';
import { siteUrl } from '#app/lib/site-url';
import { MetaLine } from '#app/ui/meta-line/MetaLine';
import { href } from '#app/config/href';

export function CategoryStep({
  categories,
  selected,
  carry,
  back,
  error,
  who,
}: {
  categories: { id: string; label: string; name: string; description: string; defaultImageUrl: string; activeImageUrl: string }[];
  selected: string[];
  carry: Carry;
  back: string;
  error: string | null;
  who: string;
}) {
  return (
    <FlowForm action={href('sensitivity-step2_1')} carry={carry}>
      <ErrorMessage id="category-error" message={error} />
      <fieldset className={styles.fieldset} aria-describedby={error ? 'category-error' : undefined}>
        <legend className={styles.legend}>{who}에게 요즘 신경 쓰이는 부분을 골라 주세요</legend>
        <p className={styles.hint}>여러 개를 골라도 돼요. 고른 항목마다 짧은 질문이 이어져요.</p>
        <div className={styles.choices}>
          {categories.map((c) => (
            <Choice key={c.id} type="checkbox" name="cat" value={c.id} checked={selected.includes(c.id)}>
              <img className={styles.choiceImg} src={siteUrl(c.defaultImageUrl)} alt="" width={64} height={64} />
              <img className={styles.choiceImgActive} src={siteUrl(c.activeImageUrl)} alt="" width={64} height={64} />
              <span>
                {c.name}
              </span>
              <small>{c.description}</small>
            </Choice>
          ))}
        </div>
      </fieldset>
      <StepActions back={back} />
    </FlowForm>
  );
}

export function QuestionStep({
  index,
  total,
  category,
  questions,
  selected,
  carry,
  action,
  back,
  error,
  who,
}: {
  index: number;
  total: number;
  category: { id: string; name: string; label: string; description: string; questionImgUrl: string };
  questions: { id: string; label: string; exclusive: boolean }[];
  selected: string[];
  carry: Carry;
  action: string;
  back: string;
  error: string | null;
  who: string;
}) {
  return (
    <FlowForm action={action} carry={carry}>
      <div className={styles.questionHead}>
        <img src={siteUrl(category.questionImgUrl)} alt="" width={96} height={64} />
        <div>
          <p className={styles.progress}>
            {index + 1} / {total}
          </p>
          <p className={styles.muted}>{category.description}</p>
        </div>
      </div>
      <ErrorMessage id="question-error" message={error} />
      <fieldset className={styles.fieldset} aria-describedby={error ? 'question-error' : undefined}>
        <legend className={styles.legend}>
          {category.name}: {who}에게 해당하는 것을 모두 골라 주세요
        </legend>
        <ExclusiveGroup>
          {questions.map((q) => (
            <Choice key={q.id} type="checkbox" name="a" value={q.id} checked={selected.includes(q.id)} exclusive={q.exclusive} row>
              {q.label}
            </Choice>
          ))}
        </ExclusiveGroup>
      </fieldset>
      <StepActions back={back} next={index + 1 === total ? '답변 확인하기' : '다음 질문'} />
    </FlowForm>
  );
}

export function ConfirmStep({
  isGuest,
  who,
  petId,
  pets,
  summary,
  resultHref,
  back,
  loginHref,
  newPetHref,
  error,
}: {
  isGuest: boolean;
  who: string;
  petId: string | null;
  pets: { id: string; name: string }[];
  summary: { id: string; name: string; label: string; answers: string[]; edit: string }[];
  resultHref: string;
  back: string;
  loginHref: string;
  newPetHref: string;
  error?: string | undefined;
}) {
  const busy = useNavigation().state === 'submitting';
  return (
    <div className={styles.flow}>
      <h2 className={styles.sectionTitle}>{who}의 답변을 확인해 주세요</h2>
      <ul className={styles.summaryList}>
        {summary.map((s) => (
          <li key={s.id} className={styles.summaryItem}>
            <div className={styles.summaryHead}>
              <strong>
                {s.name}
              </strong>
              <Link to={s.edit} className={styles.textLink} aria-label={`${s.name} 답변 고치기`}>
                고치기
              </Link>
            </div>
            <ul>
              {s.answers.map((a) => (
                <li key={a}>{a}</li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      {isGuest ? (
        <>
          <p className={styles.notice}>
            지금은 결과만 볼 수 있어요.{' '}
            <Link to={loginHref} className={styles.textLink}>
              로그인
            </Link>
            하면 결과를 반려동물의 건강 리포트에 저장할 수 있어요.
          </p>
          <div className={styles.actions}>
            <Link to={back} className={styles.linkButton}>
              이전
            </Link>
            <Link to={resultHref} className="btn">
              결과 보기
            </Link>
          </div>
        </>
      ) : (
        <Form method="post" className={styles.flow} noValidate>
          {petId ? <input type="hidden" name="pet" value={petId} /> : <SavePetPicker pets={pets} error={error} newPetHref={newPetHref} />}
          {petId && error && <ErrorMessage message={error} />}
          <p className={`${styles.muted} ${styles.small}`}>결과 보기를 누르면 {who}의 건강 리포트에 결과가 저장돼요.</p>
          <div className={styles.actions}>
            <Link to={back} className={styles.linkButton}>
              이전
            </Link>
            <button type="submit" className="btn" disabled={busy}>
              {busy ? '저장하는 중…' : '결과 보기'}
            </button>
          </div>
        </Form>
      )}
    </div>
  );
}

export function SensitivityResult({ forWhom, date, items, ...saving }: ResultSaving & { forWhom: string; date: string; items: ResultItem[] }) {
  const count = (status: ResultItem['status']) => items.filter((i) => i.status === status).length;
  const summary = (
    <>
      <MetaLine
        className={styles.muted}
        items={[date, `${STATUS_WORDS['Action Required']} ${count('Action Required')}개`, `${STATUS_WORDS.Caution} ${count('Caution')}개`, `${STATUS_WORDS.Normal} ${count('Normal')}개`]}
      />
      <FitNote forWhom={forWhom} />
    </>
  );
  return (
    <ResultPage saving={saving} titleId="result-summary" title={<>{saving.who}의 민감도 체크 결과</>} summary={summary} restartHref={href('sensitivity-step1')} next={{ to: href('health-service'), label: '다른 건강 체크 보기' }}>
      <ul className={styles.resultList}>
        {items.map((item) => (
          <ResultCard key={item.key} item={item} />
        ))}
      </ul>
      <p className={`${styles.muted} ${styles.small}`}>이 결과는 보호자의 관찰을 바탕으로 한 참고용 정보예요. 증상이 계속되면 동물병원에서 진료를 받아 주세요.</p>
    </ResultPage>
  );
}
