import { type ChangeEvent, type ReactNode, useId, useRef } from 'react';
import { Form, Link } from 'react-router';
import styles from './Health.module.css';

/** [name, value] pairs carried from earlier steps as hidden inputs. */
export type Carry = readonly (readonly [string, string])[];

/**
 * A step's form. GET forms carry the earlier answers as hidden inputs and submit to the next
 * step, so every answer lives in the URL. While the visitor answers, the current URL is
 * updated in place (history.replaceState), so reload and the back button find the answers.
 */
export function FlowForm({
  action,
  carry = [],
  method = 'get',
  children,
  className,
}: {
  action?: string;
  carry?: Carry;
  method?: 'get' | 'post';
  children: ReactNode;
  className?: string;
}) {
  const ref = useRef<HTMLFormElement>(null);
  function remember() {
    const form = ref.current;
    if (!form) return;
    const own = new Set<string>();
    for (const el of Array.from(form.elements)) {
      const input = el as HTMLInputElement;
      if (input.name && input.type !== 'hidden' && input.type !== 'submit') own.add(input.name);
    }
    const params = new URLSearchParams(window.location.search);
    for (const key of own) params.delete(key);
    params.delete('err');
    for (const [key, value] of new FormData(form)) {
      if (own.has(key) && typeof value === 'string' && value !== '') params.append(key, value);
    }
    const query = params.toString();
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${query ? `?${query}` : ''}`);
  }
  return (
    <Form ref={ref} method={method} action={action} noValidate onChange={remember} className={className ?? styles.flow}>
      {carry.map(([name, value], i) => (
        <input key={`${name}-${value}-${i}`} type="hidden" name={name} value={value} />
      ))}
      {children}
    </Form>
  );
}

/** A choice drawn as a card: a real radio or checkbox, visually hidden, with its label. */
export function Choice({
  type,
  name,
  value,
  checked,
  children,
  row = false,
  exclusive = false,
  describedBy,
}: {
  type: 'radio' | 'checkbox';
  name: string;
  value: string;
  checked: boolean;
  children: ReactNode;
  row?: boolean;
  exclusive?: boolean;
  describedBy?: string | undefined;
}) {
  const id = useId();
  return (
    <div className={styles.choice}>
      <input
        className={styles.choiceInput}
        type={type}
        id={id}
        name={name}
        value={value}
        defaultChecked={checked}
        data-exclusive={exclusive ? 'true' : undefined}
        aria-describedby={describedBy}
      />
      <label htmlFor={id} className={row ? `${styles.choiceBody} ${styles.choiceRow}` : styles.choiceBody}>
        {row && <span className={type === 'radio' ? `${styles.tick} ${styles.radioTick}` : styles.tick} aria-hidden="true" />}
        {children}
      </label>
    </div>
  );
}

/**
 * Checkbox groups whose last option ('이상 없음', '해당 없음') stands alone: ticking it clears
 * the others, ticking another clears it. The server checks the same rule.
 */
export function ExclusiveGroup({ children, className }: { children: ReactNode; className?: string }) {
  function onChange(event: ChangeEvent<HTMLDivElement>) {
    const target = event.target as unknown as HTMLInputElement;
    if (target.type !== 'checkbox' || !target.checked) return;
    const group = event.currentTarget.querySelectorAll<HTMLInputElement>(`input[type="checkbox"][name="${CSS.escape(target.name)}"]`);
    const exclusive = target.dataset.exclusive === 'true';
    for (const box of Array.from(group)) {
      if (box === target) continue;
      if (exclusive || box.dataset.exclusive === 'true') box.checked = false;
    }
  }
  return (
    <div className={className ?? styles.choicesList} onChange={onChange}>
      {children}
    </div>
  );
}

export function StepActions({ back, backLabel = '이전', next = '다음', busyText }: { back?: string | undefined; backLabel?: string; next?: string; busyText?: string }) {
  return (
    <div className={styles.actions}>
      {back ? (
        <Link to={back} className={styles.linkButton}>
          {backLabel}
        </Link>
      ) : (
        <span />
      )}
      <button type="submit" className="btn" data-busy-text={busyText}>
        {next}
      </button>
    </div>
  );
}

export function ErrorMessage({ id, message }: { id?: string; message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className={styles.error} role="alert">
      {message}
    </p>
  );
}

/** The age question of a program's first step (life stages as radio rows). */
export function StageChoice({ id, legend, hint, stages, value, error }: { id: string; legend: string; hint?: string; stages: readonly { value: string; label: string }[]; value: string | null | undefined; error: string | null | undefined }) {
  return (
    <fieldset className={styles.fieldset} aria-describedby={error ? `${id}-error` : undefined}>
      <legend className={styles.legend}>{legend}</legend>
      {hint && <p className={styles.hint}>{hint}</p>}
      <ErrorMessage id={`${id}-error`} message={error} />
      <div className={styles.choicesList}>
        {stages.map((s) => (
          <Choice key={s.value} type="radio" name="stage" value={s.value} checked={value === s.value} row>
            {s.label}
          </Choice>
        ))}
      </div>
    </fieldset>
  );
}
