import type { ReactNode } from 'react';
import { TableScroll } from './TableScroll';
import styles from './Health.module.css';

/** A feeding-table row: the day's grams per column (activity or weight plan), the chosen column marked, and what each column means. */
export function FeedingTable({
  label,
  caption,
  columns,
  grams,
  chosen,
  markCurrent = false,
}: {
  label: string;
  caption: ReactNode;
  columns: readonly { label: string; description: string }[];
  grams: readonly number[];
  chosen: number;
  /** Also say the chosen column to screen readers (aria-current). */
  markCurrent?: boolean;
}) {
  return (
    <>
      <TableScroll label={label}>
        <table className={styles.table}>
          <caption>{caption}</caption>
          <thead>
            <tr>
              {columns.map((c) => (
                <th key={c.label} scope="col">
                  {c.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <tr>
              {grams.map((g, i) => (
                <td key={columns[i]!.label} className={i === chosen ? styles.grams : undefined} aria-current={markCurrent && i === chosen ? 'true' : undefined}>
                  {g}g
                </td>
              ))}
            </tr>
          </tbody>
        </table>
      </TableScroll>
      <ul className={`${styles.small} ${styles.muted}`}>
        {columns.map((c) => (
          <li key={c.label}>
            <strong>{c.label}</strong>: {c.description}
          </li>
        ))}
      </ul>
    </>
  );
}
