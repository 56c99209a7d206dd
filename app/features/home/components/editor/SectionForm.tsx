import { MAX_COLUMNS } from '../../layout-schema';
import styles from '../HomeEditor.module.css';
import { BackgroundFields } from './BackgroundFields';
import { ColumnForm } from './ColumnForm';
import { SelectField, TextField } from './EditorFields';
import { DEVICE_LABEL } from './labels';
import { move, newColumn } from './layout-edit';
import { MoveButtons } from './MoveButtons';
import type { EditorContext, EditSection } from './types';

function hasIssue(ctx: EditorContext, prefix: string): boolean {
  // err() answers only once errors are shown; a section's badge follows the same rule.
  for (const suffix of ['sectionKey', 'columns', 'background']) if (ctx.err(`${prefix}.${suffix}`)) return true;
  return false;
}

/**
 * One section, folded in a <details> when there are many (one added in this visit starts open):
 * its key, the direction per device, its background and its columns.
 */
export function SectionForm({ section, index, count, ctx }: { section: EditSection; index: number; count: number; ctx: EditorContext }) {
  const p = `${index}`;
  const at = (d: EditSection[]) => d[index] as EditSection;
  const label = `섹션 ${index + 1}`;
  const widgets = section.columns.reduce((n, c) => n + c.seedComponents.length, 0);
  return (
    <li className={styles.section}>
      <details open={count <= 3 || ctx.fresh.has(section._uid) || undefined}>
        <summary>
          <h2 className={styles.sectionTitle}>
            {label} · {section.sectionKey}{' '}
            <span className={styles.meta}>
              칸 {section.columns.length}개 · 위젯 {widgets}개{hasIssue(ctx, p) ? ' · 고칠 곳 있음' : ''}
            </span>
          </h2>
        </summary>
        <div className={styles.sectionBody}>
          <div className={styles.toolbar}>
            <MoveButtons label={label} index={index} count={count} onMove={(delta) => ctx.update((d) => move(d, index, delta))} onRemove={() => ctx.update((d) => d.filter((_, i) => i !== index))} />
          </div>
          <div className={styles.grid}>
            <TextField label="섹션 키 (영문)" value={section.sectionKey} onChange={(v) => ctx.update((d) => void (at(d).sectionKey = v))} error={ctx.err(`${p}.sectionKey`)} hint="페이지 안에서 섹션을 구별하는 이름입니다." />
            {(['desktop', 'tablet', 'mobile'] as const).map((device) => (
              <SelectField
                key={device}
                label={`${DEVICE_LABEL[device]} 배치`}
                value={section.direction[device]}
                onChange={(v) => ctx.update((d) => void (at(d).direction[device] = v))}
                options={[
                  { value: 'row', label: '가로로 나란히' },
                  { value: 'column', label: '세로로 쌓기' },
                ]}
              />
            ))}
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
