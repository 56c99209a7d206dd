import { type ReactNode, useId, useRef } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { formatSeoulMinute } from '#app/lib/seoul-time';
import { ErrorSummary } from '#app/ui/form/Field';
import { Paginator } from '#app/ui/paginator/Paginator';
import { type ContentMeta, STATE_FILTER_LABEL, STATE_FILTERS, type StateFilter } from '../content-state';
import styles from './ContentKit.module.css';
import { StateBadge } from './StateBadge';
import { DataTable } from '#app/ui/table/DataTable';
import { pageHref } from '#app/ui/paginator/paginator';
import { withParticle } from '#app/lib/korean-particles';
import { formatNumber } from '#app/lib/format';

interface ListColumn<T> {
  header: string;
  cell: (row: T) => ReactNode;
}

/** What a back-office list's loader answers: the parsed query, sorts, one page of rows, the notice. */
interface ContentListData<T> {
  /** The parsed list query: its filters (all but `page` and `saved`) are kept in the page links. */
  query: { q: string; state: StateFilter; sort: string } & Record<string, string | number | null | undefined>;
  sorts: readonly { value: string; label: string }[];
  rows: T[];
  total: number;
  page: number;
  perPage: number;
  /** What the last action did (`?saved=`), in words. */
  notice?: string | null;
}

export interface ContentListProps<T extends { meta: ContentMeta }> {
  /** The loader's answer, whole. */
  list: ContentListData<T>;
  /** The action's field errors (a bulk change refused). */
  errors?: Record<string, string> | undefined;
  /** "공지" — in buttons and counts. */
  noun: string;
  /** More filters inside the search form (selects named as query parameters). */
  filters?: ReactNode;
  /** The list's address; a record is edited at `{path}/edit?id=…` and made at `{path}/edit`. */
  path: string;
  /** The kind's editor page (href of its route): a row's link adds `?id=`, the new-record button has none. */
  editPath: string;
  titleOf: (row: T) => string;
  /** A line under the title (category, product…). */
  subOf?: (row: T) => ReactNode;
  /** False where records are not made here (brand pages: the site menu fixes them). */
  creatable?: boolean;
  columns?: ListColumn<T>[];
  /** Lists that cannot be published in bulk (categories) hide the bulk bar. */
  bulk?: boolean;
}

/**
 * Every back-office list: search words, state and more filters, sort (a GET form, so the list
 * is a link), rows with their state, the ticked rows published or made private at once (a POST
 * of the bulk operation), and the shared paginator (SPEC 2.5).
 */
export function ContentList<T extends { meta: ContentMeta }>(props: ContentListProps<T>) {
  const { noun } = props;
  const { query, rows, total } = props.list;
  const busy = useNavigation().state === 'submitting';
  const formId = useId();
  const table = useRef<HTMLTableElement>(null);
  const bulk = props.bulk !== false;
  const { page: _page, saved: _saved, ...filters } = query;
  // 'all' is the list's default state, so it stays out of the address like any unset filter.
  const hrefForPage = (page: number) => pageHref(props.path, { ...filters, state: filters.state === 'all' ? '' : filters.state }, page);
  const editHref = (row: T) => `${props.editPath}?id=${encodeURIComponent(row.meta.id)}`;
  const toggleAll = (on: boolean) => {
    for (const box of table.current?.querySelectorAll<HTMLInputElement>('input[name="ids"]') ?? []) box.checked = on;
  };
  return (
    <>
      <Form method="get" className={styles.toolbar} role="search" aria-label={`${noun} 찾기`}>
        <div className={styles.filter}>
          <label htmlFor={`${formId}-q`}>검색어</label>
          <input id={`${formId}-q`} name="q" type="search" defaultValue={query.q} maxLength={100} />
        </div>
        <div className={styles.filter}>
          <label htmlFor={`${formId}-state`}>상태</label>
          <select id={`${formId}-state`} name="state" defaultValue={query.state}>
            {STATE_FILTERS.map((s) => (
              <option key={s} value={s}>
                {STATE_FILTER_LABEL[s]}
              </option>
            ))}
          </select>
        </div>
        {props.filters}
        <div className={styles.filter}>
          <label htmlFor={`${formId}-sort`}>정렬</label>
          <select id={`${formId}-sort`} name="sort" defaultValue={query.sort}>
            {props.list.sorts.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="btn">
          검색
        </button>
      </Form>

      {props.list.notice && (
        <p className={styles.notice} role="status">
          {props.list.notice}
        </p>
      )}
      <ErrorSummary errors={props.errors} title="처리하지 못했습니다." />

      <div className={styles.head}>
        <p className={styles.count}>
          {noun} {formatNumber(total)}개
        </p>
        {props.creatable !== false && (
          <Link to={props.editPath} className="btn">
            새 {noun} 만들기
          </Link>
        )}
      </div>

      {rows.length === 0 ? (
        <p className={styles.empty}>조건에 맞는 {withParticle(noun, '이/가')} 없습니다.</p>
      ) : (
        <Form method="post" id={`${formId}-bulk`}>
          <input type="hidden" name="intent" value="bulk" />
          {bulk && (
            <div className={styles.bulk}>
              <button type="submit" name="action" value="publish" className="btn" disabled={busy}>
                선택 항목 지금 게시
              </button>
              <button type="submit" name="action" value="unpublish" className={`btn ${styles.secondary}`} disabled={busy}>
                선택 항목 비공개
              </button>
            </div>
          )}
          <DataTable label={`${noun} 목록 표`} wide={(props.columns?.length ?? 0) > 0} className={styles.selectable} tableRef={table}>
            <caption className="visually-hidden">{noun} 목록</caption>
            <thead>
              <tr>
                <th scope="col">
                  {bulk ? (
                    <input type="checkbox" aria-label="이 페이지 모두 선택" onChange={(e) => toggleAll(e.currentTarget.checked)} />
                  ) : (
                    <span className="visually-hidden">선택</span>
                  )}
                </th>
                <th scope="col">제목</th>
                {props.columns?.map((c) => (
                  <th scope="col" key={c.header}>
                    {c.header}
                  </th>
                ))}
                <th scope="col">상태</th>
                <th scope="col">최근 수정</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.meta.id}>
                  <td>{bulk && <input type="checkbox" name="ids" value={row.meta.id} aria-label={`선택: ${props.titleOf(row)}`} />}</td>
                  <td className={styles.titleCell}>
                    <Link to={editHref(row)}>{props.titleOf(row)}</Link>
                    {props.subOf && <span className={styles.sub}>{props.subOf(row)}</span>}
                  </td>
                  {props.columns?.map((c) => <td key={c.header}>{c.cell(row)}</td>)}
                  <td>
                    <StateBadge state={row.meta.state} publishAt={row.meta.publishAt} />
                  </td>
                  <td>{formatSeoulMinute(row.meta.updatedAt)}</td>
                </tr>
              ))}
            </tbody>
          </DataTable>
        </Form>
      )}
      {total > props.list.perPage && <Paginator totalEntries={total} perPage={props.list.perPage} page={props.list.page} hrefForPage={hrefForPage} label={`${noun} 목록 페이지`} />}
    </>
  );
}
