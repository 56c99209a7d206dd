import { Link, useNavigation } from 'react-router';
import { SaveTarget } from '../../shared/components/SaveTarget';
import { type Carry, Choice, ErrorMessage, ExclusiveGroup, FlowForm, StepActions } from '../../shared/components/FlowForm';
import { FitNote, ResultCard, type ResultItem } from '../../shared/components/Results';
import { ResultPage, type ResultSaving } from '../../shared/components/ResultPage';
import styles from '../../shared/components/Health.module.css';
import { href } from '#app/config/href';
import { withParticle } from '#app/lib/korean-particles';

export interface SignGroupView {
  key: string;
  title: string;
  hint: string;
  signs: { id: string; label: string }[];
  noneId: string;
  selected: string[];
  error: string | null;
}

export function SignsStep({
  step,
  isGuest,
  who,
  petId,
  pets,
  groups,
  carry,
  action,
  back,
  loginHref,
  newPetHref,
  errors,
}: {
  step: 2 | 3;
  isGuest: boolean;
  who: string;
  petId: string | null;
  pets: { id: string; name: string }[];
  groups: SignGroupView[];
  carry: Carry;
  action: string;
  back: string;
  loginHref: string;
  newPetHref: string;
  errors?: Record<string, string> | undefined;
}) {
  const busy = useNavigation().state === 'submitting';
  const save = step === 3 && !isGuest;
  return (
    <FlowForm action={save ? undefined : action} method={save ? 'post' : 'get'} carry={save ? [] : carry}>
      <p className={styles.muted}>최근 2주 동안 {who}에게서 본 모습을 모두 골라 주세요.</p>
      {groups.map((g) => {
        const error = errors?.[g.key] ?? g.error;
        return (
          <fieldset key={g.key} className={styles.fieldset} aria-describedby={error ? `signs-${g.key}-error` : `signs-${g.key}-hint`}>
            <legend className={styles.legend}>{g.title}</legend>
            <p id={`signs-${g.key}-hint`} className={styles.hint}>
              {g.hint}
            </p>
            <ErrorMessage id={`signs-${g.key}-error`} message={error} />
            <ExclusiveGroup>
              {g.signs.map((s) => (
                <Choice key={s.id} type="checkbox" name="s" value={s.id} checked={g.selected.includes(s.id)} row>
                  {s.label}
                </Choice>
              ))}
              <Choice type="checkbox" name="s" value={g.noneId} checked={g.selected.includes(g.noneId)} exclusive row>
                해당 없어요
              </Choice>
            </ExclusiveGroup>
          </fieldset>
        );
      })}
      {step === 3 && (
        <SaveTarget
          isGuest={isGuest}
          who={who}
          petId={petId}
          pets={pets}
          error={errors?.pet}
          loginHref={loginHref}
          newPetHref={newPetHref}
          guestText="하면 결과를 고양이의 건강 리포트에 저장할 수 있어요."
        />
      )}
      <StepActions back={back} next={step === 2 ? '다음' : busy ? '저장하는 중…' : '결과 보기'} />
    </FlowForm>
  );
}

export function CatsResult({
  forWhom,
  date,
  items,
  senior,
  couponIssued = false,
  ...saving
}: ResultSaving & {
  forWhom: string;
  date: string;
  items: ResultItem[];
  senior: boolean;
  /** This save earned the cat-ageing event's coupon. */
  couponIssued?: boolean;
}) {
  const summary = (
    <>
      <p className={styles.muted}>
        {date} · {items.length > 0 ? `살펴볼 케어 ${items.length}가지` : '특별한 신호가 없어요'}
      </p>
      {items.length > 0 && <FitNote forWhom={forWhom} />}
    </>
  );
  return (
    <ResultPage saving={saving} titleId="cats-result-title" title={<>{withParticle(saving.who, '이/가')} 보내는 신호</>} summary={summary} restartHref={href('cats-signal-step1')} next={{ to: href('health-service'), label: '다른 건강 체크 보기' }}>
      {couponIssued && (
        <p className={styles.success} role="status">
          캣츠 시그널 참여 쿠폰(공식 온라인몰 고양이 사료 10% 할인, 30일)을 쿠폰함에 넣어 드렸어요.{' '}
          <Link to={href('coupon')} className={styles.textLink}>
            쿠폰함 보기
          </Link>
        </p>
      )}
      {items.length === 0 ? (
        <p className={styles.success}>지금은 눈에 띄는 신호가 없어요. 한 달에 한 번 캣츠 시그널로 변화를 살펴봐 주세요.</p>
      ) : (
        <ul className={styles.resultList}>
          {items.map((item) => (
            <ResultCard key={item.key} item={item} />
          ))}
        </ul>
      )}
      {senior && (
        <p className={styles.notice}>
          7살이 넘은 고양이는 신장과 관절, 입맛이 조금씩 달라져요.{' '}
          <Link to={href('cat-ageing-event')} className={styles.textLink}>
            7세 이상 고양이 노화 케어 이벤트 보기
          </Link>
        </p>
      )}
      <p className={`${styles.muted} ${styles.small}`}>캣츠 시그널은 보호자의 관찰로 보는 참고용 체크예요. ‘주의’ 신호가 있다면 동물병원에서 진료를 받아 주세요.</p>
    </ResultPage>
  );
}
