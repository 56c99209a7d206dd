import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styles from './Health.module.css';
import { href } from '#app/config/href';

/** What a result page needs to offer saving the result; the result routes spread it from their loader data. */
export interface ResultSaving {
  who: string;
  saved: boolean;
  isGuest: boolean;
  loginHref: string;
  registerHref: string;
  saveHref: string;
  petId: string | null;
}

function LoginToSave({ loginHref, registerHref, what = '결과' }: { loginHref: string; registerHref: string; what?: string }) {
  return (
    <div className={styles.panelSoft}>
      <h2 className={styles.sectionTitle}>{what}를 저장해 두세요</h2>
      <p className={styles.muted}>로그인하면 이 {what}를 반려동물의 건강 리포트에 저장하고, 다음 체크 때 달라진 점을 한눈에 비교할 수 있어요.</p>
      <div className={styles.actions}>
        <Link className="btn" to={loginHref}>
          로그인하고 저장하기
        </Link>
        <Link className={styles.linkButton} to={registerHref}>
          회원가입
        </Link>
      </div>
    </div>
  );
}

/**
 * A program's result page: its titled summary, the word that the result was saved, the program's
 * own blocks, then the end every result page shares: the offer to save (guests: log in; members:
 * a result not saved yet), "check again" and where to go next.
 */
export function ResultPage({
  saving,
  titleId,
  title,
  summary,
  summaryClassName = styles.panelSoft,
  restartHref,
  next,
  children,
}: {
  saving: ResultSaving;
  titleId: string;
  title: ReactNode;
  summary: ReactNode;
  summaryClassName?: string | undefined;
  restartHref: string;
  next: { to: string; label: string };
  children: ReactNode;
}) {
  const { who, saved, isGuest, loginHref, registerHref, saveHref, petId } = saving;
  return (
    <div className={styles.flow}>
      <section className={summaryClassName} aria-labelledby={titleId}>
        <h2 id={titleId} className={styles.sectionTitle}>
          {title}
        </h2>
        {summary}
      </section>
      {saved && (
        <p className={styles.success} role="status">
          결과를 {who}의 건강 리포트에 저장했어요.{' '}
          <Link to={href('health-report', { pet: petId })} className={styles.textLink}>
            건강 리포트 보기
          </Link>
        </p>
      )}
      {children}
      {isGuest && <LoginToSave loginHref={loginHref} registerHref={registerHref} />}
      {!isGuest && !saved && (
        <p className={styles.notice}>
          아직 저장하지 않은 결과예요.{' '}
          <Link to={saveHref} className={styles.textLink}>
            결과 저장하기
          </Link>
        </p>
      )}
      <div className={styles.actions}>
        <Link to={restartHref} className={styles.linkButton}>
          다시 체크하기
        </Link>
        <Link to={next.to} className="btn">
          {next.label}
        </Link>
      </div>
    </div>
  );
}
