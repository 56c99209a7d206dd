import type { HomeWidgetType } from '../../layout-words';
import styles from '../HomeEditor.module.css';
import { BannerFields } from './BannerFields';
import { CtaFields } from './CtaFields';
import { LinkPicker } from '#app/staff-kit/components/LinkPicker';
import { SelectField, TextField } from './EditorFields';
import { arr, rec, str } from './json-values';
import { LinkListFields } from './LinkListFields';
import { MediaSelect } from './MediaSelect';
import { ProductPicker } from './ProductPicker';
import type { EditorContext, Json } from './types';

/** The fields of a widget, by its type; an unknown type asks to be removed. */
export function WidgetFields({ widget, path, ctx, set, edit }: { widget: Json; path: string; ctx: EditorContext; set: (key: string, value: unknown) => void; edit: (change: (w: Json) => void) => void }) {
  const type = str(widget.type) as HomeWidgetType;
  const f = (key: string) => `${path}.${key}`;
  const title = <TextField label="제목" required value={str(widget.title)} onChange={(v) => set('title', v)} error={ctx.err(f('title'))} multiline={type === 'hero'} />;
  const text = (required = false) => <TextField label={required ? '설명' : '설명 (선택)'} required={required} value={str(widget.text)} onChange={(v) => set('text', v)} error={ctx.err(f('text'))} multiline />;
  const cta = (key: string, optional: boolean, name = '버튼') => (
    <CtaFields name={name} value={widget[key] === undefined ? undefined : rec(widget[key])} optional={optional} path={f(key)} ctx={ctx} onChange={(v) => set(key, v)} />
  );
  switch (type) {
    case 'hero':
      return (
        <>
          <TextField label="머리글 (선택)" value={str(widget.eyebrow)} onChange={(v) => set('eyebrow', v)} error={ctx.err(f('eyebrow'))} />
          {title}
          {text(true)}
          {cta('cta', false, '첫 번째 버튼')}
          {cta('secondary', true, '두 번째 버튼')}
        </>
      );
    case 'section-title':
      return (
        <>
          {title}
          {text()}
        </>
      );
    case 'program-card': {
      const image = rec(widget.image);
      return (
        <>
          {title}
          {text(true)}
          <LinkPicker
            onDescribed={ctx.addLink}
            label="카드를 누르면 여는 곳"
            value={str(widget.href)}
            target={ctx.links.get(str(widget.href))}
            required
            onChange={(v, picked) => {
              if (picked) ctx.addLink(picked);
              set('href', v);
            }}
            error={ctx.err(f('href'))}
          />
          <MediaSelect label="아이콘 사진" value={str(image.src)} media={ctx.media} allowNone={false} error={ctx.err(f('image.src'))} onChange={(m) => m && set('image', { src: m.src, alt: str(image.alt), width: m.width, height: m.height })} />
          <TextField label="아이콘 설명 (꾸밈용이면 비워 두세요)" value={str(image.alt)} onChange={(v) => set('image', { ...image, alt: v })} error={ctx.err(f('image.alt'))} />
        </>
      );
    }
    case 'promo':
      return (
        <>
          <SelectField
            label="색"
            value={str(widget.tone) || 'warm'}
            onChange={(v) => set('tone', v)}
            options={[
              { value: 'warm', label: '따뜻한 색' },
              { value: 'cool', label: '시원한 색' },
            ]}
          />
          {title}
          {text(true)}
          {cta('cta', false)}
        </>
      );
    case 'link-list':
      return (
        <>
          {title}
          {text()}
          <LinkListFields links={arr(widget.links).map(rec)} path={f('links')} ctx={ctx} onChange={(v) => set('links', v)} />
        </>
      );
    case 'featured-products':
      return (
        <>
          {title}
          {text()}
          <ProductPicker ids={arr(widget.productIds).map(str)} products={ctx.products} error={ctx.err(f('productIds'))} onChange={(ids) => set('productIds', ids)} />
          <TextField label="보여 줄 개수 (1~12)" type="number" value={str(widget.limit)} onChange={(v) => set('limit', v === '' ? Number.NaN : Number(v))} error={ctx.err(f('limit'))} />
          {cta('cta', true, '더 보기 버튼')}
        </>
      );
    case 'latest-articles':
      return (
        <>
          {title}
          {text()}
          <TextField label="보여 줄 글 수 (1~8)" type="number" value={str(widget.limit)} onChange={(v) => set('limit', v === '' ? Number.NaN : Number(v))} error={ctx.err(f('limit'))} />
          {cta('cta', true, '더 보기 버튼')}
        </>
      );
    case 'banner':
      return <BannerFields widget={widget} path={path} ctx={ctx} set={set} edit={edit} />;
    default:
      return <p className={styles.error}>알 수 없는 위젯입니다 ({type || '종류 없음'}). 지워 주세요.</p>;
  }
}
