import { useId, useRef, useState } from 'react';
import formStyles from '#app/ui/form/Form.module.css';
import styles from './RowList.module.css';

export interface RowColumn {
  key: string;
  label: string;
  placeholder?: string;
  maxLength?: number;
  /** A choice instead of typed text: the cell is a select of these (the first is what a new row shows). */
  options?: readonly { value: string; label: string }[];
  /** The phone keyboard of a typed cell ('url' for an address). */
  inputMode?: 'text' | 'url';
}

/**
 * A list of rows typed one cell at a time ("조단백" | "25% 이상") instead of "항목: 값" lines: add,
 * remove and move rows with buttons that work by keyboard and on a phone. Each cell is the form
 * field `{name}.{row}.{key}` (row-fields.ts reads them back), so the form works before the script
 * loads: the rows given and `spare` empty ones are there from the first paint.
 */
export function RowListField({
  legend,
  name,
  columns,
  rows: initial,
  max,
  spare = 2,
  hint,
  error,
}: {
  legend: string;
  name: string;
  columns: readonly RowColumn[];
  rows: readonly (readonly string[])[];
  max: number;
  spare?: number;
  hint?: string;
  error?: string | undefined;
}) {
  const base = useId();
  const serial = useRef(0);
  const blank = (): Row => ({ id: `n${serial.current++}`, cells: columns.map((column) => column.options?.[0]?.value ?? '') });
  const [rows, setRows] = useState<Row[]>(() => [
    ...initial.map((cells, i) => ({ id: `i${i}`, cells: columns.map((column, c) => cells[c] ?? column.options?.[0]?.value ?? '') })),
    ...Array.from({ length: Math.min(spare, Math.max(0, max - initial.length)) }, blank),
  ]);
  const list = useRef<HTMLOListElement>(null);
  const focusRow = (index: number, control: string) => requestAnimationFrame(() => list.current?.querySelectorAll('li')[index]?.querySelector<HTMLElement>(`[data-control="${control}"]`)?.focus());
  const move = (from: number, to: number, control: string) => {
    setRows((current) => {
      const next = [...current];
      const [row] = next.splice(from, 1);
      next.splice(to, 0, row!);
      return next;
    });
    focusRow(to, control);
  };
  const edit = (index: number, column: number, value: string) => setRows((current) => current.map((r, i) => (i === index ? { ...r, cells: r.cells.map((c, j) => (j === column ? value : c)) } : r)));
  const errorId = `${base}-error`;
  const hintId = `${base}-hint`;
  return (
    <fieldset className={formStyles.fieldset} aria-describedby={[hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined}>
      <legend>{legend}</legend>
      {hint && (
        <p id={hintId} className={formStyles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={formStyles.error}>
          {error}
        </p>
      )}
      <ol ref={list} className={styles.rows}>
        {rows.map((row, index) => (
          <li key={row.id} className={styles.row}>
            {columns.map((column, c) => {
              const id = `${base}-${row.id}-${column.key}`;
              return (
                <div key={column.key} className={styles.cell}>
                  <label htmlFor={id} className={styles.label}>
                    {column.label} {index + 1}
                  </label>
                  {column.options ? (
                    <select id={id} name={`${name}.${index}.${column.key}`} value={row.cells[c]} onChange={(e) => edit(index, c, e.currentTarget.value)} className={formStyles.input}>
                      {column.options.map((o) => (
                        <option key={o.value} value={o.value}>
                          {o.label}
                        </option>
                      ))}
                    </select>
                  ) : (
                    <input
                      id={id}
                      name={`${name}.${index}.${column.key}`}
                      value={row.cells[c]}
                      onChange={(e) => edit(index, c, e.currentTarget.value)}
                      placeholder={column.placeholder}
                      maxLength={column.maxLength}
                      inputMode={column.inputMode}
                      autoComplete={column.inputMode === 'url' ? 'off' : undefined}
                      className={formStyles.input}
                    />
                  )}
                </div>
              );
            })}
            <div className={styles.actions}>
              <button type="button" className={styles.button} data-control="up" disabled={index === 0} onClick={() => move(index, index - 1, 'up')} aria-label={`${index + 1}번째 줄 위로`}>
                위로
              </button>
              <button type="button" className={styles.button} data-control="down" disabled={index === rows.length - 1} onClick={() => move(index, index + 1, 'down')} aria-label={`${index + 1}번째 줄 아래로`}>
                아래로
              </button>
              <button
                type="button"
                className={styles.button}
                onClick={() => {
                  setRows((current) => current.filter((_, i) => i !== index));
                  focusRow(Math.max(0, index - 1), 'up');
                }}
                aria-label={`${index + 1}번째 줄 삭제`}
              >
                삭제
              </button>
            </div>
          </li>
        ))}
      </ol>
      <button
        type="button"
        className={styles.add}
        disabled={rows.length >= max}
        onClick={() => {
          setRows((current) => [...current, blank()]);
          requestAnimationFrame(() => list.current?.querySelector<HTMLElement>('li:last-child :is(input, select)')?.focus());
        }}
      >
        줄 추가
      </button>
      {rows.length >= max && <p className={formStyles.hint}>최대 {max}줄까지 입력할 수 있습니다.</p>}
    </fieldset>
  );
}

interface Row {
  id: string;
  cells: string[];
}
