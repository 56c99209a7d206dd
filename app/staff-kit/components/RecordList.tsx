import type { ReactNode } from 'react';
import { Form } from 'react-router';
import { DataTable } from '#app/ui/table/DataTable';
import styles from './RecordList.module.css';

/**
 * The pieces of the staff pages that show records rather than edit content (the audit trail,
 * the mail outbox, client logs, reports): a filter form and a table with its empty row.
 */

/** A filter form: a GET, so a filtered view is a link; its fields are the children. */
export function FilterForm({ children, search = false, submit = '조회' }: { children: ReactNode; search?: boolean; submit?: string }) {
  return (
    <Form method="get" className={styles.filters} role={search ? 'search' : undefined}>
      {children}
      <button type="submit" className="btn">
        {submit}
      </button>
    </Form>
  );
}

/** The first and the last day of a filter (query `from`, `to`). */
export function DateRange({ from, to }: { from: string; to: string }) {
  return (
    <>
      <label>
        시작일
        <input type="date" name="from" defaultValue={from} />
      </label>
      <label>
        종료일
        <input type="date" name="to" defaultValue={to} />
      </label>
    </>
  );
}

/**
 * A table of records: its caption, one header cell per column, a row per record (`children`
 * answers the `<tr>`), and `empty` across the table when there is none.
 */
export function RecordTable<T>({
  label,
  caption,
  columns,
  rows,
  empty,
  wide,
  children,
}: {
  label: string;
  /** The whole `<caption>` element (visually hidden where the page heading says it). */
  caption: ReactNode;
  columns: readonly string[];
  rows: readonly T[];
  empty?: string;
  wide?: boolean;
  children: (row: T, index: number) => ReactNode;
}) {
  return (
    <DataTable label={label} wide={wide}>
      {caption}
      <thead>
        <tr>
          {columns.map((c) => (
            <th key={c} scope="col">
              {c}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 && empty ? (
          <tr>
            <td colSpan={columns.length}>{empty}</td>
          </tr>
        ) : (
          rows.map(children)
        )}
      </tbody>
    </DataTable>
  );
}
