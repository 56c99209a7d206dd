import { type ReactNode, useId, useMemo, useRef, useState } from 'react';
import { Form } from 'react-router';
import { formatSeoulMinute, isoToSeoulLocal, seoulLocalToIso } from '#app/lib/seoul-time';
import { siteUrl } from '#app/lib/site-url';
import { describedByOf, FieldNotes } from '#app/ui/form/Field';
import { SiteImage } from '#app/ui/image/SiteImage';
import { hasVariants } from '#app/lib/responsive-image';
import {
  BACKGROUND_POSITIONS,
  BACKGROUND_REPEAT_CHOICES,
  BACKGROUND_SIZES,
  COLUMN_WIDTHS,
  HomeLayoutSchema,
  type HomeWidgetType,
  layoutIssues,
  MAX_COLUMNS,
  MAX_SECTIONS,
  MAX_WIDGETS,
  WIDGET_LABELS,
  WIDGET_TYPES,
} from '../layout-schema';
import styles from './HomeEditor.module.css';

/**
 * The home page editor (issue 15 item 6, docs/decisions/home-editor.md): the sections of the
 * draft, their columns and widgets, each movable with buttons (no drag), checked in the browser
 * by the same schema the server checks with. The whole layout is sent as one JSON field.
 */

type Json = Record<string, unknown>;
type Device = 'desktop' | 'tablet' | 'mobile';
/** `_uid`: the editor's own stable key of an item (React keys, open state), never sent. */
interface EditColumn {
  _uid: string;
  columnKey: string;
  columnName: string;
  columnWidth: string;
  seedComponents: Json[];
}
interface EditSection {
  _uid: string;
  sectionKey: string;
  direction: Record<Device, string>;
  background?: Json;
  columns: EditColumn[];
}
export interface MediaChoice {
  src: string;
  alt: string;
  width: number;
  height: number;
}
export interface ProductChoice {
  id: string;
  name: string;
  active: boolean;
}

const DEVICE_LABEL: Record<Device, string> = { desktop: '데스크톱', tablet: '태블릿', mobile: '모바일' };
const POSITION_LABEL: Record<string, string> = {
  center: '가운데',
  'center top': '가운데 위',
  'center bottom': '가운데 아래',
  'left center': '왼쪽 가운데',
  'right center': '오른쪽 가운데',
  'left top': '왼쪽 위',
  'right top': '오른쪽 위',
  'left bottom': '왼쪽 아래',
  'right bottom': '오른쪽 아래',
};
const SIZE_LABEL: Record<string, string> = { cover: '영역을 채움 (cover)', contain: '사진 전체 보이기 (contain)', auto: '원래 크기 (auto)' };
const REPEAT_LABEL: Record<string, string> = { 'no-repeat': '반복 안 함', repeat: '가로·세로 반복', 'repeat-x': '가로 반복', 'repeat-y': '세로 반복' };

function move<T>(list: T[], index: number, delta: number): T[] {
  const target = index + delta;
  if (target < 0 || target >= list.length) return list;
  const next = [...list];
  const [item] = next.splice(index, 1);
  next.splice(target, 0, item as T);
  return next;
}

let uidCounter = 0;
const uid = () => `u${(uidCounter += 1)}`;

const str = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
const rec = (v: unknown): Json => (typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Json) : {});
const arr = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);

export function newWidget(type: HomeWidgetType): Json {
  return { _uid: uid(), ...widgetDefaults(type) };
}

function widgetDefaults(type: HomeWidgetType): Json {
  const cta = { label: '', href: '/' };
  switch (type) {
    case 'hero':
      return { type, eyebrow: '', title: '', text: '', cta };
    case 'section-title':
      return { type, title: '', text: '' };
    case 'program-card':
      return { type, title: '', text: '', href: '/', image: { src: '', alt: '', width: 160, height: 160 } };
    case 'promo':
      return { type, tone: 'warm', title: '', text: '', cta };
    case 'link-list':
      return { type, title: '', text: '', links: [{ ...cta }] };
    case 'featured-products':
      return { type, title: '', text: '', productIds: [], limit: 4 };
    case 'latest-articles':
      return { type, title: '', text: '', limit: 4 };
    case 'banner':
      return { type, alt: '', href: '/' };
  }
}

