import styles from '../HomeEditor.module.css';
import { LinkPicker } from '#app/staff-kit/components/LinkPicker';
import { TextField } from './EditorFields';
import { str } from './json-values';
import type { EditorContext, Json } from './types';

/** A button's words and link; an optional one has a checkbox that shows or drops it. */
export function CtaFields({ name, value, optional, path, ctx, onChange }: { name: string; value: Json | undefined; optional: boolean; path: string; ctx: EditorContext; onChange: (v: Json | undefined) => void }) {
  return (
    <fieldset className={styles.fieldset}>
      <legend>{name}</legend>
      {optional && (
        <label className={styles.check}>
          <input type="checkbox" checked={value !== undefined} onChange={(e) => onChange(e.target.checked ? { label: '', href: '' } : undefined)} />
          {name} 보이기
        </label>
      )}
      {value !== undefined && (
        <div className={styles.grid}>
          <TextField label="버튼 글자" required value={str(value.label)} onChange={(v) => onChange({ ...value, label: v })} error={ctx.err(`${path}.label`)} />
          <LinkPicker
            onDescribed={ctx.addLink}
            label={`${name}이 여는 곳`}
            value={str(value.href)}
            target={ctx.links.get(str(value.href))}
            required
            onChange={(v, picked) => {
              if (picked) ctx.addLink(picked);
              onChange({ ...value, href: v });
            }}
            error={ctx.err(`${path}.href`)}
          />
        </div>
      )}
    </fieldset>
  );
}
