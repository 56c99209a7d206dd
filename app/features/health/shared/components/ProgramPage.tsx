import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { programStepOf } from '#app/config/program-steps';
import { StepIndicator } from '#app/ui/step-indicator/StepIndicator';
import styles from './Health.module.css';

/** The step indicator of a program page: names and the current step come from program-steps.ts. */
export function ProgramSteps({ routeId, who }: { routeId: string; who?: string | null | undefined }) {
  const step = programStepOf(routeId);
  if (!step) throw new Error(`No program steps for ${routeId}`);
  return (
    <div className={styles.steps}>
      <StepIndicator steps={step.steps} current={step.current} label="체크 진행 단계" />
      {who && (
        <p className={`${styles.muted} ${styles.small}`}>
          체크 대상: <strong>{who}</strong>
        </p>
      )}
    </div>
  );
}

/** A step opened without the answers of the steps before it (a bookmark, a typed address). */
export function StartPanel({ startHref, programName }: { startHref: string; programName: string }) {
  return (
    <div className={styles.flow}>
      <div className={styles.panelSoft}>
        <h2 className={styles.sectionTitle}>처음부터 시작해 주세요</h2>
        <p className={styles.muted}>이 단계는 앞 단계에서 고른 답을 이어받아요. {programName}을 처음부터 진행하면 답이 자동으로 이어져요.</p>
      </div>
      <Link className="btn" to={startHref}>
        {programName} 시작하기
      </Link>
    </div>
  );
}

export function Intro({ art, title, children, startHref, startLabel, note }: { art: ReactNode; title: string; children: ReactNode; startHref: string; startLabel: string; note?: ReactNode }) {
  return (
    <div className={styles.flow}>
      <section className={styles.intro} aria-labelledby="program-intro">
        <div>
          <h2 id="program-intro" className={styles.sectionTitle}>
            {title}
          </h2>
          {children}
          <p>
            <Link className="btn" to={startHref}>
              {startLabel}
            </Link>
          </p>
          {note && <p className={`${styles.muted} ${styles.small}`}>{note}</p>}
        </div>
        {art}
      </section>
    </div>
  );
}
