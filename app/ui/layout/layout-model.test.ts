import { describe, expect, it } from 'vitest';
import {
  BREAKPOINTS,
  defaultSection,
  MEDIA_QUERIES,
  normaliseColumnWidth,
  normaliseSection,
  normaliseSections,
  normaliseSetting,
  safeCssValue,
  safeImageUrl,
  type LayoutSetting,
} from './layout-model';

describe('constants', () => {
  it('breakpoints are exactly SPEC 2.8', () => {
    expect(BREAKPOINTS).toEqual({
      desktopMin: '64.0625em',
      tabletMin: '48em',
      tabletMax: '64em',
      mobileMax: '47.9375em',
      widgetMobileMaxPx: 999,
    });
    expect(MEDIA_QUERIES).toEqual({
      desktop: '(min-width: 64.0625em)',
      tablet: '(min-width: 48em) and (max-width: 64em)',
      mobile: '(max-width: 47.9375em)',
      widgetMobile: '(max-width: 999px)',
    });
  });
});

describe('defaultSection (SPEC 2.8)', () => {
  it('has one column col1 / "Column 1" / width "12" / no seed components', () => {
    const section = defaultSection();
    expect(section.columns).toEqual([{ columnKey: 'col1', columnName: 'Column 1', columnWidth: '12', seedComponents: [] }]);
    expect(section.background).toBeUndefined();
    expect(section.direction).toEqual({ desktop: 'row', tablet: 'row', mobile: 'column' });
  });

  it('returns a fresh object each time', () => {
    const a = defaultSection();
    a.columns[0]?.seedComponents.push({ type: 'banner' });
    a.direction.mobile = 'row';
    expect(defaultSection().columns[0]?.seedComponents).toEqual([]);
    expect(defaultSection().direction.mobile).toBe('column');
  });
});

describe('normaliseSetting (SPEC 5.7)', () => {
  const table: Array<[LayoutSetting, readonly string[], string]> = [
    ['alignment', ['left', 'center', 'right'], 'left'],
    ['direction', ['left', 'right'], 'left'],
    ['size', ['small', 'medium', 'large'], 'small'],
    ['columnPortion', ['50%', '16.67%', '33.33%', '66.67%'], '50%'],
    ['action', ['inline', 'redirect'], 'inline'],
  ];

  describe.each(table)('%s', (setting, allowed, fallback) => {
    it.each(allowed.map((v) => [v]))('keeps the allowed value %s', (value) => {
      expect(normaliseSetting(setting, value)).toBe(value);
    });

    it.each([['bogus'], [''], [undefined], [null], [42], [{}], ['middle'], ['25%']])(
      `unknown %j falls back to ${fallback}`,
      (value) => {
        expect(normaliseSetting(setting, value)).toBe(fallback);
      },
    );
  });

  it('values are compared trimmed and case-insensitively', () => {
    expect(normaliseSetting('alignment', ' Center ')).toBe('center');
    expect(normaliseSetting('size', 'LARGE')).toBe('large');
    expect(normaliseSetting('action', 'Redirect')).toBe('redirect');
  });

  it('a value allowed for one setting is unknown for another', () => {
    expect(normaliseSetting('direction', 'center')).toBe('left');
    expect(normaliseSetting('alignment', 'inline')).toBe('left');
  });
});

describe('normaliseColumnWidth', () => {
  it.each<[unknown, string]>([
    ['6', '6'],
    [4, '4'],
    ['1', '1'],
    ['12', '12'],
    [0, '1'],
    ['-3', '1'],
    [13, '12'],
    ['99', '12'],
    [5.4, '5'],
    ['6.6', '7'],
    ['abc', '12'],
    ['', '12'],
    [null, '12'],
    [undefined, '12'],
    [Number.NaN, '12'],
  ])('%j → %s', (input, expected) => {
    expect(normaliseColumnWidth(input)).toBe(expected);
  });
});

