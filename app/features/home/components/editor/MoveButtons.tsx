import { useLayoutEffect, useRef } from 'react';
import styles from '../HomeEditor.module.css';
import { withParticle } from '#app/lib/korean-particles';

/**
 * After a move, the focus goes to the moved item's own button in its new place (the same
 * direction, or the other one when it reached an end), so a keyboard or screen-reader user
 * can keep moving it. Items are matched by their stable key. The request waits for the commit
 * that renders the item at its new index (a layout effect), not for a frame: when the commit
 * came late, the moved button was disabled at the end and the focus fell to the page.
 */
let pendingFocus: { key: string; dir: 'up' | 'down' } | null = null;

function directionAfterMove(delta: number, newIndex: number, count: number): 'up' | 'down' {
  const atEnd = (delta < 0 && newIndex === 0) || (delta > 0 && newIndex === count - 1);
  return (delta < 0) !== atEnd ? 'up' : 'down';
}

/**
 * Up, down and delete (after a confirm) for an item of a list; by touch or keyboard, no dragging.
 * `itemKey`: the item's stable key, or for items without one the key of the item at an index.
 */
export function MoveButtons({ label, itemKey, index, count, onMove, onRemove }: { label: string; itemKey: string | ((index: number) => string); index: number; count: number; onMove: (delta: number) => void; onRemove: () => void }) {
  const key = (i: number) => (typeof itemKey === 'string' ? itemKey : itemKey(i));
  const up = useRef<HTMLButtonElement>(null);
  const down = useRef<HTMLButtonElement>(null);
  const moveBy = (delta: number) => {
    pendingFocus = { key: key(index + delta), dir: directionAfterMove(delta, index + delta, count) };
    onMove(delta);
  };
  const ownKey = key(index);
  useLayoutEffect(() => {
    if (pendingFocus?.key !== ownKey) return;
    const target = pendingFocus.dir === 'up' ? up.current : down.current;
    pendingFocus = null;
    target?.focus();
  });
  return (
    <span className={styles.moveButtons}>
      <button ref={up} type="button" className={styles.small} disabled={index === 0} onClick={() => moveBy(-1)} aria-label={`${label} 위로`}>
        ↑ 위로
      </button>
      <button ref={down} type="button" className={styles.small} disabled={index === count - 1} onClick={() => moveBy(1)} aria-label={`${label} 아래로`}>
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
