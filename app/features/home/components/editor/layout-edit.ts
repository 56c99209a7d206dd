import { type HomeWidgetType, WIDGET_LABELS, WIDGET_TYPES } from '../../layout-words';
import type { Device, EditColumn, EditSection, Json } from './types';
import { widgetDefaults } from './widget-defaults';

/** The item at `index` moved by `delta` places; the same list when that would leave it. */
export function move<T>(list: T[], index: number, delta: number): T[] {
  const target = index + delta;
  if (target < 0 || target >= list.length) return list;
  const next = [...list];
  const [item] = next.splice(index, 1);
  next.splice(target, 0, item as T);
  return next;
}

let uidCounter = 0;
/** The editor's own key of an item (see EditSection). */
export const uid = () => `u${(uidCounter += 1)}`;

export function newWidget(type: HomeWidgetType): Json {
  return { _uid: uid(), ...widgetDefaults(type) };
}

/** `prefix` with the first number from the list's length + 1 that no key of the list has. */
export function uniqueKey(prefix: string, taken: readonly string[]): string {
  for (let n = taken.length + 1; ; n += 1) if (!taken.includes(`${prefix}${n}`)) return `${prefix}${n}`;
}

/** A section added at the end: one full-width column, side by side except on a phone. */
export function newSection(key: string, sections: readonly EditSection[]): EditSection {
  return {
    _uid: key,
    sectionKey: uniqueKey('section', sections.map((s) => s.sectionKey)),
    direction: { desktop: 'row', tablet: 'row', mobile: 'column' },
    columns: [{ _uid: uid(), columnKey: 'col1', columnName: '칸 1', columnWidth: '12', seedComponents: [] }],
  };
}

/** A half-width column added after the section's columns. */
export function newColumn(columns: readonly EditColumn[]): EditColumn {
  const key = uniqueKey('col', columns.map((c) => c.columnKey));
  return { _uid: uid(), columnKey: key, columnName: `칸 ${columns.length + 1}`, columnWidth: '6', seedComponents: [] };
}

/** What a section shows, in words, for its heading: its first widget's kind and title ("배너", "추천 상품: 이 주의 추천"). */
export function sectionSummary(section: Pick<EditSection, 'columns'>): string {
  const widgets = section.columns.flatMap((c) => c.seedComponents);
  const first = widgets[0];
  if (!first) return '빈 섹션';
  const type = first.type as HomeWidgetType;
  const kind = (WIDGET_TYPES as readonly string[]).includes(type) ? WIDGET_LABELS[type] : '알 수 없는 위젯';
  const title = typeof first.title === 'string' ? first.title.trim() : '';
  const short = title.length > 24 ? `${title.slice(0, 24)}…` : title;
  const more = widgets.length > 1 ? ` 외 ${widgets.length - 1}개` : '';
  return `${short ? `${kind}: ${short}` : kind}${more}`;
}

/** Optional texts left empty are left out, so they neither show nor fail the schema. */
export function cleaned(sections: EditSection[]): unknown {
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