function uniqueKey(prefix: string, taken: readonly string[]): string {
  for (let n = taken.length + 1; ; n += 1) if (!taken.includes(`${prefix}${n}`)) return `${prefix}${n}`;
}

/** Optional texts left empty are left out, so they neither show nor fail the schema. */
function cleaned(sections: EditSection[]): unknown {
  const clean = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(clean);
    if (typeof value === 'object' && value !== null) {
      const out: Json = {};
      for (const [k, v] of Object.entries(value)) {
        if (k === '_uid' || ((k === 'eyebrow' || k === 'text') && v === '')) continue;
        out[k] = clean(v);
      }
      return out;
    }
    return value;
  };
  return clean(sections);
}

export function HomeEditor({
  version,
  initial,
  hasDraft,
  draftUpdatedAt,
  updatedAt,
  media: initialMedia,
  products,
  serverErrors,
  previewHref,
}: {
  version: number;
  initial: EditSection[];
  hasDraft: boolean;
  draftUpdatedAt: string | null;
  updatedAt: string | null;
  media: MediaChoice[];
  products: ProductChoice[];
  serverErrors?: Record<string, string> | undefined;
  previewHref: string;
}) {
  const [sections, setSections] = useState<EditSection[]>(initial);
  const [dirty, setDirty] = useState(false);
  const [showErrors, setShowErrors] = useState(false);
  const [media, setMedia] = useState<MediaChoice[]>(initialMedia);
  // Sections added in this visit start open (the others fold when there are many).
  const [fresh, setFresh] = useState<ReadonlySet<string>>(new Set());
  const summaryRef = useRef<HTMLDivElement>(null);
  // The forms post as documents (a full page answer: the saved editor, or the refused one with
  // what was typed), so a busy flag of our own keeps a second click from sending twice.
  const [busy, setSending] = useState(false);

  const payload = useMemo(() => cleaned(sections), [sections]);
  const issues = useMemo(() => {
    const parsed = HomeLayoutSchema.safeParse(payload);
    return parsed.success ? [] : layoutIssues(parsed.error);
  }, [payload]);
  const errorAt = useMemo(() => new Map(issues.map((i) => [i.path, i.message])), [issues]);
  const err = (path: string) => (showErrors ? errorAt.get(path) : undefined);

  const update = (change: (draft: EditSection[]) => EditSection[] | void) => {
    setSections((current) => {
      const copy = structuredClone(current);
      return change(copy) ?? copy;
    });
    setDirty(true);
  };
  const addMedia = (m: MediaChoice) => setMedia((list) => [m, ...list.filter((x) => x.src !== m.src)]);

  const ctx: Ctx = { update, err, media, addMedia, products, fresh };
  const serverMessages = serverErrors ? Object.values(serverErrors) : [];

  return (
    <div className={styles.editor}>
      <div className={styles.status} aria-live="polite">
        <p>
          {hasDraft ? `임시 저장본이 있습니다 (${formatSeoulMinute(draftUpdatedAt)} 저장). 방문자에게는 게시된 화면이 보입니다.` : `게시 중인 화면을 고치고 있습니다${updatedAt ? ` (최근 게시 ${formatSeoulMinute(updatedAt)})` : ''}.`}
          {dirty && <strong> 저장하지 않은 변경이 있습니다.</strong>}
        </p>
      </div>

      {(serverMessages.length > 0 || (showErrors && issues.length > 0)) && (
        <div className={styles.summary} role="alert" tabIndex={-1} ref={summaryRef}>
          <p>입력 내용을 확인해 주세요.</p>
          <ul>
            {serverMessages.map((m) => (
              <li key={`s-${m}`}>{m}</li>
            ))}
            {showErrors &&
              issues.slice(0, 12).map((i) => (
                <li key={i.path}>
                  {i.place ? `${i.place}: ` : ''}
                  {i.message}
                </li>
              ))}
          </ul>
        </div>
      )}

      <ol className={styles.sections} aria-label="섹션 목록">
        {sections.map((section, si) => (
          <SectionEditor key={section._uid} section={section} index={si} count={sections.length} ctx={ctx} />
        ))}
      </ol>
      <p>
        <button
          type="button"
          className="btn btn--ghost"
          disabled={sections.length >= MAX_SECTIONS}
          onClick={() => {
            const key = uid();
            setFresh((set) => new Set([...set, key]));
            update((d) => [
              ...d,
              {
                _uid: key,
                sectionKey: uniqueKey('section', d.map((s) => s.sectionKey)),
                direction: { desktop: 'row', tablet: 'row', mobile: 'column' },
                columns: [{ _uid: uid(), columnKey: 'col1', columnName: 'Column 1', columnWidth: '12', seedComponents: [] }],
              },
            ]);
          }}
        >
          + 섹션 추가
        </button>
      </p>

      <div className={styles.actionBar}>
        <Form
          method="post"
          reloadDocument
          onSubmit={(e) => {
            if (issues.length > 0) {
              e.preventDefault();
              setShowErrors(true);
              requestAnimationFrame(() => summaryRef.current?.focus());
              return;
            }
            setSending(true);
          }}
        >
          <input type="hidden" name="intent" value="save" />
          <input type="hidden" name="version" value={version} />
          <input type="hidden" name="layout" value={JSON.stringify(payload)} />
          <button type="submit" className="btn" disabled={busy}>
            {busy ? '저장하는 중…' : '임시 저장'}
          </button>
        </Form>
        {hasDraft && !dirty ? (
          <a className="btn btn--ghost" href={siteUrl(previewHref)} target="_blank" rel="noopener">
            미리보기<span className="visually-hidden"> (방문자 홈 화면, 새 창)</span>
          </a>
        ) : (
          <span className={styles.hint}>{dirty ? '임시 저장하면 미리보기와 게시를 할 수 있어요.' : '고친 뒤 임시 저장하면 미리보기와 게시를 할 수 있어요.'}</span>
        )}
        {hasDraft && (
          <>
            <Form method="post" reloadDocument onSubmit={() => setSending(true)}>
              <input type="hidden" name="intent" value="publish" />
              <input type="hidden" name="version" value={version} />
              <button type="submit" className="btn" disabled={busy || dirty} title={dirty ? '먼저 임시 저장해 주세요.' : undefined}>
                게시하기
              </button>
            </Form>
            <Form
              method="post"
              reloadDocument
              onSubmit={(e) => {
                if (!window.confirm('임시 저장본을 버리고 게시 중인 화면으로 돌아갈까요?')) e.preventDefault();
                else setSending(true);
              }}
            >
              <input type="hidden" name="intent" value="discard" />
              <input type="hidden" name="version" value={version} />
              <button type="submit" className={`btn btn--ghost ${styles.danger}`} disabled={busy}>
                임시 저장본 버리기
              </button>
            </Form>
          </>
        )}
      </div>
    </div>
  );
}

