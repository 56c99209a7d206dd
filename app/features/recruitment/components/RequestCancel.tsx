import { Form } from 'react-router';
import formStyles from '#app/ui/form/Form.module.css';
import styles from './Recruitment.module.css';
import { Timeline } from './Timeline';

/**
 * A member's application or claim: its cancel button while it can still be cancelled (with the
 * rule beside it) and the refusal the last attempt met.
 */
export function RequestCancel({
  field,
  id,
  button,
  rule,
  confirmText,
  cancellable,
  busy,
  error,
}: {
  /** The form field naming the record (`orderId`, `claimId`). */
  field: string;
  id: string;
  button: string;
  rule: string;
  /** Asked before cancelling, when cancelling cannot be undone. */
  confirmText?: string;
  cancellable: boolean;
  busy: boolean;
  error: string | null | undefined;
}) {
  return (
    <>
      {cancellable && (
        <Form
          method="post"
          className={styles.actions}
          onSubmit={(event) => {
            if (confirmText && !window.confirm(confirmText)) event.preventDefault();
          }}
        >
          <input type="hidden" name="intent" value="cancel" />
          <input type="hidden" name={field} value={id} />
          <button type="submit" className="btn btn--ghost" disabled={busy}>
            {button}
          </button>
          <span className={styles.muted}>{rule}</span>
        </Form>
      )}
      {error && (
        <p className={formStyles.error} role="alert">
          {error}
        </p>
      )}
    </>
  );
}

/** The record's steps, oldest first, under its own heading. */
export function RequestHistory({ id, events }: { id: string; events: { label: string; note: string; at: string; by?: string | undefined }[] }) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        진행 기록
      </h2>
      <Timeline events={events} />
    </section>
  );
}
