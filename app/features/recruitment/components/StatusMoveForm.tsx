import type { ReactNode } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { ErrorSummary, TextareaField } from '#app/ui/form/Field';
import formStyles from '#app/ui/form/Form.module.css';
import styles from './StaffRecruitment.module.css';
import { particle } from '#app/lib/korean-particles';

/**
 * The staff "상태 변경" panel of an application or a claim: only the statuses the current one may
 * move to, the fields a move needs (children), and the note the member will read.
 */
export interface MoveAnswer {
  errors?: Record<string, string> | undefined;
  values?: Record<string, string> | undefined;
}

export function StatusMoveForm({
  record,
  preselectSole = false,
  errors,
  values,
  noteLabel,
  noteHint,
  listHref,
  children,
}: MoveAnswer & {
  /** The record's current status and the moves open to it. */
  record: { statusLabel: string; next: readonly { status: string; label: string }[] };
  /** With one move open, it is chosen already. */
  preselectSole?: boolean;
  noteLabel: string;
  noteHint: string;
  listHref: string;
  children?: ReactNode;
}) {
  const { statusLabel, next } = record;
  const chosen = values?.status ?? (preselectSole && next.length === 1 ? next[0]!.status : '');
  const busy = useNavigation().state === 'submitting';
  if (next.length === 0) {
    return (
      <section className={styles.panel} aria-labelledby="move-title">
        <h2 id="move-title">상태 변경</h2>
        <p className={styles.final}>&lsquo;{statusLabel}&rsquo;{particle(statusLabel, '은/는')} 마지막 상태라 더 바꿀 수 없습니다.</p>
      </section>
    );
  }
  return (
    <section className={styles.panel} aria-labelledby="move-title">
      <h2 id="move-title">상태 변경</h2>
      <Form method="post" className={formStyles.form} noValidate>
        <ErrorSummary errors={errors} />
        <fieldset className={formStyles.fieldset} aria-describedby={errors?.status ? 'move-status-error' : undefined}>
          <legend>
            지금 &lsquo;{statusLabel}&rsquo; → 바꿀 상태 <span className={formStyles.required}>(필수)</span>
          </legend>
          <div className={styles.radios}>
            {next.map((n) => (
              <label key={n.status}>
                <input type="radio" name="status" value={n.status} defaultChecked={chosen === n.status} required />
                {n.label}
              </label>
            ))}
          </div>
          {errors?.status && (
            <p id="move-status-error" className={formStyles.error}>
              {errors.status}
            </p>
          )}
        </fieldset>
        {children}
        <TextareaField label={noteLabel} name="note" rows={3} maxLength={200} defaultValue={values?.note ?? ''} error={errors?.note} hint={noteHint} />
        <div className={formStyles.actions}>
          <button type="submit" className="btn" disabled={busy}>
            {busy ? '바꾸는 중…' : '상태 바꾸기'}
          </button>
          <Link className="btn btn--ghost" to={listHref}>
            목록으로
          </Link>
        </div>
      </Form>
    </section>
  );
}
