import { type ReactNode, useId } from 'react';
import { describedByOf, FieldNotes } from '#app/ui/form/Field';
import formStyles from '#app/ui/form/Form.module.css';
import styles from './ContentKit.module.css';

/** A labelled select with its hint and error, wired like the shared Field. */
export function SelectField({
  label,
  name,
  options,
  defaultValue,
  error,
  hint,
  required,
}: {
  label: string;
  name: string;
  options: readonly { value: string; label: string }[];
  defaultValue?: string | undefined;
  error?: string | undefined;
  hint?: ReactNode;
  required?: boolean;
}) {
  const id = useId();
  const describedBy = describedByOf(id, hint, error);
  return (
    <div className={formStyles.field}>
      <label htmlFor={id} className={formStyles.label}>
        {label}
        {required && <span className={formStyles.required}> (필수)</span>}
      </label>
      <select id={id} name={name} defaultValue={defaultValue} required={required} aria-invalid={error ? true : undefined} aria-describedby={describedBy} className={formStyles.select}>
        {!required && <option value="">선택 안 함</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}

/**
 * A filter select of a list's search form (query parameter `name`; empty is "all", worded `all`).
 * A screen with search-form styles of its own passes its `className` and, for fixed ids, `id`.
 */
export function FilterSelect({
  label,
  name,
  options,
  value,
  all = '전체',
  id: fixedId,
  className = styles.filter,
}: {
  label: string;
  name: string;
  options: readonly { value: string; label: string }[];
  value: string | null | undefined;
  all?: string;
  id?: string;
  className?: string | undefined;
}) {
  const generatedId = useId();
  const id = fixedId ?? generatedId;
  return (
    <div className={className}>
      <label htmlFor={id}>
        {label}
      </label>
      <select id={id} name={name} defaultValue={value ?? ''}>
        <option value="">{all}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}
