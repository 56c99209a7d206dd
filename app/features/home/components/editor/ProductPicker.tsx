import { useId, useState } from 'react';
import styles from '../HomeEditor.module.css';
import { move } from './layout-edit';
import { MoveButtons } from './MoveButtons';
import type { ProductChoice } from './types';

/** The products a featured-products widget shows, in order: picked from the catalogue, up to 12. */
export function ProductPicker({ ids, products, error, onChange }: { ids: string[]; products: ProductChoice[]; error?: string | undefined; onChange: (ids: string[]) => void }) {
  const id = useId();
  const [choice, setChoice] = useState('');
  const name = (pid: string) => products.find((p) => p.id === pid)?.name ?? `${pid} (없는 상품)`;
  return (
    <fieldset className={styles.fieldset}>
      <legend>보여 줄 상품 (순서대로)</legend>
      {ids.length === 0 && <p className={styles.hint}>아직 고른 상품이 없습니다.</p>}
      <ol className={styles.plain}>
        {ids.map((pid, i) => (
          <li key={pid} className={styles.productRow}>
            <span>{name(pid)}</span>
            <MoveButtons label={name(pid)} itemKey={`product-${pid}`} index={i} count={ids.length} onMove={(delta) => onChange(move(ids, i, delta))} onRemove={() => onChange(ids.filter((x) => x !== pid))} />
          </li>
        ))}
      </ol>
      <div className={styles.addRow}>
        <label htmlFor={`${id}-product`}>상품</label>
        <select id={`${id}-product`} value={choice} onChange={(e) => setChoice(e.target.value)}>
          <option value="">상품을 고르세요</option>
          {products
            .filter((p) => !ids.includes(p.id))
            .map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
                {p.active ? '' : ' (비공개)'}
              </option>
            ))}
        </select>
        <button
          type="button"
          className={styles.small}
          disabled={choice === '' || ids.length >= 12}
          onClick={() => {
            onChange([...ids, choice]);
            setChoice('');
          }}
        >
          + 상품 추가
        </button>
      </div>
      {error && <p className={styles.error}>{error}</p>}
    </fieldset>
  );
}
