import { useId } from 'react';
import styles from '../HomeEditor.module.css';
import { overlayOf, parseOverlay } from './overlay-colour';

/** Whether a colour covers the background photo, and which colour at which opacity ('' for none). */
export function OverlayColourField({ value, error, onChange }: { value: unknown; error?: string | undefined; onChange: (overlayColor: string) => void }) {
  const id = useId();
  const overlay = typeof value === 'string' ? parseOverlay(value) : null;
  return (
    <>
      <label className={styles.check}>
        <input type="checkbox" checked={overlay !== null} onChange={(e) => onChange(e.target.checked ? overlayOf('#000000', 30) : '')} />
        사진 위에 색을 덮습니다 (글자가 잘 보이게)
      </label>
      {overlay && (
        <div className={styles.grid}>
          <div className={styles.field}>
            <label htmlFor={`${id}-color`}>덮는 색</label>
            <input id={`${id}-color`} type="color" value={overlay.hex} onChange={(e) => onChange(overlayOf(e.target.value, overlay.opacity))} />
          </div>
          <div className={styles.field}>
            <label htmlFor={`${id}-opacity`}>불투명도 (%)</label>
            <input id={`${id}-opacity`} type="number" min={0} max={100} value={overlay.opacity} onChange={(e) => onChange(overlayOf(overlay.hex, Number(e.target.value)))} />
          </div>
          {error && <p className={styles.error}>{error}</p>}
        </div>
      )}
    </>
  );
}
