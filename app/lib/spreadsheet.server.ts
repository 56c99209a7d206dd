import { unzipSync } from 'fflate';
import { InvalidInputError, readSheet, type SheetData } from 'read-excel-file/universal';
import { type CsvRow, decodeCsv, parseCsv } from './csv';

/**
 * An uploaded table — an Excel workbook (.xlsx, its first sheet) or a CSV file — as the rows of
 * text an import checks, each with the line staff see in their spreadsheet program (the sheet's
 * row number; for CSV the file's line). Excel's own number cells come back as the text Excel
 * shows for them, so `순서` 3 reads "3", not "3.0".
 */
export type SpreadsheetRead = { ok: true; kind: 'xlsx' | 'csv'; rows: CsvRow[] } | { ok: false; error: string };

/** An .xlsx is a zip archive: it starts with the zip signature whatever its name says. */
const isZip = (bytes: Uint8Array) => bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;

/** What the archive may unpack to: a 5 MB upload of a real store list unpacks to a few MB; a zip bomb to gigabytes. */
const MAX_UNPACKED = 64 * 1024 * 1024;

export async function readSpreadsheet(bytes: Uint8Array): Promise<SpreadsheetRead> {
  if (!isZip(bytes)) {
    if (bytes[0] === 0xd0 && bytes[1] === 0xcf) return { ok: false, error: '예전 Excel 형식(.xls)은 읽을 수 없습니다. Excel에서 .xlsx 또는 CSV로 저장해 주세요.' };
    const parsed = parseCsv(decodeCsv(bytes));
    return parsed.error ? { ok: false, error: parsed.error } : { ok: true, kind: 'csv', rows: parsed.rows };
  }
  const broken = { ok: false as const, error: 'Excel 파일을 읽을 수 없습니다. 파일이 손상되지 않았는지 확인하고 .xlsx 또는 CSV로 다시 저장해 주세요.' };
  try {
    // The sizes the archive declares, read without unpacking anything (the filter refuses every entry).
    let unpacked = 0;
    unzipSync(bytes, {
      filter: (entry) => {
        unpacked += entry.originalSize;
        return false;
      },
    });
    if (unpacked > MAX_UNPACKED) return { ok: false, error: 'Excel 파일의 내용이 너무 큽니다. 매장 목록만 남기거나 파일을 나눠 주세요.' };
  } catch {
    return broken;
  }
  let sheet: SheetData<string>;
  try {
    const buffer = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
    // trim: false keeps empty leading rows, so an index is the sheet's row number − 1.
    sheet = await readSheet(buffer, 1, { trim: false, parseNumber: (text: string) => text });
  } catch (error) {
    if (error instanceof InvalidInputError || error instanceof Error) return broken;
    throw error;
  }
  const rows: CsvRow[] = [];
  for (const [index, cells] of sheet.entries()) {
    const fields = cells.map(cellText);
    if (fields.every((f) => f.trim() === '')) continue;
    rows.push({ line: index + 1, fields });
  }
  return { ok: true, kind: 'xlsx', rows };
}

function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? 'Y' : 'N';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return String(value);
}
