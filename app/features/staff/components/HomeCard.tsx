import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';
import { formatNumber } from '#app/lib/format';
import styles from './StaffHome.module.css';

/**
 * One card of the staff home: what waits (each count in words), what else the card shows
 * (`children`), then the links to the pages that handle it.
 */
export function HomeCard({
  id,
  title,
  counts = [],
  actions = [],
  children,
}: {
  /** Names the card's heading (`home-{id}`), which labels the section. */
  id: string;
  title: string;
  counts?: readonly { label: string; count: number }[];
  actions?: readonly { to: string; label: string }[];
  children?: ReactNode;
}) {
  return (
    <section className={styles.card} aria-labelledby={`home-${id}`}>
      <h2 id={`home-${id}`}>{title}</h2>
      {counts.map((c) => (
        <p key={c.label}>
          {`${c.label} `}
          <strong>{formatNumber(c.count)}건</strong>
        </p>
      ))}
      {children}
      {actions.map((a, i) => (
        <Fragment key={a.label}>
          {i > 0 && ' '}
          <Link className={styles.action} to={a.to}>
            {a.label}
          </Link>
        </Fragment>
      ))}
    </section>
  );
}
