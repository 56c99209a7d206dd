import type { CsvRow } from './csv';
import type { Pacer } from './event-loop-pace';
import { attributesOf, BrokenXmlError, decodeEntities, XmlScanner } from './xml-scan';
import { ArchiveTooLargeError, BrokenArchiveError, memberText, type ZipMember, zipMembers } from './zip-archive';

/**
 * The first sheet of an .xlsx as rows of text, read as a stream: the sheet's XML is inflated and
 * scanned a piece at a time and reading stops at the row limit, so a workbook of 600,000 rows
 * costs what its first rows cost. Two passes: the sheet (keeping only the rows up to the limit,
 * shared-string cells as their index), then the shared strings those rows use. Cell values read
 * as Excel shows them: numbers as written ("3", not "3.0"), TRUE/FALSE as Y/N, date-formatted
 * numbers as YYYY-MM-DD.
 */
export interface SheetLimits {
  /** Rows with something in them, the heading included; the next one stops the reading. */
  maxRows: number;
  /** Columns a row may use (A = 1); a value further right refuses the file. */
  maxColumns: number;
  /** Bytes all the members read may unpack to, declared or found. */
  maxUnpackedBytes: number;
}

export type SheetRead = { ok: true; rows: CsvRow[] } | { ok: false; reason: 'too-many-rows' | 'too-many-columns' | 'too-large' | 'unreadable' };

/** Excel keeps at most 32,767 characters in a cell; more text than this is kept no further (the import refuses it anyway). */
const MAX_CELL_CHARS = 64 * 1024;
/** The workbook, its relationships and styles are small; a large one is not a real workbook. */
const MAX_PART_BYTES = 4 * 1024 * 1024;
const REL_SHARED_STRINGS = /\/sharedStrings$/;
const REL_STYLES = /\/styles$/;
const REL_OFFICE_DOCUMENT = /\/officeDocument$/;

export async function readFirstSheet(bytes: Uint8Array, limits: SheetLimits, pacer: Pacer): Promise<SheetRead> {
  try {
    const archive = new Archive(bytes, limits.maxUnpackedBytes, pacer);
    if (archive.declaredSize() > limits.maxUnpackedBytes) return { ok: false, reason: 'too-large' };
    const parts = await archive.partsOfFirstSheet();
    if (!parts) return { ok: false, reason: 'unreadable' };
    const dateStyles = parts.styles ? await archive.dateStyles(parts.styles) : new Set<number>();
    const sheet = await archive.sheetRows(parts.sheet, limits, { dateStyles, epoch1904: parts.epoch1904 });
    if (!sheet.ok) return sheet;
    const strings = sheet.sharedIndexes.size > 0 ? (parts.sharedStrings ? await archive.sharedStrings(parts.sharedStrings, sheet.sharedIndexes) : null) : new Map<number, string>();
    if (!strings || strings.size < sheet.sharedIndexes.size) return { ok: false, reason: 'unreadable' };
    return { ok: true, rows: sheet.rows.flatMap((row) => textRow(row, sheet.width, strings)) };
  } catch (error) {
    if (error instanceof ArchiveTooLargeError) return { ok: false, reason: 'too-large' };
    if (error instanceof BrokenArchiveError || error instanceof BrokenXmlError) return { ok: false, reason: 'unreadable' };
    throw error;
  }
}

/** A cell as read in the first pass: its text, or the index of a shared string. */
type Cell = { column: number; text: string } | { column: number; shared: number };
interface SheetRow {
  line: number;
  cells: Cell[];
}

function textRow(row: SheetRow, width: number, strings: ReadonlyMap<number, string>): CsvRow[] {
  const fields = Array.from({ length: width }, () => '');
  for (const cell of row.cells) fields[cell.column] = 'text' in cell ? cell.text : (strings.get(cell.shared) ?? '');
  return fields.every((f) => f.trim() === '') ? [] : [{ line: row.line, fields }];
}

class Archive {
  private readonly members: Map<string, ZipMember>;
  private unpacked = 0;

  constructor(
    private readonly bytes: Uint8Array,
    private readonly maxUnpackedBytes: number,
    private readonly pacer: Pacer,
  ) {
    this.members = zipMembers(bytes);
  }

  declaredSize(): number {
    let total = 0;
    for (const member of this.members.values()) total += member.size;
    return total;
  }

