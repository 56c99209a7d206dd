import styles from './StepIndicator.module.css';

export interface StepIndicatorProps {
  /** Step names, or just how many steps there are when they have no names. */
  steps: number | readonly string[];
  /** The current step, 1-based; kept within 1..number of steps. */
  current: number;
  /** Accessible name of the list. */
  label?: string;
  className?: string;
}

type StepState = 'done' | 'current' | 'upcoming';

/** Where the user is in a multi-step flow (offline store 1–3, health programs). */
export function StepIndicator({ steps, current, label = '진행 단계', className }: StepIndicatorProps) {
  const names: readonly (string | undefined)[] =
    typeof steps === 'number' ? Array.from({ length: Math.max(0, Math.trunc(steps)) }, () => undefined) : steps;
  const total = names.length;
  if (total === 0) return null;
  const active = Math.min(total, Math.max(1, Math.trunc(Number.isFinite(current) ? current : 1)));

  return (
    <ol aria-label={label} className={className ? `${styles.steps} ${className}` : styles.steps}>
      {names.map((name, index) => {
        const number = index + 1;
        const state: StepState = number < active ? 'done' : number === active ? 'current' : 'upcoming';
        return (
          <li
            key={number}
            className={`${styles.step} ${styles[state] ?? ''}`}
            data-state={state}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            {/* The circled number is for the eye; assistive tech reads "1단계" instead. */}
            <span className={styles.number} aria-hidden="true">
              {number}
            </span>
            <span className={styles.srOnly}>{`${number}단계${name ? ' ' : ''}`}</span>
            {name ? <span className={styles.name}>{name}</span> : null}
            {state === 'done' ? <span className={styles.srOnly}> (완료)</span> : null}
          </li>
        );
      })}
    </ol>
  );
}
