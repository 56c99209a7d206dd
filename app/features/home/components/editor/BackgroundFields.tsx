import { BACKGROUND_POSITIONS } from '../../layout-words';
import styles from '../HomeEditor.module.css';
import { SelectField, TextField } from './EditorFields';
import { str } from './json-values';
import { DEVICE_LABEL, FIT_PRESETS, fitOf, POSITION_LABEL } from './labels';
import { MediaSelect } from './MediaSelect';
import { OverlayColourField } from './OverlayColourField';
import { PhotoUpload } from './PhotoUpload';
import type { EditorContext, Json } from './types';

/**
 * A section's background: a photo per screen size, its description, how it fills the section
 * (a named preset stored as the size and repeat words) and which part stays in view, and a
 * colour over it.
 */
export function BackgroundFields({ background, path, ctx, onChange }: { background: Json | undefined; path: string; ctx: EditorContext; onChange: (bg: Json | undefined) => void }) {
  const bg = background ?? {};
  const set = (changes: Json) => {
    const next: Json = { ...bg };
    for (const [key, value] of Object.entries(changes)) {
      if (value === '' || value === undefined) delete next[key];
      else next[key] = value;
    }
    onChange(next);
  };
  const fit = fitOf(bg.size === undefined ? undefined : str(bg.size), bg.repeat === undefined ? undefined : str(bg.repeat));
  const fitOptions: { value: string; label: string }[] = FIT_PRESETS.map((p) => ({ value: p.value, label: p.label }));
  if (fit === 'custom') fitOptions.push({ value: 'custom', label: '직접 정한 방식 (그대로 둠)' });
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
              <MediaSelect key={device} label={`${DEVICE_LABEL[device]} 화면 사진`} value={str(bg[device])} media={ctx.media} error={ctx.err(`${path}.${device}`)} onChange={(m) => set({ [device]: m?.src ?? '' })} />
            ))}
          </div>
          <PhotoUpload label="배경 사진 올리기" onUploaded={(m) => ctx.addMedia(m)} />
          <TextField label="배경 사진 설명 (대체 텍스트)" value={str(bg.alt)} onChange={(v) => set({ alt: v })} error={ctx.err(`${path}.alt`)} />
          <div className={styles.grid}>
            <SelectField
              label="사진 채우는 방식"
              value={fit}
              onChange={(v) => {
                const preset = FIT_PRESETS.find((p) => p.value === v);
                if (preset) set({ size: preset.size, repeat: preset.repeat });
              }}
              options={fitOptions}
              error={ctx.err(`${path}.size`) ?? ctx.err(`${path}.repeat`)}
            />
            <SelectField label="잘릴 때 보이게 할 부분" value={str(bg.position) || 'center'} onChange={(v) => set({ position: v })} options={BACKGROUND_POSITIONS.map((v) => ({ value: v, label: POSITION_LABEL[v] ?? '가운데' }))} error={ctx.err(`${path}.position`)} />
          </div>
          <OverlayColourField value={bg.overlayColor} error={ctx.err(`${path}.overlayColor`)} onChange={(v) => set({ overlayColor: v })} />
        </>
      )}
    </fieldset>
  );
}