interface Ctx {
  update: (change: (draft: EditSection[]) => EditSection[] | void) => void;
  err: (path: string) => string | undefined;
  media: MediaChoice[];
  addMedia: (m: MediaChoice) => void;
  products: ProductChoice[];
  fresh: ReadonlySet<string>;
}

function MoveButtons({ label, index, count, onMove, onRemove }: { label: string; index: number; count: number; onMove: (delta: number) => void; onRemove: () => void }) {
  return (
    <span className={styles.moveButtons}>
      <button type="button" className={styles.small} disabled={index === 0} onClick={() => onMove(-1)} aria-label={`${label} 위로`}>
        ↑ 위로
      </button>
      <button type="button" className={styles.small} disabled={index === count - 1} onClick={() => onMove(1)} aria-label={`${label} 아래로`}>
        ↓ 아래로
      </button>
      <button
        type="button"
        className={`${styles.small} ${styles.danger}`}
        disabled={count <= 0}
        onClick={() => {
          if (window.confirm(`${label}을(를) 지울까요?`)) onRemove();
        }}
        aria-label={`${label} 삭제`}
      >
        삭제
      </button>
    </span>
  );
}

function TextField({ label, value, onChange, error, multiline, type = 'text', hint, required }: { label: string; value: string; onChange: (v: string) => void; error?: string | undefined; multiline?: boolean; type?: string; hint?: string; required?: boolean }) {
  const id = useId();
  const described = describedByOf(id, hint, error);
  return (
    <div className={styles.field}>
      <label htmlFor={id}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      {multiline ? (
        <textarea id={id} value={value} rows={3} onChange={(e) => onChange(e.target.value)} aria-invalid={error ? true : undefined} aria-describedby={described} />
      ) : (
        <input id={id} type={type} value={value} onChange={(e) => onChange(e.target.value)} aria-invalid={error ? true : undefined} aria-describedby={described} />
      )}
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}

function SelectField({ label, value, onChange, options, error }: { label: string; value: string; onChange: (v: string) => void; options: readonly { value: string; label: string }[]; error?: string | undefined }) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)} aria-invalid={error ? true : undefined} aria-describedby={describedByOf(id, undefined, error)}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <FieldNotes id={id} error={error} />
    </div>
  );
}

