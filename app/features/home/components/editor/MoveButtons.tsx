import styles from '../HomeEditor.module.css';
import { withParticle } from '#app/lib/korean-particles';

/**
 * After a move, the focus goes to the moved item's own button in its new place (the same
 * direction, or the other one when it reached an end), so a keyboard or screen-reader user
 * can keep moving it. Items are found by `data-move`: their stable key.
 */
function focusMoved(key: string, delta: number, newIndex: number, count: number): void {
  const atEnd = (delta < 0 && newIndex === 0) || (delta > 0 && newIndex === count - 1);
  const dir = (delta < 0) !== atEnd ? 'up' : 'down';
  requestAnimationFrame(() => document.querySelector<HTMLButtonElement>(`[data-move="${CSS.escape(key)}"][data-dir="${dir}"]`)?.focus());
}

/**
 * Up, down and delete (after a confirm) for an item of a list; by touch or keyboard, no dragging.
 * `itemKey`: the item's stable key, or for items without one the key of the item at an index.
 */
export function MoveButtons({ label, itemKey, index, count, onMove, onRemove }: { label: string; itemKey: string | ((index: number) => string); index: number; count: number; onMove: (delta: number) => void; onRemove: () => void }) {
  const key = (i: number) => (typeof itemKey === 'string' ? itemKey : itemKey(i));
  const moveBy = (delta: number) => {
    onMove(delta);
    focusMoved(key(index + delta), delta, index + delta, count);
  };
  return (
    <span className={styles.moveButtons}>
      <button type="button" className={styles.small} disabled={index === 0} onClick={() => moveBy(-1)} aria-label={`${label} 위로`} data-move={key(index)} data-dir="up">
        ↑ 위로
      </button>
      <button type="button" className={styles.small} disabled={index === count - 1} onClick={() => moveBy(1)} aria-label={`${label} 아래로`} data-move={key(index)} data-dir="down">
        ↓ 아래로
      </button>
      <button
        type="button"
        className={`${styles.small} ${styles.danger}`}
        disabled={count <= 0}
        onClick={() => {
          if (window.confirm(`${withParticle(label, '을/를')} 지울까요?`)) onRemove();
        }}
        aria-label={`${label} 삭제`}
      >
        삭제
      </button>
    </span>
  );
}
