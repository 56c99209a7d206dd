import { describe, expect, it } from 'vitest';
import { HOME_SECTIONS } from '#server/adapters/seed/home-layout';
import { HomeLayoutSchema, HomeWidgetSchema } from '../../layout-schema';
import { WIDGET_TYPES } from '../../layout-words';
import { arrangementOf, fitOf, FIT_PRESETS, widthName, widthOptions } from './labels';
import { cleaned, editableSections, move, newColumn, newSection, newWidget, sectionSummary, uniqueKey } from './layout-edit';
import { widgetDefaults } from './widget-defaults';

describe('moving an item of a list', () => {
  it('moves up and down in a new list, and leaves the list alone at either end', () => {
    const list = ['a', 'b', 'c'];
    expect(move(list, 1, -1)).toEqual(['b', 'a', 'c']);
    expect(move(list, 1, 1)).toEqual(['a', 'c', 'b']);
    expect(list).toEqual(['a', 'b', 'c']);
    expect(move(list, 0, -1)).toBe(list);
    expect(move(list, 2, 1)).toBe(list);
  });
});

describe('keys and new items', () => {
  it('gives the first free key from the count of taken keys + 1', () => {
    expect(uniqueKey('col', [])).toBe('col1');
    expect(uniqueKey('col', ['col1'])).toBe('col2');
    expect(uniqueKey('col', ['col2', 'col3'])).toBe('col4');
    expect(uniqueKey('section', ['hero', 'section2'])).toBe('section3');
  });

  it('adds a section with one full-width column, stacked on a phone', () => {
    const first = newSection('u-key', []);
    expect(first).toMatchObject({ _uid: 'u-key', sectionKey: 'section1', direction: { desktop: 'row', tablet: 'row', mobile: 'column' } });
    expect(first.columns).toEqual([{ _uid: expect.any(String) as string, columnKey: 'col1', columnName: '칸 1', columnWidth: '12', seedComponents: [] }]);
    expect(newSection('u-other', [first]).sectionKey).toBe('section2');
  });

  it('adds a half-width column named by its place', () => {
    const first = newSection('u-key', []).columns;
    expect(newColumn(first)).toMatchObject({ columnKey: 'col2', columnName: '칸 2', columnWidth: '6', seedComponents: [] });
  });

  it('gives every new widget its own editor key and its type', () => {
    const a = newWidget('banner');
    const b = newWidget('banner');
    expect(a._uid).not.toBe(b._uid);
    for (const type of WIDGET_TYPES) expect(widgetDefaults(type).type).toBe(type);
    // The editor's list of kinds (zod-free) is the schema's.
    expect(HomeWidgetSchema.options.map((o) => o.shape.type.value).sort()).toEqual([...WIDGET_TYPES].sort());
  });
});

describe('what is sent', () => {
  it('leaves out the editor keys and empty optional texts, nothing else', () => {
    const [section] = editableSections([{ sectionKey: 's1', direction: { desktop: 'row', tablet: 'row', mobile: 'column' }, columns: [{ columnKey: 'col1', columnName: 'A', columnWidth: '12', seedComponents: [{ type: 'hero', eyebrow: '', title: '', text: '', cta: { label: '', href: '/' } }] }] }]);
    expect(cleaned([section!])).toEqual([{ sectionKey: 's1', direction: { desktop: 'row', tablet: 'row', mobile: 'column' }, columns: [{ columnKey: 'col1', columnName: 'A', columnWidth: '12', seedComponents: [{ type: 'hero', title: '', cta: { label: '', href: '/' } }] }] }]);
  });

  it('gives back the seeded home page unchanged, and the schema takes it', () => {
    const editable = editableSections(HOME_SECTIONS);
    expect(editable.every((s) => s._uid !== '' && s.columns.every((c) => c._uid !== '' && c.seedComponents.every((w) => typeof w._uid === 'string')))).toBe(true);
    const sent = cleaned(editable);
    expect(sent).toEqual(JSON.parse(JSON.stringify(HOME_SECTIONS)));
    expect(HomeLayoutSchema.safeParse(sent).success).toBe(true);
  });

  it('copies what it starts from, so editing never changes the loaded layout', () => {
    const source = [{ sectionKey: 's1', direction: { desktop: 'row', tablet: 'row', mobile: 'column' }, background: { alt: 'x' }, columns: [] }];
    const [copy] = editableSections(source);
    copy!.direction.mobile = 'row';
    copy!.background!.alt = 'y';
    expect(source[0]).toEqual({ sectionKey: 's1', direction: { desktop: 'row', tablet: 'row', mobile: 'column' }, background: { alt: 'x' }, columns: [] });
  });
});

describe('presets: names on screen, the same stored values', () => {
  it('names widths and keeps a stored width that is no preset', () => {
    expect(['12', '6', '4', '3', '8', '9'].map(widthName)).toEqual(['전체 폭', '절반', '3분의 1', '4분의 1', '3분의 2', '4분의 3']);
    expect(widthOptions('6').map((o) => o.value)).toEqual(['12', '9', '8', '6', '4', '3']);
    expect(widthOptions('5').at(-1)).toEqual({ value: '5', label: '직접 정한 너비 (12칸 중 5칸)' });
    expect(widthName('5')).toBe('12칸 중 5칸');
  });

  it('reads a direction per device as an arrangement, or custom', () => {
    expect(arrangementOf({ desktop: 'row', tablet: 'row', mobile: 'column' })).toBe('side');
    expect(arrangementOf({ desktop: 'column', tablet: 'column', mobile: 'column' })).toBe('stack');
    expect(arrangementOf({ desktop: 'row', tablet: 'row', mobile: 'row' })).toBe('always-side');
    expect(arrangementOf({ desktop: 'row', tablet: 'column', mobile: 'column' })).toBe('custom');
  });

  it('maps the background presets onto the stored size and repeat, and back', () => {
    expect(fitOf(undefined, undefined)).toBe('fill');
    for (const p of FIT_PRESETS) expect(fitOf(p.size, p.repeat)).toBe(p.value);
    expect(fitOf('contain', 'repeat')).toBe('custom');
    // Every preset stores only words the schema and the renderer know.
    for (const p of FIT_PRESETS) expect(HomeLayoutSchema.safeParse([{ sectionKey: 's', direction: { desktop: 'row', tablet: 'row', mobile: 'column' }, background: { size: p.size, repeat: p.repeat }, columns: [{ columnKey: 'c', columnName: '칸 1', columnWidth: '12', seedComponents: [] }] }]).success).toBe(true);
  });

  it('names a section by what it shows, never by its key', () => {
    const [section] = editableSections(HOME_SECTIONS);
    expect(sectionSummary(section!)).not.toContain(section!.sectionKey);
    expect(sectionSummary({ columns: [] })).toBe('빈 섹션');
    expect(sectionSummary({ columns: [{ _uid: 'c', columnKey: 'c', columnName: '칸 1', columnWidth: '12', seedComponents: [{ type: 'banner' }, { type: 'featured-products', title: '이 주의 추천' }] }] })).toBe('배너 외 1개');
    expect(sectionSummary({ columns: [{ _uid: 'c', columnKey: 'c', columnName: '칸 1', columnWidth: '12', seedComponents: [{ type: 'featured-products', title: '이 주의 추천' }] }] })).toBe('추천 상품: 이 주의 추천');
  });
});