function SectionEditor({ section, index, count, ctx }: { section: EditSection; index: number; count: number; ctx: Ctx }) {
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
          <BackgroundEditor background={section.background} path={`${p}.background`} ctx={ctx} onChange={(bg) => ctx.update((d) => void (bg === undefined ? delete at(d).background : (at(d).background = bg)))} />
          <h3 className={styles.subhead}>칸</h3>
          <ol className={styles.columns}>
            {section.columns.map((column, ci) => (
              <ColumnEditor key={column._uid} column={column} sectionIndex={index} index={ci} count={section.columns.length} ctx={ctx} />
            ))}
          </ol>
          {ctx.err(`${p}.columns`) && <p className={styles.error}>{ctx.err(`${p}.columns`)}</p>}
          <button
            type="button"
            className={styles.small}
            disabled={section.columns.length >= MAX_COLUMNS}
            onClick={() =>
              ctx.update((d) => {
                const cols = at(d).columns;
                const key = uniqueKey('col', cols.map((c) => c.columnKey));
                cols.push({ _uid: uid(), columnKey: key, columnName: `Column ${cols.length + 1}`, columnWidth: '6', seedComponents: [] });
              })
            }
          >
            + {label}에 칸 추가
          </button>
        </div>
      </details>
    </li>
  );
}

function hasIssue(ctx: Ctx, prefix: string): boolean {
  // err() answers only once errors are shown; a section's badge follows the same rule.
  for (const suffix of ['sectionKey', 'columns', 'background']) if (ctx.err(`${prefix}.${suffix}`)) return true;
  return false;
}

function MediaSelect({ label, value, onChange, media, error, allowNone = true }: { label: string; value: string; onChange: (m: MediaChoice | null) => void; media: MediaChoice[]; error?: string | undefined; allowNone?: boolean }) {
  const id = useId();
  const chosen = media.find((m) => m.src === value);
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => onChange(media.find((m) => m.src === e.target.value) ?? null)} aria-invalid={error ? true : undefined} aria-describedby={describedByOf(id, undefined, error)}>
        {allowNone && <option value="">(없음)</option>}
        {!chosen && value !== '' && <option value={value}>{value}</option>}
        {media.map((m) => (
          <option key={m.src} value={m.src}>
            {m.alt || m.src.split('/').pop()} ({m.width}×{m.height})
          </option>
        ))}
      </select>
      {chosen && (
        <span className={styles.thumb}>
          <SiteImage src={chosen.src} alt="" width={96} height={Math.max(1, Math.round((96 * chosen.height) / chosen.width))} sizes="96px" {...(hasVariants(chosen.src) && { variants: 'pipeline' as const })} />
        </span>
      )}
      <FieldNotes id={id} error={error} />
    </div>
  );
}

