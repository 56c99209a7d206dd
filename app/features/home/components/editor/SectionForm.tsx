import { MAX_COLUMNS } from '../../layout-words';
import styles from '../HomeEditor.module.css';
import { BackgroundFields } from './BackgroundFields';
import { ColumnForm } from './ColumnForm';
import { SelectField } from './EditorFields';
import { ARRANGEMENT_PRESETS, arrangementOf } from './labels';
import { move, newColumn, sectionSummary } from './layout-edit';
import { MoveButtons } from './MoveButtons';
import type { EditorContext, EditSection } from './types';

function hasIssue(ctx: EditorContext, prefix: string): boolean {
  // err() answers only once errors are shown; a section's badge follows the same rule.
  for (const suffix of ['sectionKey', 'columns', 'background']) if (ctx.err(`${prefix}.${suffix}`)) return true;
  return false;
}

/**
 * One section, folded in a <details> when there are many (one added in this visit starts open):
 * how its columns sit (a named arrangement, stored as a direction per screen size), its
 * background and its columns. Its key is made by the editor; the heading says what it shows.
 */
export function SectionForm({ section, index, count, ctx }: { section: EditSection; index: number; count: number; ctx: EditorContext }) {
  const p = `${index}`;
  const at = (d: EditSection[]) => d[index] as EditSection;
  const label = `섹션 ${index + 1}`;
  const widgets = section.columns.reduce((n, c) => n + c.seedComponents.length, 0);
  const arrangement = arrangementOf(section.direction);
  return (
    <li className={styles.section}>
      <details open={count <= 3 || ctx.fresh.has(section._uid) || undefined}>
        <summary>
          <h2 className={styles.sectionTitle}>
            {label} · {sectionSummary(section)}{' '}
            <span className={styles.meta}>
              칸 {section.columns.length}개 · 위젯 {widgets}개{hasIssue(ctx, p) ? ' · 고칠 곳 있음' : ''}
            </span>
          </h2>
        </summary>
        <div className={styles.sectionBody}>
          <div className={styles.toolbar}>
            <MoveButtons label={label} itemKey={section._uid} index={index} count={count} onMove={(delta) => ctx.update((d) => move(d, index, delta))} onRemove={() => ctx.update((d) => d.filter((_, i) => i !== index))} />
          </div>
          <div className={styles.grid}>
            <SelectField
              label="칸 배치"
              value={arrangement}
              onChange={(v) => {
                const preset = ARRANGEMENT_PRESETS.find((a) => a.value === v);
                if (preset) ctx.update((d) => void (at(d).direction = { ...preset.direction }));
              }}
              options={[...ARRANGEMENT_PRESETS.map((a) => ({ value: a.value, label: a.label })), ...(arrangement === 'custom' ? [{ value: 'custom', label: '화면마다 직접 정한 배치 (그대로 둠)' }] : [])]}
              error={ctx.err(`${p}.sectionKey`)}
            />
          </div>
          <BackgroundFields background={section.background} path={`${p}.background`} ctx={ctx} onChange={(bg) => ctx.update((d) => void (bg === undefined ? delete at(d).background : (at(d).background = bg)))} />
          <h3 className={styles.subhead}>칸</h3>
          <ol className={styles.columns}>
            {section.columns.map((column, ci) => (
              <ColumnForm key={column._uid} column={column} sectionIndex={index} index={ci} count={section.columns.length} ctx={ctx} />
            ))}
          </ol>
          {ctx.err(`${p}.columns`) && <p className={styles.error}>{ctx.err(`${p}.columns`)}</p>}
          <button type="button" className={styles.small} disabled={section.columns.length >= MAX_COLUMNS} onClick={() => ctx.update((d) => void at(d).columns.push(newColumn(at(d).columns)))}>
            + {label}에 칸 추가
          </button>
        </div>
      </details>
    </li>
  );
}