describe('normaliseSection', () => {
  it.each<[string, unknown]>([
    ['undefined', undefined],
    ['null', null],
    ['a number', 7],
    ['an array', []],
    ['broken JSON text', '{"columns": ['],
  ])('%s → the default section', (_label, raw) => {
    expect(normaliseSection(raw)).toEqual(defaultSection());
  });

  it('reads JSON text', () => {
    const section = normaliseSection(
      '{"sectionKey":"hero","columns":[{"columnKey":"a","columnName":"A","columnWidth":"8","seedComponents":[]}]}',
    );
    expect(section.sectionKey).toBe('hero');
    expect(section.columns).toEqual([{ columnKey: 'a', columnName: 'A', columnWidth: '8', seedComponents: [] }]);
  });

  it('keeps valid values and clamps widths', () => {
    const section = normaliseSection({
      sectionKey: 'intro',
      direction: { desktop: 'column', tablet: 'ROW', mobile: 'row' },
      columns: [
        { columnKey: 'left', columnName: '왼쪽', columnWidth: '0', seedComponents: [{ id: 'b1', type: 'banner' }] },
        { columnKey: 'right', columnName: '오른쪽', columnWidth: 20, seedComponents: 'nope' },
      ],
    });
    expect(section.direction).toEqual({ desktop: 'column', tablet: 'row', mobile: 'row' });
    expect(section.columns).toEqual([
      { columnKey: 'left', columnName: '왼쪽', columnWidth: '1', seedComponents: [{ id: 'b1', type: 'banner' }] },
      { columnKey: 'right', columnName: '오른쪽', columnWidth: '12', seedComponents: [] },
    ]);
  });

  it('fills missing or unknown values with defaults', () => {
    const section = normaliseSection({ columns: [{}, { columnWidth: 'wide' }], direction: { desktop: 'diagonal' } }, 'section3');
    expect(section.sectionKey).toBe('section3');
    expect(section.direction).toEqual({ desktop: 'row', tablet: 'row', mobile: 'column' });
    expect(section.columns).toEqual([
      { columnKey: 'col1', columnName: 'Column 1', columnWidth: '12', seedComponents: [] },
      { columnKey: 'col2', columnName: 'Column 2', columnWidth: '12', seedComponents: [] },
    ]);
  });

  it('an empty or missing column list gives the default column', () => {
    expect(normaliseSection({ sectionKey: 's', columns: [] }).columns).toEqual(defaultSection().columns);
    expect(normaliseSection({ sectionKey: 's', columns: [1, 'x'] }).columns).toEqual(defaultSection().columns);
  });

  it('keeps only object seed components', () => {
    const section = normaliseSection({ columns: [{ seedComponents: [{ type: 'a' }, 'x', null, [1], { type: 'b' }] }] });
    expect(section.columns[0]?.seedComponents).toEqual([{ type: 'a' }, { type: 'b' }]);
  });

  it('makes duplicate column keys unique', () => {
    const keys = normaliseSection({ columns: [{ columnKey: 'a' }, { columnKey: 'a' }] }).columns.map((c) => c.columnKey);
    expect(new Set(keys).size).toBe(2);
  });

  it('keeps a valid background', () => {
    const background = {
      mobile: '/cms/delivery/media/m1',
      tablet: '/cms/delivery/media/t1',
      desktop: 'https://cdn.example.com/d1.jpg',
      alt: '강아지와 산책',
      position: 'center top',
      size: 'cover',
      repeat: 'no-repeat',
      overlayColor: 'rgba(0, 0, 0, 0.3)',
    };
    expect(normaliseSection({ background }).background).toEqual(background);
  });

  it('drops unsafe or unknown background values', () => {
    const section = normaliseSection({
      background: {
        mobile: 'javascript:alert(1)',
        desktop: '/img/d.jpg',
        tablet: '//evil.example/x.jpg',
        position: 'center; background: url(https://evil.example)',
        repeat: 'sometimes',
        overlayColor: 'red}body{display:none',
      },
    });
    expect(section.background).toEqual({ desktop: '/img/d.jpg' });
  });

  it('a background with neither image nor overlay is dropped', () => {
    expect(normaliseSection({ background: { alt: 'x' } }).background).toBeUndefined();
  });
});

describe('safeImageUrl / safeCssValue', () => {
  it('escapes characters that would break srcset or url()', () => {
    expect(safeImageUrl('/img/a b,c.jpg')).toBe('/img/a%20b%2Cc.jpg');
    expect(safeImageUrl('/img/x").jpg')).toBe('/img/x%22%29.jpg');
    expect(safeImageUrl('/\\evil.example/x.jpg')).toBe('/%5Cevil.example/x.jpg');
  });

  it('accepts plain CSS values and refuses declarations', () => {
    expect(safeCssValue('#00000080')).toBe('#00000080');
    expect(safeCssValue('50% 20%')).toBe('50% 20%');
    expect(safeCssValue('red;color:blue')).toBeUndefined();
    expect(safeCssValue('url(/x.png)')).toBeUndefined();
  });
});

describe('normaliseSections', () => {
  it('gives each section a fallback key by position, and one default section for nothing', () => {
    expect(normaliseSections([{}, {}]).map((s) => s.sectionKey)).toEqual(['section1', 'section2']);
    expect(normaliseSections('not json')).toEqual([defaultSection()]);
    expect(normaliseSections([])).toEqual([defaultSection()]);
  });
});
