import { type HomeWidgetType, WIDGET_LABELS, WIDGET_TYPES } from '../../layout-words';
import styles from '../HomeEditor.module.css';
import { str } from './json-values';
import { move } from './layout-edit';
import { MoveButtons } from './MoveButtons';
import type { EditorContext, EditSection, Json } from './types';
import { WidgetFields } from './WidgetFields';

/** One widget of a column: its number and type, move and delete buttons, and its fields. */
export function WidgetForm({ widget, itemKey, path, index, count, label, ctx, at }: { widget: Json; itemKey: string; path: string; index: number; count: number; label: string; ctx: EditorContext; at: (d: EditSection[]) => Json[] }) {
  const type = str(widget.type) as HomeWidgetType;
  const known = (WIDGET_TYPES as readonly string[]).includes(type);
  const edit = (change: (w: Json) => void) => ctx.update((d) => change(at(d)[index] as Json));
  const set = (key: string, value: unknown) =>
    edit((w) => {
      if (value === undefined) delete w[key];
      else w[key] = value;
    });
  return (
    <li className={styles.widget}>
      <div className={styles.toolbar}>
        <strong>
          위젯 {index + 1} · {known ? WIDGET_LABELS[type] : '알 수 없음'}
        </strong>
        <MoveButtons
          label={label}
          itemKey={itemKey}
          index={index}
          count={count}
          onMove={(delta) =>
            ctx.update((d) => {
              const list = at(d);
              const moved = move(list, index, delta);
              list.splice(0, list.length, ...moved);
            })
          }
          onRemove={() => ctx.update((d) => void at(d).splice(index, 1))}
        />
      </div>
      <WidgetFields widget={widget} path={path} ctx={ctx} set={set} edit={edit} />
    </li>
  );
}
