import type { ReactNode } from 'react';
import styles from './Health.module.css';

/**
 * A wide table that scrolls sideways on a narrow screen. The scroll box can take keyboard
 * focus and is named, so it can be scrolled without a mouse (axe: scrollable-region-focusable).
 */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.tableWrap} tabIndex={0} role="region" aria-label={label}>
      {children}
    </div>
  );
}
