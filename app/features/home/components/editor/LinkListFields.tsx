import styles from '../HomeEditor.module.css';
import { LinkPicker } from '#app/staff-kit/components/LinkPicker';
import { TextField } from './EditorFields';
import { str } from './json-values';
import { move } from './layout-edit';
import { MoveButtons } from './MoveButtons';
import type { EditorContext, Json } from './types';

/** The links of a link-list widget: words and address each, reorderable, added one by one. */
export function LinkListFields({ links, path, ctx, onChange }: { links: Json[]; path: string; ctx: EditorContext; onChange: (v: Json[]) => void }) {
  return (
    <fieldset className={styles.fieldset}>
      <legend>링크</legend>
      <ol className={styles.plain}>
        {links.map((link, i) => (
          <li key={i} className={styles.grid}>
            <TextField label={`링크 ${i + 1} 글자`} value={str(link.label)} onChange={(v) => onChange(links.map((l, j) => (j === i ? { ...l, label: v } : l)))} error={ctx.err(`${path}.${i}.label`)} />
            <LinkPicker
              onDescribed={ctx.addLink}
              label={`링크 ${i + 1}이 여는 곳`}
              value={str(link.href)}
              target={ctx.links.get(str(link.href))}
              required
              onChange={(v, picked) => {
                if (picked) ctx.addLink(picked);
                onChange(links.map((l, j) => (j === i ? { ...l, href: v } : l)));
              }}
              error={ctx.err(`${path}.${i}.href`)}
            />
            <MoveButtons label={`링크 ${i + 1}`} itemKey={(at) => `${path}.link.${at}`} index={i} count={links.length} onMove={(delta) => onChange(move(links, i, delta))} onRemove={() => onChange(links.filter((_, j) => j !== i))} />
          </li>
        ))}
      </ol>
      {ctx.err(path) && <p className={styles.error}>{ctx.err(path)}</p>}
      <button type="button" className={styles.small} onClick={() => onChange([...links, { label: '', href: '' }])}>
        + 링크 추가
      </button>
    </fieldset>
  );
}
