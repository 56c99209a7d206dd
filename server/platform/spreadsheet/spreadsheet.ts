import { type CsvRow, csvRecords, decodeCsv } from './csv';
import { Pacer } from './event-loop-pace';
import { readFirstSheet } from './xlsx-rows';

/**
 * An uploaded table — an Excel workbook (.xlsx, its first sheet) or a CSV file — as the rows of
 * text an import checks, each with the line staff see in their spreadsheet program (the sheet's
 * row number; for CSV the file's line). Excel's own number cells come back as the text Excel
 * shows for them, so `순서` 3 reads "3", not "3.0".
 *
 * Both formats are read as a stream that counts rows as it goes and stops at the caller's limit,
 * and the reading hands the event loop back every few milliseconds: a file of 600,000 rows costs
 * what its first rows cost, and no other request waits behind it.
 */
export type SpreadsheetRead = { ok: true; kind: 'xlsx' | 'csv'; rows: CsvRow[] } | { ok: false; error: string };

export interface TableLimits {
  /** Rows with something in them, the heading included; one more refuses the file with `tooManyRows`. */
  maxRows: number;
  /** The Korean refusal of a file with more rows, naming the caller's limit. */
  tooManyRows: string;
  /** Columns a row may use; a value further right refuses the file. */
  maxColumns?: number;
}

/** An .xlsx is a zip archive: it starts with the zip signature whatever its name says. */
const isZip = (bytes: Uint8Array) => bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;

/** What the archive may unpack to: a 5 MB upload of a real store list unpacks to a few MB; a zip bomb to gigabytes. */
const MAX_UNPACKED = 64 * 1024 * 1024;
const MAX_COLUMNS = 100;

const BROKEN = 'Excel 파일을 읽을 수 없습니다. 파일이 손상되지 않았는지 확인하고 .xlsx 또는 CSV로 다시 저장해 주세요.';
const TOO_LARGE = 'Excel 파일의 내용이 너무 큽니다. 매장 목록만 남기거나 파일을 나눠 주세요.';
const OLD_EXCEL = '예전 Excel 형식(.xls)은 읽을 수 없습니다. Excel에서 .xlsx 또는 CSV로 저장해 주세요.';
const tooManyColumns = (max: number) => `열이 너무 많습니다. 한 줄에 ${max.toLocaleString('ko-KR')}열까지 읽을 수 있습니다.`;

/** Every caller states its row limit: a reader without one is how a 600,000-row file once froze the site. */
export async function readSpreadsheet(bytes: Uint8Array, limits: TableLimits): Promise<SpreadsheetRead> {
  const pacer = new Pacer();
  // The upload was just read and copied in this turn: the reading starts in a turn of its own.
  await pacer.yieldNow();
  const maxColumns = limits.maxColumns ?? MAX_COLUMNS;
  if (!isZip(bytes)) {
    if (bytes[0] === 0xd0 && bytes[1] === 0xcf) return { ok: false, error: OLD_EXCEL };
    return readCsv(decodeCsv(bytes), limits, maxColumns, pacer);
  }
  const sheet = await readFirstSheet(bytes, { maxRows: limits.maxRows, maxColumns, maxUnpackedBytes: MAX_UNPACKED }, pacer);
  if (sheet.ok) return { ok: true, kind: 'xlsx', rows: sheet.rows };
  const error = { 'too-many-rows': limits.tooManyRows, 'too-many-columns': tooManyColumns(maxColumns), 'too-large': TOO_LARGE, unreadable: BROKEN }[sheet.reason];
  return { ok: false, error };
}

async function readCsv(text: string, limits: TableLimits, maxColumns: number, pacer: Pacer): Promise<SpreadsheetRead> {
  const rows: CsvRow[] = [];
  const records = csvRecords(text);
  for (let next = records.next(); ; next = records.next()) {
    if (next.done) return next.value === null ? { ok: true, kind: 'csv', rows } : { ok: false, error: next.value };
    if (rows.length >= limits.maxRows) return { ok: false, error: limits.tooManyRows };
    const { line, fields } = next.value;
    if (fields.length > maxColumns) {
      if (fields.slice(maxColumns).some((f) => f.trim() !== '')) return { ok: false, error: tooManyColumns(maxColumns) };
      // Commas a spreadsheet program left after the last column.
      fields.length = maxColumns;
    }
    rows.push({ line, fields });
    await pacer.breathe();
  }
}
