import { BACKGROUND_POSITIONS, BACKGROUND_REPEAT_CHOICES, BACKGROUND_SIZES } from '../../layout-schema';
import styles from '../HomeEditor.module.css';
import { SelectField, TextField } from './EditorFields';
import { str } from './json-values';
import { DEVICE_LABEL, POSITION_LABEL, REPEAT_LABEL, SIZE_LABEL } from './labels';
import { MediaSelect } from './MediaSelect';
import { OverlayColourField } from './OverlayColourField';
import { PhotoUpload } from './PhotoUpload';
import type { EditorContext, Json } from './types';

/** A section's background: a photo per device, its alt text, placement, and a colour over it. */
export function BackgroundFields({ background, path, ctx, onChange }: { background: Json | undefined; path: string; ctx: EditorContext; onChange: (bg: Json | undefined) => void }) {
  const bg = background ?? {};
  const set = (key: string, value: unknown) => {
    const next: Json = { ...bg };
    if (value === '' || value === undefined) delete next[key];
    else next[key] = value;
    onChange(next);
  };
  return (
    <fieldset className={styles.fieldset}>
      <legend>배경</legend>
      <label className={styles.check}>
        <input type="checkbox" checked={background !== undefined} onChange={(e) => onChange(e.target.checked ? { position: 'center', size: 'cover', repeat: 'no-repeat' } : undefined)} />
        배경 사진이나 색을 씁니다
      </label>
      {background !== undefined && (
        <>
          <div className={styles.grid}>
            {(['mobile', 'tablet', 'desktop'] as const).map((device) => (
              <MediaSelect key={device} label={`${DEVICE_LABEL[device]} 사진`} value={str(bg[device])} media={ctx.media} error={ctx.err(`${path}.${device}`)} onChange={(m) => set(device, m?.src ?? '')} />
            ))}
          </div>
          <PhotoUpload label="배경 사진 올리기" onUploaded={(m) => ctx.addMedia(m)} />
          <TextField label="배경 사진 설명 (대체 텍스트)" value={str(bg.alt)} onChange={(v) => set('alt', v)} error={ctx.err(`${path}.alt`)} />
          <div className={styles.grid}>
            <SelectField label="위치" value={str(bg.position) || 'center'} onChange={(v) => set('position', v)} options={BACKGROUND_POSITIONS.map((v) => ({ value: v, label: POSITION_LABEL[v] ?? v }))} error={ctx.err(`${path}.position`)} />
            <SelectField label="크기" value={str(bg.size) || 'cover'} onChange={(v) => set('size', v)} options={BACKGROUND_SIZES.map((v) => ({ value: v, label: SIZE_LABEL[v] ?? v }))} error={ctx.err(`${path}.size`)} />
            <SelectField label="반복" value={str(bg.repeat) || 'no-repeat'} onChange={(v) => set('repeat', v)} options={BACKGROUND_REPEAT_CHOICES.map((v) => ({ value: v, label: REPEAT_LABEL[v] ?? v }))} error={ctx.err(`${path}.repeat`)} />
          </div>
          <OverlayColourField value={bg.overlayColor} error={ctx.err(`${path}.overlayColor`)} onChange={(v) => set('overlayColor', v)} />
        </>
      )}
    </fieldset>
  );
}
