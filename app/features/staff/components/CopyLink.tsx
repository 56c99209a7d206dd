import { useId, useRef, useState } from 'react';
import styles from './Staff.module.css';

/**
 * A link to hand over (an invitation), with a 복사 button using the clipboard; where the browser
 * refuses it (no permission, an old browser, no script), the read-only field holds the link to
 * select and copy by hand.
 */
export function CopyLink({ label, link }: { label: string; link: string }) {
  const id = useId();
  const field = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copy = async () => {
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(link);
      setState('copied');
    } catch {
      field.current?.focus();
      field.current?.select();
      setState('failed');
    }
  };
  return (
    <div className={styles.copy}>
      <label htmlFor={id}>{label}</label>
      <div className={styles.copyRow}>
        <input id={id} ref={field} type="text" readOnly value={link} onFocus={(e) => e.currentTarget.select()} />
        <button type="button" className="btn btn--ghost" onClick={() => void copy()}>
          복사
        </button>
      </div>
      <p role="status" aria-live="polite">
        {state === 'copied' ? '링크를 복사했습니다.' : state === 'failed' ? '자동으로 복사하지 못했습니다. 선택된 링크를 직접 복사해 주세요.' : ''}
      </p>
    </div>
  );
}

/** The stores a store clerk works at: checkboxes named storeIds (used only when the role is 매장 직원). */
export function StoreChecks({ stores, chosen = [], label }: { stores: { id: string; name: string; region: string }[]; chosen?: readonly string[]; label: string }) {
  return (
    <details className={styles.storeChecks} open={chosen.length > 0 ? true : undefined}>
      <summary>{label}</summary>
      <ul>
        {stores.map((s) => (
          <li key={s.id}>
            <label>
              <input type="checkbox" name="storeIds" value={s.id} defaultChecked={chosen.includes(s.id)} />[{s.region}] {s.name}
            </label>
          </li>
        ))}
      </ul>
    </details>
  );
}
