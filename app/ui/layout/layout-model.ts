// Page layout model (SPEC 2.8) and layout setting normalisation (SPEC 5.7).

/** SPEC 2.8 breakpoints. The CSS modules repeat these literals: media queries cannot read variables. */
export const BREAKPOINTS = {
  desktopMin: '64.0625em',
  tabletMin: '48em',
  tabletMax: '64em',
  mobileMax: '47.9375em',
  /** Widget mobile styling applies up to this width. */
  widgetMobileMaxPx: 999,
} as const;

export const MEDIA_QUERIES = {
  desktop: `(min-width: ${BREAKPOINTS.desktopMin})`,
  tablet: `(min-width: ${BREAKPOINTS.tabletMin}) and (max-width: ${BREAKPOINTS.tabletMax})`,
  mobile: `(max-width: ${BREAKPOINTS.mobileMax})`,
  widgetMobile: `(max-width: ${BREAKPOINTS.widgetMobileMaxPx}px)`,
} as const;

// SPEC 9.1's debounce values (150 ms layout widgets, 500 ms elsewhere) are not declared: the
// layout reacts to size by CSS media queries and the breed search filters a local list, so no
// input is debounced. Declare them in app/config/ with the first debounced input.

/** SPEC 2.8: widths are twelfths of a 12-column grid. */
const GRID_COLUMNS = 12;

export type Device = 'desktop' | 'tablet' | 'mobile';
export const DEVICES: readonly Device[] = ['desktop', 'tablet', 'mobile'];
export type LayoutDirection = 'row' | 'column';
export type ColumnWidth = '1' | '2' | '3' | '4' | '5' | '6' | '7' | '8' | '9' | '10' | '11' | '12';

/** What a seed component holds is up to the component; the layout only passes it through. */
export type SeedComponent = Readonly<Record<string, unknown>>;

export interface LayoutColumnModel {
  columnKey: string;
  columnName: string;
  columnWidth: ColumnWidth;
  seedComponents: SeedComponent[];
}

export interface SectionBackground {
  mobile?: string;
  tablet?: string;
  desktop?: string;
  alt?: string;
  /** CSS position, e.g. "center top". */
  position?: string;
  /** CSS size: cover, contain, auto or lengths. */
  size?: string;
  repeat?: BackgroundRepeat;
  overlayColor?: string;
}

type BackgroundRepeat = 'no-repeat' | 'repeat' | 'repeat-x' | 'repeat-y' | 'space' | 'round';
const BACKGROUND_REPEATS: readonly BackgroundRepeat[] = ['no-repeat', 'repeat', 'repeat-x', 'repeat-y', 'space', 'round'];

export interface LayoutSectionModel {
  sectionKey: string;
  columns: LayoutColumnModel[];
  direction: Record<Device, LayoutDirection>;
  background?: SectionBackground;
}

/**
 * The spec does not give default directions. Mobile first: columns stack on phones and sit
 * side by side from tablet up.
 */
const DEFAULT_DIRECTION: Readonly<Record<Device, LayoutDirection>> = {
  desktop: 'row',
  tablet: 'row',
  mobile: 'column',
};

const DEFAULT_SECTION_KEY = 'section1';

/** SPEC 2.8 default section: one full-width column with no components. */
export function defaultSection(sectionKey: string = DEFAULT_SECTION_KEY): LayoutSectionModel {
  return {
    sectionKey,
    columns: [defaultColumn()],
    direction: { ...DEFAULT_DIRECTION },
  };
}

