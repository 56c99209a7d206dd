import { useId, useState } from 'react';
import { type HomeWidgetType, MAX_WIDGETS, WIDGET_LABELS, WIDGET_TYPES } from '../../layout-words';
import styles from '../HomeEditor.module.css';
import { SelectField } from './EditorFields';
import { str } from './json-values';
import { widthName, widthOptions } from './labels';
import { move, newWidget } from './layout-edit';
import { MoveButtons } from './MoveButtons';
import type { EditColumn, EditorContext, EditSection } from './types';
import { WidgetForm } from './WidgetForm';

/** One column of a section: its width (by name), its widgets, and a widget to add. Its stored name and key are made by the editor. */
export function ColumnForm({ column, sectionIndex, index, count, ctx }: { column: EditColumn; sectionIndex: number; index: number; count: number; ctx: EditorContext }) {
  const id = useId();
  const [adding, setAdding] = useState<HomeWidgetType>('banner');
  const p = `${sectionIndex}.columns.${index}`;
  const at = (d: EditSection[]) => (d[sectionIndex] as EditSection).columns[index] as EditColumn;
  const label = `섹션 ${sectionIndex + 1}의 칸 ${index + 1}`;
  return (
    <li className={styles.column}>
      <div className={styles.toolbar}>
        <strong>
          칸 {index + 1} · {widthName(column.columnWidth)}
        </strong>
        <MoveButtons
          label={label}
          itemKey={column._uid}
          index={index}
          count={count}
          onMove={(delta) => ctx.update((d) => void ((d[sectionIndex] as EditSection).columns = move((d[sectionIndex] as EditSection).columns, index, delta)))}
          onRemove={() => ctx.update((d) => void ((d[sectionIndex] as EditSection).columns = (d[sectionIndex] as EditSection).columns.filter((_, i) => i !== index)))}
        />
      </div>
      <div className={styles.grid}>
        <SelectField
          label="칸 너비 (컴퓨터 화면에서)"
          value={column.columnWidth}
          onChange={(v) => ctx.update((d) => void (at(d).columnWidth = v))}
          options={widthOptions(column.columnWidth)}
          error={ctx.err(`${p}.columnWidth`) ?? ctx.err(`${p}.columnName`) ?? ctx.err(`${p}.columnKey`)}
        />
      </div>
      <ol className={styles.widgets}>
        {column.seedComponents.map((widget, wi) => (
          <WidgetForm key={str(widget._uid) || wi} itemKey={str(widget._uid) || String(wi)} widget={widget} path={`${p}.seedComponents.${wi}`} index={wi} count={column.seedComponents.length} label={`${label}의 위젯 ${wi + 1}`} ctx={ctx} at={(d) => at(d).seedComponents} />
        ))}
      </ol>
      <div className={styles.addRow}>
        <label htmlFor={`${id}-type`}>위젯 종류</label>
        <select id={`${id}-type`} value={adding} onChange={(e) => setAdding(e.target.value as HomeWidgetType)}>
          {WIDGET_TYPES.map((t) => (
            <option key={t} value={t}>
              {WIDGET_LABELS[t]}
            </option>
          ))}
        </select>
        <button type="button" className={styles.small} disabled={column.seedComponents.length >= MAX_WIDGETS} onClick={() => ctx.update((d) => void at(d).seedComponents.push(newWidget(adding)))}>
          + 위젯 추가
        </button>
      </div>
    </li>
  );
}