  /** Feeds a member's XML to `scanner` until the end or until the scanner is stopped. */
  private async scan(path: string, scanner: XmlScanner, maxBytes = Number.POSITIVE_INFINITY): Promise<boolean> {
    const member = this.members.get(path);
    if (!member) return false;
    const budget = Math.min(maxBytes, this.maxUnpackedBytes - this.unpacked);
    let read = 0;
    try {
      for await (const text of memberText(this.bytes, member, { maxBytes: budget, pacer: this.pacer })) {
        read += text.length;
        scanner.feed(text);
        if (scanner.done) break;
        await this.pacer.breathe();
      }
    } finally {
      this.unpacked += read;
    }
    scanner.end();
    return true;
  }

  private async smallPart(path: string, onOpen: (name: string, attributes: Record<string, string>) => void): Promise<boolean> {
    return this.scan(path, new XmlScanner({ open: (name, raw) => onOpen(name, attributesOf(raw)), close: () => {}, text: () => {} }), MAX_PART_BYTES);
  }

  /** The relationships of a part, by id: where each target is and what it is. */
  private async relationships(part: string): Promise<Map<string, { target: string; type: string }>> {
    const slash = part.lastIndexOf('/');
    const relsPath = `${part.slice(0, slash + 1)}_rels/${part.slice(slash + 1)}.rels`;
    const found = new Map<string, { target: string; type: string }>();
    await this.smallPart(relsPath, (name, a) => {
      if (name === 'Relationship' && a.Id && a.Target) found.set(a.Id, { target: resolvePart(part, a.Target), type: a.Type ?? '' });
    });
    return found;
  }

  /** The workbook's first sheet (in the workbook's order, as Excel shows its tabs), its shared strings and styles. */
  async partsOfFirstSheet(): Promise<{ sheet: string; sharedStrings: string | null; styles: string | null; epoch1904: boolean } | null> {
    const root = await this.relationships('');
    const workbook = [...root.values()].find((r) => REL_OFFICE_DOCUMENT.test(r.type))?.target ?? 'xl/workbook.xml';
    const found: { firstSheet: string | null; epoch1904: boolean } = { firstSheet: null, epoch1904: false };
    const opened = await this.smallPart(workbook, (name, a) => {
      if (name === 'sheet' && found.firstSheet === null) found.firstSheet = a['r:id'] ?? Object.entries(a).find(([k]) => k.endsWith(':id'))?.[1] ?? null;
      if (name === 'workbookPr') found.epoch1904 = a.date1904 === '1' || a.date1904 === 'true';
    });
    if (!opened || found.firstSheet === null) return null;
    const rels = await this.relationships(workbook);
    const sheet = rels.get(found.firstSheet)?.target;
    if (!sheet) return null;
    const of = (pattern: RegExp) => [...rels.values()].find((r) => pattern.test(r.type))?.target ?? null;
    return { sheet, sharedStrings: of(REL_SHARED_STRINGS), styles: of(REL_STYLES), epoch1904: found.epoch1904 };
  }

  /** The cell styles (indexes of `s="…"`) whose number format shows a date. */
  async dateStyles(path: string): Promise<Set<number>> {
    const customFormats = new Map<number, string>();
    const base: (number | null)[] = [];
    const cells: { numFmtId: number | null; xfId: number | null }[] = [];
    let within: 'cellStyleXfs' | 'cellXfs' | null = null;
    const numberOf = (v: string | undefined) => (v === undefined || v === '' || Number.isNaN(Number(v)) ? null : Number(v));
    await this.scan(
      path,
      new XmlScanner({
        open(name, raw, selfClosing) {
          if (name === 'cellStyleXfs' || name === 'cellXfs') {
            if (!selfClosing) within = name;
            return;
          }
          if (name === 'numFmt') {
            const a = attributesOf(raw);
            const id = numberOf(a.numFmtId);
            if (id !== null && a.formatCode !== undefined) customFormats.set(id, a.formatCode);
          } else if (name === 'xf' && within !== null) {
            const a = attributesOf(raw);
            if (within === 'cellStyleXfs') base.push(numberOf(a.numFmtId));
            else cells.push({ numFmtId: numberOf(a.numFmtId), xfId: numberOf(a.xfId) });
          }
        },
        close(name) {
          if (name === within) within = null;
        },
        text() {},
      }),
      MAX_PART_BYTES,
    );
    const dates = new Set<number>();
    for (const [index, xf] of cells.entries()) {
      const format = xf.numFmtId ?? (xf.xfId !== null ? (base[xf.xfId] ?? null) : null);
      if (format !== null && isDateFormat(format, customFormats.get(format))) dates.add(index);
    }
    return dates;
  }

