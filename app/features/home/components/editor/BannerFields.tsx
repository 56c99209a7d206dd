import styles from '../HomeEditor.module.css';
import { LinkPicker } from '#app/staff-kit/components/LinkPicker';
import { PeriodField, TextField } from './EditorFields';
import { rec, str } from './json-values';
import { MediaSelect } from './MediaSelect';
import { PhotoUpload } from './PhotoUpload';
import type { EditorContext, Json } from './types';

/**
 * A banner widget's fields: its photo (chosen or uploaded; the photo's description fills an
 * empty alt text), alt text, link and the Seoul period it shows in.
 */
export function BannerFields({ widget, path, ctx, set, edit }: { widget: Json; path: string; ctx: EditorContext; set: (key: string, value: unknown) => void; edit: (change: (w: Json) => void) => void }) {
  const f = (key: string) => `${path}.${key}`;
  const image = rec(widget.image);
  return (
    <>
      <MediaSelect
        label="배너 사진"
        value={str(image.src)}
        media={ctx.media}
        error={ctx.err(f('image')) ?? ctx.err(f('image.src'))}
        onChange={(m) => {
          set('image', m ? { src: m.src, width: m.width, height: m.height } : undefined);
          if (m && str(widget.alt) === '') set('alt', m.alt);
        }}
      />
      <PhotoUpload
        label="배너 사진 올리기"
        onUploaded={(m) => {
          ctx.addMedia(m);
          edit((w) => {
            w.image = { src: m.src, width: m.width, height: m.height };
            if (str(w.alt) === '') w.alt = m.alt;
          });
        }}
      />
      <TextField label="배너 설명 (대체 텍스트)" required value={str(widget.alt)} onChange={(v) => set('alt', v)} error={ctx.err(f('alt'))} hint="사진 속 글자와 뜻을 그대로 적어 주세요. 화면을 볼 수 없는 분께 읽어 줍니다." />
      <LinkPicker
        onDescribed={ctx.addLink}
        label="배너를 누르면 여는 곳"
        value={str(widget.href)}
        target={ctx.links.get(str(widget.href))}
        required
        onChange={(v, picked) => {
          if (picked) ctx.addLink(picked);
          set('href', v);
        }}
        error={ctx.err(f('href'))}
      />
      <div className={styles.grid}>
        <PeriodField label="노출 시작 (한국 시간, 비우면 바로)" value={str(widget.startsAt)} error={ctx.err(f('startsAt'))} onChange={(v) => set('startsAt', v)} />
        <PeriodField label="노출 종료 (한국 시간, 비우면 계속)" value={str(widget.endsAt)} error={ctx.err(f('endsAt'))} onChange={(v) => set('endsAt', v)} />
      </div>
    </>
  );
}
