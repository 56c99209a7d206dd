import styles from '../HomeEditor.module.css';
import { withParticle } from '#app/lib/korean-particles';

/** Up, down and delete (after a confirm) for an item of a list; keyboard-usable, no dragging. */
export function MoveButtons({ label, index, count, onMove, onRemove }: { label: string; index: number; count: number; onMove: (delta: number) => void; onRemove: () => void }) {
  return (
    <span className={styles.moveButtons}>
      <button type="button" className={styles.small} disabled={index === 0} onClick={() => onMove(-1)} aria-label={`${label} 위로`}>
        ↑ 위로
      </button>
      <button type="button" className={styles.small} disabled={index === count - 1} onClick={() => onMove(1)} aria-label={`${label} 아래로`}>
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