  /** The sheet's rows up to the limit, and the shared strings they use. */
  async sheetRows(
    path: string,
    limits: SheetLimits,
    formats: { dateStyles: ReadonlySet<number>; epoch1904: boolean },
  ): Promise<{ ok: true; rows: SheetRow[]; width: number; sharedIndexes: Set<number> } | { ok: false; reason: 'too-many-rows' | 'too-many-columns' | 'unreadable' }> {
    const rows: SheetRow[] = [];
    const sharedIndexes = new Set<number>();
    // Set inside the scanner's callbacks, so held in an object TypeScript does not narrow.
    const outcome: { refused: 'too-many-rows' | 'too-many-columns' | null } = { refused: null };
    let width = 0;
    let line = 0;
    let row: SheetRow | null = null;
    let column = -1;
    let cell: { type: string; style: number | null; value: string; inline: string } | null = null;
    let into: 'value' | 'inline' | null = null;
    let inRun = false;
    let phonetic = false;

    const scanner: XmlScanner = new XmlScanner({
      open(name, raw) {
        if (name === 'row') {
          const r = Number(attributesOf(raw).r);
          line = Number.isInteger(r) && r > 0 ? r : line + 1;
          row = { line, cells: [] };
          column = -1;
        } else if (name === 'c' && row) {
          const a = attributesOf(raw);
          column = a.r ? columnOf(a.r, column) : column + 1;
          const style = a.s === undefined ? null : Number(a.s);
          cell = { type: a.t ?? 'n', style: Number.isInteger(style) ? style : null, value: '', inline: '' };
        } else if (cell) {
          if (name === 'v') into = 'value';
          else if (name === 'is') into = 'inline';
          else if (name === 'rPh') phonetic = true;
          else if (name === 't' && into === 'inline' && !phonetic) inRun = true;
        }
      },
      close(name) {
        if (name === 'v' || name === 'is') into = null;
        else if (name === 't') inRun = false;
        else if (name === 'rPh') phonetic = false;
        else if (name === 'c' && row && cell) {
          const value = cellValue(cell, formats);
          if (value !== null) {
            if (column >= limits.maxColumns) {
              outcome.refused = 'too-many-columns';
              scanner.stop();
              return;
            }
            if (typeof value === 'number') sharedIndexes.add(value);
            row.cells.push(typeof value === 'number' ? { column, shared: value } : { column, text: value });
          }
          cell = null;
        } else if (name === 'row' && row) {
          const kept: SheetRow = row;
          row = null;
          if (!kept.cells.some((c) => 'shared' in c || c.text.trim() !== '')) return;
          if (rows.length >= limits.maxRows) {
            outcome.refused = 'too-many-rows';
            scanner.stop();
            return;
          }
          rows.push(kept);
          for (const c of kept.cells) width = Math.max(width, c.column + 1);
        } else if (name === 'sheetData') scanner.stop();
      },
      text(raw) {
        if (!cell) return;
        if (into === 'value' && cell.value.length < MAX_CELL_CHARS) cell.value += raw;
        else if (into === 'inline' && inRun && cell.inline.length < MAX_CELL_CHARS) cell.inline += raw;
      },
    });
    if (!(await this.scan(path, scanner))) return { ok: false, reason: 'unreadable' };
    if (outcome.refused !== null) return { ok: false, reason: outcome.refused };
    return { ok: true, rows, width, sharedIndexes };
  }

  /** The shared strings at `wanted` (a shared string is the text of all its runs, without the phonetic guide). */
  async sharedStrings(path: string, wanted: ReadonlySet<number>): Promise<Map<number, string>> {
    const found = new Map<number, string>();
    // A loop, not Math.max(...wanted): up to 500,000 indexes would overflow the call stack as arguments.
    let last = -1;
    for (const index of wanted) if (index > last) last = index;
    let index = -1;
    let text: string | null = null;
    let inText = false;
    let phonetic = false;
    const scanner: XmlScanner = new XmlScanner({
      open(name) {
        if (name === 'si') {
          index += 1;
          text = wanted.has(index) ? '' : null;
        } else if (name === 'rPh') phonetic = true;
        else if (name === 't' && !phonetic) inText = true;
      },
      close(name) {
        if (name === 't') inText = false;
        else if (name === 'rPh') phonetic = false;
        else if (name === 'si') {
          if (text !== null) found.set(index, unescapeXlsx(decodeEntities(text)));
          text = null;
          if (index >= last) scanner.stop();
        }
      },
      text(raw) {
        if (inText && text !== null && text.length < MAX_CELL_CHARS) text += raw;
      },
    });
    await this.scan(path, scanner);
    return found;
  }
}