function defaultColumn(): LayoutColumnModel {
  return { columnKey: 'col1', columnName: 'Column 1', columnWidth: '12', seedComponents: [] };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function nonEmptyString(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}

/** A width in twelfths: numbers or numeric strings, rounded and clamped to 1..12; else 12. */
export function normaliseColumnWidth(value: unknown): ColumnWidth {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
  if (!Number.isFinite(n)) return '12';
  const clamped = Math.min(GRID_COLUMNS, Math.max(1, Math.round(n)));
  return String(clamped) as ColumnWidth;
}

function normaliseDirectionValue(value: unknown, fallback: LayoutDirection): LayoutDirection {
  const text = typeof value === 'string' ? value.trim().toLowerCase() : '';
  return text === 'row' || text === 'column' ? text : fallback;
}

function normaliseDirection(raw: unknown): Record<Device, LayoutDirection> {
  const source = isRecord(raw) ? raw : {};
  return {
    desktop: normaliseDirectionValue(source.desktop, DEFAULT_DIRECTION.desktop),
    tablet: normaliseDirectionValue(source.tablet, DEFAULT_DIRECTION.tablet),
    mobile: normaliseDirectionValue(source.mobile, DEFAULT_DIRECTION.mobile),
  };
}

/**
 * Image URLs go into srcset and CSS url("…"): only site paths and http(s) URLs, with the
 * characters that would split a srcset candidate or end the url() percent-encoded.
 */
export function safeImageUrl(value: unknown): string | undefined {
  const url = nonEmptyString(value);
  if (url === undefined) return undefined;
  const allowed = /^https?:\/\//i.test(url) || (url.startsWith('/') && !url.startsWith('//'));
  if (!allowed) return undefined;
  return url.replace(/[\s,"'()\\<>]/g, percentEncode);
}

function percentEncode(ch: string): string {
  const encoded = encodeURIComponent(ch);
  // encodeURIComponent leaves ' ( ) alone; they are ASCII, so two hex digits suffice.
  return encoded !== ch ? encoded : `%${ch.charCodeAt(0).toString(16).toUpperCase()}`;
}

/**
 * Values that end up in inline styles: no characters that could end the declaration or
 * open a url(), so stored JSON cannot add style rules of its own.
 */
export function safeCssValue(value: unknown): string | undefined {
  const text = nonEmptyString(value);
  if (text === undefined || text.length > 100) return undefined;
  if (/url\s*\(|expression\s*\(/i.test(text)) return undefined;
  return /^[#a-zA-Z0-9\s.,%()+-]+$/.test(text) ? text : undefined;
}

function normaliseBackground(raw: unknown): SectionBackground | undefined {
  if (!isRecord(raw)) return undefined;
  const background: SectionBackground = {};
  const mobile = safeImageUrl(raw.mobile);
  const tablet = safeImageUrl(raw.tablet);
  const desktop = safeImageUrl(raw.desktop);
  if (mobile) background.mobile = mobile;
  if (tablet) background.tablet = tablet;
  if (desktop) background.desktop = desktop;
  if (typeof raw.alt === 'string') background.alt = raw.alt.trim();
  const position = safeCssValue(raw.position);
  if (position) background.position = position;
  const size = safeCssValue(raw.size);
  if (size) background.size = size;
  const repeat = typeof raw.repeat === 'string' ? raw.repeat.trim().toLowerCase() : '';
  const knownRepeat = BACKGROUND_REPEATS.find((r) => r === repeat);
  if (knownRepeat) background.repeat = knownRepeat;
  const overlayColor = safeCssValue(raw.overlayColor);
  if (overlayColor) background.overlayColor = overlayColor;
  const hasImage = background.mobile ?? background.tablet ?? background.desktop;
  return hasImage || background.overlayColor ? background : undefined;
}

function normaliseSeedComponents(raw: unknown): SeedComponent[] {
  return Array.isArray(raw) ? raw.filter(isRecord) : [];
}

function normaliseColumns(raw: unknown): LayoutColumnModel[] {
  if (!Array.isArray(raw)) return [defaultColumn()];
  const seen = new Set<string>();
  const columns: LayoutColumnModel[] = [];
  raw.filter(isRecord).forEach((entry, index) => {
    const position = index + 1;
    let columnKey = nonEmptyString(entry.columnKey) ?? `col${position}`;
    // Keys identify columns when rendering; a duplicate would make React mix two columns up.
    while (seen.has(columnKey)) columnKey = `${columnKey}-${position}`;
    seen.add(columnKey);
    columns.push({
      columnKey,
      columnName: nonEmptyString(entry.columnName) ?? `Column ${position}`,
      columnWidth: normaliseColumnWidth(entry.columnWidth),
      seedComponents: normaliseSeedComponents(entry.seedComponents),
    });
  });
  return columns.length > 0 ? columns : [defaultColumn()];
}

/** Stored JSON arrives as text or already parsed; text that is not JSON counts as nothing. */
function parseStored(raw: unknown): unknown {
  if (typeof raw !== 'string') return raw;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Stored JSON (object or JSON text) → a section that is safe to render. Anything missing
 * or unknown takes the default; nothing here throws.
 */
export function normaliseSection(raw: unknown, fallbackKey: string = DEFAULT_SECTION_KEY): LayoutSectionModel {
  const value = parseStored(raw);
  if (!isRecord(value)) return defaultSection(fallbackKey);
  const section: LayoutSectionModel = {
    sectionKey: nonEmptyString(value.sectionKey) ?? fallbackKey,
    columns: normaliseColumns(value.columns),
    direction: normaliseDirection(value.direction),
  };
  const background = normaliseBackground(value.background);
  if (background) section.background = background;
  return section;
}

/** A stored page (array or JSON text) → its sections; an unusable value gives one default section. */
export function normaliseSections(raw: unknown): LayoutSectionModel[] {
  const value = parseStored(raw);
  if (!Array.isArray(value) || value.length === 0) return [defaultSection()];
  return value.map((entry, index) => normaliseSection(entry, `section${index + 1}`));
}

/** SPEC 5.7, as one table: allowed values, default first. */
const LAYOUT_SETTINGS = {
  alignment: { allowed: ['left', 'center', 'right'], fallback: 'left' },
  direction: { allowed: ['left', 'right'], fallback: 'left' },
  size: { allowed: ['small', 'medium', 'large'], fallback: 'small' },
  columnPortion: { allowed: ['50%', '16.67%', '33.33%', '66.67%'], fallback: '50%' },
  action: { allowed: ['inline', 'redirect'], fallback: 'inline' },
} as const;

export type LayoutSetting = keyof typeof LAYOUT_SETTINGS;
export type LayoutSettingValue<S extends LayoutSetting> = (typeof LAYOUT_SETTINGS)[S]['allowed'][number];

/**
 * SPEC 5.7: an unknown value falls back to the default. Values are compared trimmed and in
 * lower case, as editors store "Center" and " center " for the same choice.
 */
export function normaliseSetting<S extends LayoutSetting>(setting: S, value: unknown): LayoutSettingValue<S> {
  const rule = LAYOUT_SETTINGS[setting];
  const allowed: readonly LayoutSettingValue<S>[] = rule.allowed;
  const text = typeof value === 'string' ? value.trim().toLowerCase() : '';
  return allowed.find((candidate) => candidate === text) ?? rule.fallback;
}
