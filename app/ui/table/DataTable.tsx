import type { ReactNode, Ref } from 'react';
import styles from './DataTable.module.css';
import { withCellLabels } from './cell-labels';

/**
 * A table in a named scroll region; on a phone each row is a card with its cells under their
 * column names (cell-labels.ts), so nothing scrolls sideways. The region takes keyboard focus so a table wider than a
 * phone can be scrolled without a mouse (axe: scrollable-region-focusable), and its name tells a
 * screen reader which table it is in. Children are the table's caption, head and body.
 */
export function DataTable({
  label,
  wide = false,
  className,
  tableRef,
  children,
}: {
  label: string;
  /** Many columns: on a tablet the table keeps its width and scrolls (a phone shows cards). */
  wide?: boolean;
  className?: string;
  tableRef?: Ref<HTMLTableElement>;
  children: ReactNode;
}) {
  const classes = [styles.table, wide ? styles.wide : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <div className={styles.wrap} role="region" aria-label={label} tabIndex={0}>
      <table className={classes} ref={tableRef}>
        {withCellLabels(children)}
      </table>
    </div>
  );
}

/** Right-aligned figures with digits of one width, for counts and amounts. */
export const numericCell = styles.num;