/** A relationship's target as a path inside the archive (targets are relative to the part's folder, or absolute from the root). */
function resolvePart(part: string, target: string): string {
  if (target.startsWith('/')) return target.slice(1);
  const segments = part.split('/').slice(0, -1);
  for (const segment of target.split('/')) {
    if (segment === '..') segments.pop();
    else if (segment !== '.' && segment !== '') segments.push(segment);
  }
  return segments.join('/');
}

/** The 0-based column of a cell reference ("C5" → 2); `previous + 1` when the reference has no letters. */
function columnOf(reference: string, previous: number): number {
  let column = 0;
  let i = 0;
  for (; i < reference.length; i++) {
    const code = reference.charCodeAt(i) & ~0x20;
    if (code < 65 || code > 90) break;
    column = column * 26 + (code - 64);
  }
  return i === 0 ? previous + 1 : column - 1;
}

/** A cell's text as Excel shows it, the index of its shared string, or null when it holds nothing. */
function cellValue(cell: { type: string; style: number | null; value: string; inline: string }, formats: { dateStyles: ReadonlySet<number>; epoch1904: boolean }): string | number | null {
  const value = decodeEntities(cell.value);
  switch (cell.type) {
    case 's': {
      const index = Number(value);
      if (value.trim() === '' || !Number.isInteger(index) || index < 0) throw new BrokenXmlError('bad shared string index');
      return index;
    }
    case 'inlineStr':
      return unescapeXlsx(decodeEntities(cell.inline)) || null;
    case 'str':
      return value === '' ? null : unescapeXlsx(value);
    case 'e':
      // A formula's error (#N/A, #DIV/0!) reads as an empty cell, as it always has.
      return null;
    case 'b':
      return value === '1' ? 'Y' : value === '0' ? 'N' : value || null;
    case 'd': {
      if (value === '') return null;
      const date = new Date(value);
      return Number.isNaN(date.valueOf()) ? value : date.toISOString().slice(0, 10);
    }
    default: {
      if (value === '') return null;
      if (cell.style !== null && formats.dateStyles.has(cell.style)) {
        const serial = Number(value);
        if (Number.isFinite(serial)) return new Date(excelSerialToMs(serial, formats.epoch1904)).toISOString().slice(0, 10);
      }
      return value;
    }
  }
}

/** Excel's day number as a time (1900 system with its phantom 29 February 1900, or the 1904 system). */
function excelSerialToMs(serial: number, epoch1904: boolean): number {
  const days = epoch1904 ? serial + 1462 : serial;
  return Math.floor((days - 25569) * 86_400_000);
}

/** `_xHHHH_` is how a workbook writes a character XML cannot hold (ECMA-376 §22.9.2.19). */
const unescapeXlsx = (text: string) => (text.includes('_x') ? text.replace(/_x([0-9A-Fa-f]{4})_/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))) : text);

/** Number formats Excel ships that show dates or times (by id: international, East Asian and Thai). */
const BUILT_IN_DATE_FORMATS = new Set([14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 45, 46, 47, 50, 51, 52, 53, 54, 55, 56, 57, 58, 71, 72, 73, 74, 75, 76, 77, 78, 79, 80, 81]);
const DATE_TOKENS = new Set(['s', 'ss', 'm', 'mm', 'h', 'hh', 'am', 'pm', 'a', 'p', 'd', 'dd', 'ddd', 'dddd', 'aaa', 'aaaa', 'aaaaa', 'mmm', 'mmmm', 'mmmmm', 'y', 'yy', 'yyyy', 'e', 'ee', 'eeee']);

/** Whether a number format shows a date: a built-in date format, or a custom one made only of date and time tokens. */
function isDateFormat(id: number, template: string | undefined): boolean {
  if (BUILT_IN_DATE_FORMATS.has(id)) return true;
  if (template === undefined) return false;
  const sections = template
    .toLowerCase()
    .replace(/;@$/, '')
    .replace(/\\./g, ' ')
    .split(';');
  return sections.some((section) => {
    const tokens = section
      .replace(/"[^"]*"/g, ' ')
      .replace(/(\[?[smhd]{1,2}\]?)[.,]00?0?/g, '$1')
      .replace(/\[([smhd]{1,2})\]/g, '$1')
      .replace(/\[[^\]]*\]/g, '')
      .split(/[^a-z0#?%]+/)
      .filter(Boolean);
    return tokens.length > 0 && tokens.every((token) => DATE_TOKENS.has(token));
  });
}
