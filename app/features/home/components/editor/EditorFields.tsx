import { useId, useState } from 'react';
import { isoToSeoulLocal, seoulLocalToIso } from '#app/lib/seoul-time';
import { describedByOf, FieldNotes } from '#app/ui/form/Field';
import styles from '../HomeEditor.module.css';

/*
 * The editor's own controlled fields (value + onChange, no form name: the layout is sent as one
 * JSON field). The hint and error notes and their aria-describedby ids are the shared ones.
 */

export function TextField({ label, value, onChange, error, multiline, type = 'text', hint, required }: { label: string; value: string; onChange: (v: string) => void; error?: string | undefined; multiline?: boolean; type?: string; hint?: string; required?: boolean }) {
  const id = useId();
  const described = describedByOf(id, hint, error);
  return (
    <div className={styles.field}>
      <label htmlFor={id}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      {multiline ? (
        <textarea id={id} value={value} rows={3} onChange={(e) => onChange(e.target.value)} aria-invalid={error ? true : undefined} aria-describedby={described} />
      ) : (
        <input id={id} type={type} value={value} onChange={(e) => onChange(e.target.value)} aria-invalid={error ? true : undefined} aria-describedby={described} />
      )}
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}

export function SelectField({ label, value, onChange, options, error }: { label: string; value: string; onChange: (v: string) => void; options: readonly { value: string; label: string }[]; error?: string | undefined }) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)} aria-invalid={error ? true : undefined} aria-describedby={describedByOf(id, undefined, error)}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <FieldNotes id={id} error={error} />
    </div>
  );
}

/** A Seoul wall-clock input kept as the UTC instant the schema stores. */
export function PeriodField({ label, value, onChange, error }: { label: string; value: string; onChange: (iso: string | undefined) => void; error?: string | undefined }) {
  const [local, setLocal] = useState(isoToSeoulLocal(value));
  return (
    <TextField
      label={label}
      type="datetime-local"
      value={local}
      error={error}
      onChange={(v) => {
        setLocal(v);
        onChange(v === '' ? undefined : (seoulLocalToIso(v) ?? 'invalid'));
      }}
    />
  );
}
