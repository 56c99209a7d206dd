import { type InputHTMLAttributes, type ReactNode, useId } from 'react';
import styles from './Form.module.css';

export interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  name: string;
  error?: string | undefined;
  hint?: ReactNode;
  /** Shown after the label for required fields (the input also gets `required`). */
  required?: boolean;
  children?: ReactNode;
}

/** What a control's aria-describedby names: the ids FieldNotes gives its hint and its error. */
export function describedByOf(id: string, hint: ReactNode, error: ReactNode): string | undefined {
  return [hint ? `${id}-hint` : undefined, error ? `${id}-error` : undefined].filter(Boolean).join(' ') || undefined;
}

/** A field's hint and error under its control, with the ids describedByOf names. */
export function FieldNotes({ id, hint, error }: { id: string; hint?: ReactNode; error?: ReactNode }) {
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      )}
    </>
  );
}

/** A labelled input with its hint and error wired to aria-describedby / aria-invalid. */
export function Field({ label, name, error, hint, required, children, className, ...input }: FieldProps) {
  const id = useId();
  const describedBy = describedByOf(id, hint, error);
  return (
    <div className={`${styles.field} ${className ?? ''}`}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required && <span className={styles.required}> (필수)</span>}
      </label>
      <div className={styles.control}>
        <input
          id={id}
          name={name}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={styles.input}
          {...input}
        />
        {children}
      </div>
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}

export function CheckboxField({
  label,
  name,
  error,
  defaultChecked,
  value = 'on',
  required,
}: {
  label: ReactNode;
  name: string;
  error?: string | undefined;
  defaultChecked?: boolean;
  value?: string;
  required?: boolean;
}) {
  const id = useId();
  return (
    <div className={styles.check}>
      <input
        type="checkbox"
        id={id}
        name={name}
        value={value}
        defaultChecked={defaultChecked}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      <label htmlFor={id}>{label}</label>
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}

/** Lists a form's errors at its top and takes focus, so keyboard and screen-reader users hear them. */
export function ErrorSummary({ errors, title = '입력 내용을 확인해 주세요.' }: { errors: Record<string, string> | undefined; title?: string }) {
  const messages = errors ? Object.values(errors) : [];
  if (messages.length === 0) return null;
  return (
    <div className={styles.summary} role="alert" tabIndex={-1} ref={(el) => el?.focus()}>
      <p className={styles.summaryTitle}>{title}</p>
      <ul>
        {messages.map((m) => (
          <li key={m}>{m}</li>
        ))}
      </ul>
    </div>
  );
}

/** A labelled textarea with its hint and error, wired like Field. */
export function TextareaField({
  label,
  name,
  error,
  hint,
  required,
  defaultValue,
  rows = 4,
  maxLength,
}: {
  label: string;
  name: string;
  error?: string | undefined;
  hint?: ReactNode;
  required?: boolean;
  defaultValue?: string;
  rows?: number;
  maxLength?: number;
}) {
  const id = useId();
  const describedBy = describedByOf(id, hint, error);
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required && <span className={styles.required}> (필수)</span>}
      </label>
      <textarea
        id={id}
        name={name}
        rows={rows}
        maxLength={maxLength}
        required={required}
        defaultValue={defaultValue}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={styles.textarea}
      />
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}
