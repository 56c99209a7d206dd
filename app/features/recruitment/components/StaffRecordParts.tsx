import type { ReactNode } from 'react';
import { Form, Link } from 'react-router';
import { FilterSelect as KitFilterSelect } from '#app/staff-kit/components/KitFields';
import { formatDate, formatNumber } from '#app/lib/format';
import formStyles from '#app/ui/form/Form.module.css';
import { DataTable } from '#app/ui/table/DataTable';
import { StatusBadge } from './StatusBadge';
import styles from './StaffRecruitment.module.css';
import { Timeline } from './Timeline';

/**
 * What the staff screens of trial applications (StaffOrderViews) and of returns and refunds
 * (StaffClaimViews) have in common: the search form, the status counts, the list table, the
 * detail panels and the detail page's frame. Each screen passes its labels, statuses and links.
 */

type Tone = 'plain' | 'accent' | 'done' | 'warn';

/** A select of the search form: the back-office kit's, with these screens' styles and fixed ids. */
export function FilterSelect(props: Omit<Parameters<typeof KitFilterSelect>[0], 'className'> & { id: string; all: string }) {
  return <KitFilterSelect {...props} className={styles.filterField} />;
}

/** The list's search form (GET); its fields are the children. */
export function StaffFilterForm({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Form method="get" className={styles.filters} aria-label={label}>
      {children}
      <button type="submit" className="btn">
        조회
      </button>
    </Form>
  );
}

/** How many records are in each status (and in all); each count links to the list filtered by it. */
export function StatusCounts<S extends string>({
  statuses,
  counts,
  labelOf,
  current,
  hrefFor,
}: {
  statuses: readonly S[];
  counts: Record<S, number>;
  labelOf: (status: S) => string;
  current: string;
  hrefFor: (status: S | '') => string;
}) {
  const all = Object.values<number>(counts).reduce((a, b) => a + b, 0);
  const items = [{ value: '' as const, label: '전체', n: all }, ...statuses.map((s) => ({ value: s, label: labelOf(s), n: counts[s] }))];
  return (
    <ul className={styles.counts} aria-label="상태별 신청 수">
      {items.map((i) => (
        <li key={i.value || 'all'}>
          <Link to={hrefFor(i.value)} aria-current={current === i.value ? 'true' : undefined}>
            {i.label} <strong>{formatNumber(i.n)}</strong>
          </Link>
        </li>
      ))}
    </ul>
  );
}

export interface StaffColumn {
  header: ReactNode;
  className?: string;
}

/** The list table: one row a record (its cells from `cells`), or the line saying none matched. */
export function StaffRecordTable<T extends { id: string }>({
  label,
  caption,
  columns,
  items,
  cells,
}: {
  label: string;
  caption: ReactNode;
  columns: readonly StaffColumn[];
  items: readonly T[];
  cells: (item: T) => ReactNode;
}) {
  return (
    <DataTable label={label} wide className={styles.rows}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          {columns.map((c, i) => (
            <th key={i} scope="col" className={c.className}>
              {c.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {items.length === 0 ? (
          <tr>
            <td colSpan={columns.length}>조건에 맞는 신청이 없습니다.</td>
          </tr>
        ) : (
          items.map((item) => <tr key={item.id}>{cells(item)}</tr>)
        )}
      </tbody>
    </DataTable>
  );
}

/** The first panel of a record's detail: its status, a heading, its facts (dt/dd) and what follows them. */
export function RecordSummaryPanel({ id, status, heading, facts, children }: { id: string; status: { label: string; tone: Tone }; heading: ReactNode; facts: ReactNode; children?: ReactNode }) {
  return (
    <section className={styles.panel} aria-labelledby={id}>
      <div>
        <StatusBadge label={status.label} tone={status.tone} />
      </div>
      <h2 id={id}>{heading}</h2>
      <dl className={styles.meta}>{facts}</dl>
      {children}
    </section>
  );
}

/** The 신청일 and 회원 facts of a summary panel. */
export function ApplicantFacts({ record }: { record: { createdAt: string; memberName: string; memberEmail: string } }) {
  return (
    <>
      <dt>신청일</dt>
      <dd>{formatDate(record.createdAt)}</dd>
      <dt>회원</dt>
      <dd>
        {record.memberName} ({record.memberEmail})
      </dd>
    </>
  );
}

/** The record's 진행 기록 panel. */
export function HistoryPanel({ id, events }: { id: string; events: Parameters<typeof Timeline>[0]['events'] }) {
  return (
    <section className={styles.panel} aria-labelledby={id}>
      <h2 id={id}>진행 기록</h2>
      <Timeline events={events} />
    </section>
  );
}

/**
 * The body of a detail page (inside StaffPage): the notice of the move just made (not when the
 * form came back with errors), the record's panels (children) and, beside them, its status form.
 */
export function StaffDetailBody({ notice, form, children }: { notice: string | null; form: ReactNode; children: ReactNode }) {
  return (
    <>
      {notice && (
        <p className={`${formStyles.success} ${styles.notice}`} role="status">
          {notice}
        </p>
      )}
      <div className={styles.grid}>
        <div className={styles.stack}>{children}</div>
        {form}
      </div>
    </>
  );
}
