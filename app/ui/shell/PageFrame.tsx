import type { ReactNode } from 'react';
import { Breadcrumbs } from '#app/ui/breadcrumbs/Breadcrumbs';
import type { Crumb } from '#app/config/breadcrumbs';
import styles from './PageFrame.module.css';

/** Breadcrumb, the page's heading and its content area: the frame of every page. */
export function PageFrame({ title, crumbs, lead, children }: { title: string; crumbs: Crumb[]; lead?: ReactNode; children?: ReactNode }) {
  return (
    <div className={`shell ${styles.frame}`}>
      <Breadcrumbs crumbs={crumbs} />
      <h1 className={styles.title}>{title}</h1>
      {lead && <p className={styles.lead}>{lead}</p>}
      <div className={styles.body}>{children}</div>
    </div>
  );
}
