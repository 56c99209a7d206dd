import type { ReactNode } from 'react';
import styles from './Recruitment.module.css';

export function EmptyState({ children }: { children: ReactNode }) {
  return <div className={styles.empty}>{children}</div>;
}