/** Uploads a photo through the image pipeline (/staff/home/image) and hands back the new media. */
function PhotoUpload({ onUploaded, label }: { onUploaded: (m: MediaChoice) => void; label: string }) {
  const id = useId();
  const file = useRef<HTMLInputElement>(null);
  const [alt, setAlt] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const send = async () => {
    const picked = file.current?.files?.[0];
    if (!picked) return setMessage('올릴 사진을 선택해 주세요.');
    if (alt.trim() === '') return setMessage('사진 설명(대체 텍스트)을 입력해 주세요.');
    const body = new FormData();
    body.set('image', picked);
    body.set('alt', alt.trim());
    setSending(true);
    setMessage(null);
    try {
      const res = await fetch(siteUrl('/staff/home/image'), { method: 'POST', body, credentials: 'same-origin' });
      const answer = (await res.json()) as { src?: string; alt?: string; width?: number; height?: number; errors?: Record<string, string> };
      if (!res.ok || answer.src === undefined) {
        setMessage(Object.values(answer.errors ?? {})[0] ?? '사진을 올리지 못했습니다. 다시 시도해 주세요.');
        return;
      }
      onUploaded({ src: answer.src, alt: answer.alt ?? alt, width: answer.width ?? 1, height: answer.height ?? 1 });
      setMessage('사진을 올렸습니다.');
      if (file.current) file.current.value = '';
    } catch {
      setMessage('사진을 올리지 못했습니다. 연결을 확인하고 다시 시도해 주세요.');
    } finally {
      setSending(false);
    }
  };
  return (
    <fieldset className={styles.upload}>
      <legend>{label}</legend>
      <div className={styles.field}>
        <label htmlFor={`${id}-file`}>사진 파일 (JPG, PNG, WEBP · 10MB 이하)</label>
        <input id={`${id}-file`} ref={file} type="file" accept="image/jpeg,image/png,image/webp" />
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-alt`}>사진 설명 (대체 텍스트)</label>
        <input id={`${id}-alt`} type="text" value={alt} onChange={(e) => setAlt(e.target.value)} maxLength={200} />
      </div>
      <button type="button" className={styles.small} onClick={() => void send()} disabled={sending}>
        {sending ? '올리는 중…' : '사진 올리기'}
      </button>
      {message && (
        <p className={styles.hint} role="status">
          {message}
        </p>
      )}
    </fieldset>
  );
}

/** rgba(r,g,b,a) ↔ a colour input (#rrggbb) and an opacity in percent. */
function parseOverlay(value: string): { hex: string; opacity: number } {
  const m = /^rgba?\(\s*(\d+)\s*,\s*(\d+)\s*,\s*(\d+)\s*(?:,\s*([\d.]+)\s*)?\)$/.exec(value);
  if (m) {
    const hex = `#${[m[1], m[2], m[3]].map((n) => Number(n).toString(16).padStart(2, '0')).join('')}`;
    return { hex, opacity: Math.round(Number(m[4] ?? 1) * 100) };
  }
  if (/^#[0-9a-fA-F]{6}$/.test(value)) return { hex: value, opacity: 100 };
  return { hex: '#000000', opacity: 30 };
}
function overlayOf(hex: string, opacity: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgba(${(n >> 16) & 255},${(n >> 8) & 255},${n & 255},${Math.min(100, Math.max(0, opacity)) / 100})`;
}

function BackgroundEditor({ background, path, ctx, onChange }: { background: Json | undefined; path: string; ctx: Ctx; onChange: (bg: Json | undefined) => void }) {
  const id = useId();
  const bg = background ?? {};
  const set = (key: string, value: unknown) => {
    const next: Json = { ...bg };
    if (value === '' || value === undefined) delete next[key];
    else next[key] = value;
    onChange(next);
  };
  const overlay = typeof bg.overlayColor === 'string' ? parseOverlay(bg.overlayColor) : null;
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
          <label className={styles.check}>
            <input type="checkbox" checked={overlay !== null} onChange={(e) => set('overlayColor', e.target.checked ? overlayOf('#000000', 30) : '')} />
            사진 위에 색을 덮습니다 (글자가 잘 보이게)
          </label>
          {overlay && (
            <div className={styles.grid}>
              <div className={styles.field}>
                <label htmlFor={`${id}-color`}>덮는 색</label>
                <input id={`${id}-color`} type="color" value={overlay.hex} onChange={(e) => set('overlayColor', overlayOf(e.target.value, overlay.opacity))} />
              </div>
              <div className={styles.field}>
                <label htmlFor={`${id}-opacity`}>불투명도 (%)</label>
                <input id={`${id}-opacity`} type="number" min={0} max={100} value={overlay.opacity} onChange={(e) => set('overlayColor', overlayOf(overlay.hex, Number(e.target.value)))} />
              </div>
              {ctx.err(`${path}.overlayColor`) && <p className={styles.error}>{ctx.err(`${path}.overlayColor`)}</p>}
            </div>
          )}
        </>
      )}
    </fieldset>
  );
}

function ColumnEditor({ column, sectionIndex, index, count, ctx }: { column: EditColumn; sectionIndex: number; index: number; count: number; ctx: Ctx }) {
  const id = useId();
  const [adding, setAdding] = useState<HomeWidgetType>('banner');
  const p = `${sectionIndex}.columns.${index}`;
  const at = (d: EditSection[]) => (d[sectionIndex] as EditSection).columns[index] as EditColumn;
  const label = `섹션 ${sectionIndex + 1}의 칸 ${index + 1}`;
  return (
    <li className={styles.column}>
      <div className={styles.toolbar}>
        <strong>
          칸 {index + 1} · 너비 {column.columnWidth}/12
        </strong>
        <MoveButtons
          label={label}
          index={index}
          count={count}
          onMove={(delta) => ctx.update((d) => void ((d[sectionIndex] as EditSection).columns = move((d[sectionIndex] as EditSection).columns, index, delta)))}
          onRemove={() => ctx.update((d) => void ((d[sectionIndex] as EditSection).columns = (d[sectionIndex] as EditSection).columns.filter((_, i) => i !== index)))}
        />
      </div>
      <div className={styles.grid}>
        <TextField label="칸 이름" value={column.columnName} onChange={(v) => ctx.update((d) => void (at(d).columnName = v))} error={ctx.err(`${p}.columnName`)} />
        <TextField label="칸 키 (영문)" value={column.columnKey} onChange={(v) => ctx.update((d) => void (at(d).columnKey = v))} error={ctx.err(`${p}.columnKey`)} />
        <SelectField
          label="너비 (12칸 중)"
          value={column.columnWidth}
          onChange={(v) => ctx.update((d) => void (at(d).columnWidth = v))}
          options={COLUMN_WIDTHS.map((w) => ({ value: w, label: `${w}/12${w === '12' ? ' (전체)' : w === '6' ? ' (절반)' : w === '4' ? ' (3분의 1)' : w === '3' ? ' (4분의 1)' : ''}` }))}
          error={ctx.err(`${p}.columnWidth`)}
        />
      </div>
      <ol className={styles.widgets}>
        {column.seedComponents.map((widget, wi) => (
          <WidgetEditor key={str(widget._uid) || wi} widget={widget} path={`${p}.seedComponents.${wi}`} index={wi} count={column.seedComponents.length} label={`${label}의 위젯 ${wi + 1}`} ctx={ctx} at={(d) => at(d).seedComponents} />
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

function WidgetEditor({ widget, path, index, count, label, ctx, at }: { widget: Json; path: string; index: number; count: number; label: string; ctx: Ctx; at: (d: EditSection[]) => Json[] }) {
  const type = str(widget.type) as HomeWidgetType;
  const known = (WIDGET_TYPES as string[]).includes(type);
  const set = (key: string, value: unknown) =>
    ctx.update((d) => {
      const w = at(d)[index] as Json;
      if (value === undefined) delete w[key];
      else w[key] = value;
    });
  const f = (key: string) => `${path}.${key}`;
  let body: ReactNode;
  const title = <TextField label="제목" required value={str(widget.title)} onChange={(v) => set('title', v)} error={ctx.err(f('title'))} multiline={type === 'hero'} />;
  const text = (required = false) => <TextField label={required ? '설명' : '설명 (선택)'} required={required} value={str(widget.text)} onChange={(v) => set('text', v)} error={ctx.err(f('text'))} multiline />;
  const cta = (key: string, optional: boolean, name = '버튼') => (
    <CtaFields name={name} value={widget[key] === undefined ? undefined : rec(widget[key])} optional={optional} path={f(key)} ctx={ctx} onChange={(v) => set(key, v)} />
  );
  switch (type) {
    case 'hero':
      body = (
        <>
          <TextField label="머리글 (선택)" value={str(widget.eyebrow)} onChange={(v) => set('eyebrow', v)} error={ctx.err(f('eyebrow'))} />
          {title}
          {text(true)}
          {cta('cta', false, '첫 번째 버튼')}
          {cta('secondary', true, '두 번째 버튼')}
        </>
      );
      break;
    case 'section-title':
      body = (
        <>
          {title}
          {text()}
        </>
      );
      break;
    case 'program-card': {
      const image = rec(widget.image);
      body = (
        <>
          {title}
          {text(true)}
          <TextField label="링크 (/로 시작)" required value={str(widget.href)} onChange={(v) => set('href', v)} error={ctx.err(f('href'))} />
          <MediaSelect label="아이콘 사진" value={str(image.src)} media={ctx.media} allowNone={false} error={ctx.err(f('image.src'))} onChange={(m) => m && set('image', { src: m.src, alt: str(image.alt), width: m.width, height: m.height })} />
          <TextField label="아이콘 설명 (꾸밈용이면 비워 두세요)" value={str(image.alt)} onChange={(v) => set('image', { ...image, alt: v })} error={ctx.err(f('image.alt'))} />
        </>
      );
      break;
    }
    case 'promo':
      body = (
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
      break;
    case 'link-list':
      body = (
        <>
          {title}
          {text()}
          <LinkListFields links={arr(widget.links).map(rec)} path={f('links')} ctx={ctx} onChange={(v) => set('links', v)} />
        </>
      );
      break;
    case 'featured-products':
      body = (
        <>
          {title}
          {text()}
          <ProductPicker ids={arr(widget.productIds).map(str)} products={ctx.products} error={ctx.err(f('productIds'))} onChange={(ids) => set('productIds', ids)} />
          <TextField label="보여 줄 개수 (1~12)" type="number" value={str(widget.limit)} onChange={(v) => set('limit', v === '' ? Number.NaN : Number(v))} error={ctx.err(f('limit'))} />
          {cta('cta', true, '더 보기 버튼')}
        </>
      );
      break;
    case 'latest-articles':
      body = (
        <>
          {title}
          {text()}
          <TextField label="보여 줄 글 수 (1~8)" type="number" value={str(widget.limit)} onChange={(v) => set('limit', v === '' ? Number.NaN : Number(v))} error={ctx.err(f('limit'))} />
          {cta('cta', true, '더 보기 버튼')}
        </>
      );
      break;
    case 'banner': {
      const image = rec(widget.image);
      body = (
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
              ctx.update((d) => {
                const w = at(d)[index] as Json;
                w.image = { src: m.src, width: m.width, height: m.height };
                if (str(w.alt) === '') w.alt = m.alt;
              });
            }}
          />
          <TextField label="배너 설명 (대체 텍스트)" required value={str(widget.alt)} onChange={(v) => set('alt', v)} error={ctx.err(f('alt'))} hint="사진 속 글자와 뜻을 그대로 적어 주세요. 화면을 볼 수 없는 분께 읽어 줍니다." />
          <TextField label="링크 (/로 시작)" required value={str(widget.href)} onChange={(v) => set('href', v)} error={ctx.err(f('href'))} />
          <div className={styles.grid}>
            <PeriodField label="노출 시작 (한국 시간, 비우면 바로)" value={str(widget.startsAt)} error={ctx.err(f('startsAt'))} onChange={(v) => set('startsAt', v)} />
            <PeriodField label="노출 종료 (한국 시간, 비우면 계속)" value={str(widget.endsAt)} error={ctx.err(f('endsAt'))} onChange={(v) => set('endsAt', v)} />
          </div>
        </>
      );
      break;
    }
    default:
      body = <p className={styles.error}>알 수 없는 위젯입니다 ({type || '종류 없음'}). 지워 주세요.</p>;
  }
  return (
    <li className={styles.widget}>
      <div className={styles.toolbar}>
        <strong>
          위젯 {index + 1} · {known ? WIDGET_LABELS[type] : '알 수 없음'}
        </strong>
        <MoveButtons
          label={label}
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
      {body}
    </li>
  );
}

/** A Seoul wall-clock input kept as the UTC instant the schema stores. */
function PeriodField({ label, value, onChange, error }: { label: string; value: string; onChange: (iso: string | undefined) => void; error?: string | undefined }) {
  const [local, setLocal] = useState(isoToSeoulLocal(value));
  return (
    <TextField
      label={label}
      type="datetime-local"
      value={local}
      error={error}
      onChange={(v) => {
        setLocal(v);
        onChange(v === '' ? undefined : (seoulLocalToIso(v) ?? 'invalid'));
      }}
    />
  );
}

function CtaFields({ name, value, optional, path, ctx, onChange }: { name: string; value: Json | undefined; optional: boolean; path: string; ctx: Ctx; onChange: (v: Json | undefined) => void }) {
  return (
    <fieldset className={styles.fieldset}>
      <legend>{name}</legend>
      {optional && (
        <label className={styles.check}>
          <input type="checkbox" checked={value !== undefined} onChange={(e) => onChange(e.target.checked ? { label: '', href: '/' } : undefined)} />
          {name} 보이기
        </label>
      )}
      {value !== undefined && (
        <div className={styles.grid}>
          <TextField label="버튼 글자" required value={str(value.label)} onChange={(v) => onChange({ ...value, label: v })} error={ctx.err(`${path}.label`)} />
          <TextField label="링크 (/로 시작)" required value={str(value.href)} onChange={(v) => onChange({ ...value, href: v })} error={ctx.err(`${path}.href`)} />
        </div>
      )}
    </fieldset>
  );
}

function LinkListFields({ links, path, ctx, onChange }: { links: Json[]; path: string; ctx: Ctx; onChange: (v: Json[]) => void }) {
  return (
    <fieldset className={styles.fieldset}>
      <legend>링크</legend>
      <ol className={styles.plain}>
        {links.map((link, i) => (
          <li key={i} className={styles.grid}>
            <TextField label={`링크 ${i + 1} 글자`} value={str(link.label)} onChange={(v) => onChange(links.map((l, j) => (j === i ? { ...l, label: v } : l)))} error={ctx.err(`${path}.${i}.label`)} />
            <TextField label={`링크 ${i + 1} 주소 (/로 시작)`} value={str(link.href)} onChange={(v) => onChange(links.map((l, j) => (j === i ? { ...l, href: v } : l)))} error={ctx.err(`${path}.${i}.href`)} />
            <MoveButtons label={`링크 ${i + 1}`} index={i} count={links.length} onMove={(delta) => onChange(move(links, i, delta))} onRemove={() => onChange(links.filter((_, j) => j !== i))} />
          </li>
        ))}
      </ol>
      {ctx.err(path) && <p className={styles.error}>{ctx.err(path)}</p>}
      <button type="button" className={styles.small} onClick={() => onChange([...links, { label: '', href: '/' }])}>
        + 링크 추가
      </button>
    </fieldset>
  );
}

function ProductPicker({ ids, products, error, onChange }: { ids: string[]; products: ProductChoice[]; error?: string | undefined; onChange: (ids: string[]) => void }) {
  const id = useId();
  const [choice, setChoice] = useState('');
  const name = (pid: string) => products.find((p) => p.id === pid)?.name ?? `${pid} (없는 상품)`;
  return (
    <fieldset className={styles.fieldset}>
      <legend>보여 줄 상품 (순서대로)</legend>
      {ids.length === 0 && <p className={styles.hint}>아직 고른 상품이 없습니다.</p>}
      <ol className={styles.plain}>
        {ids.map((pid, i) => (
          <li key={pid} className={styles.productRow}>
            <span>{name(pid)}</span>
            <MoveButtons label={name(pid)} index={i} count={ids.length} onMove={(delta) => onChange(move(ids, i, delta))} onRemove={() => onChange(ids.filter((x) => x !== pid))} />
          </li>
        ))}
      </ol>
      <div className={styles.addRow}>
        <label htmlFor={`${id}-product`}>상품</label>
        <select id={`${id}-product`} value={choice} onChange={(e) => setChoice(e.target.value)}>
          <option value="">상품을 고르세요</option>
          {products
            .filter((p) => !ids.includes(p.id))
            .map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
                {p.active ? '' : ' (비공개)'}
              </option>
            ))}
        </select>
        <button
          type="button"
          className={styles.small}
          disabled={choice === '' || ids.length >= 12}
          onClick={() => {
            onChange([...ids, choice]);
            setChoice('');
          }}
        >
          + 상품 추가
        </button>
      </div>
      {error && <p className={styles.error}>{error}</p>}
    </fieldset>
  );
}

/** The layout as the editor starts it: the draft when there is one, else what is published. */
export function editableSections(sections: readonly { sectionKey: string; direction: Record<Device, string>; background?: object | undefined; columns: readonly { columnKey: string; columnName: string; columnWidth: string; seedComponents: readonly object[] }[] }[]): EditSection[] {
  return sections.map((s) => ({
    _uid: uid(),
    sectionKey: s.sectionKey,
    direction: { ...s.direction },
    ...(s.background && { background: { ...(s.background as Json) } }),
    columns: s.columns.map((c) => ({ _uid: uid(), columnKey: c.columnKey, columnName: c.columnName, columnWidth: c.columnWidth, seedComponents: c.seedComponents.map((w) => ({ _uid: uid(), ...(w as Json) })) })),
  }));
}
