/**
 * CSV as spreadsheets save it (RFC 4180): fields separated by commas, quoted with "…" when they
 * hold a comma, a quote ("") or a line break; lines end in CRLF or LF; a UTF-8 byte-order mark
 * is dropped. Answers the rows as arrays of fields, with the 1-based line each row starts on
 * (a quoted field may span lines), skipping rows that are entirely empty.
 */
export interface CsvRow {
  line: number;
  fields: string[];
}

export function parseCsv(text: string): { rows: CsvRow[]; error: string | null } {
  const input = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const rows: CsvRow[] = [];
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let rowLine = 1;
  let i = 0;
  const endRow = () => {
    fields.push(field);
    if (fields.some((f) => f.trim() !== '')) rows.push({ line: rowLine, fields });
    fields = [];
    field = '';
  };
  while (i < input.length) {
    const c = input[i]!;
    if (quoted) {
      if (c === '"') {
        if (input[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        quoted = false;
        i += 1;
        continue;
      }
      if (c === '\n') line += 1;
      field += c;
      i += 1;
      continue;
    }
    if (c === '"' && field === '') {
      quoted = true;
      i += 1;
      continue;
    }
    if (c === ',') {
      fields.push(field);
      field = '';
      i += 1;
      continue;
    }
    if (c === '\r' || c === '\n') {
      endRow();
      i += c === '\r' && input[i + 1] === '\n' ? 2 : 1;
      line += 1;
      rowLine = line;
      continue;
    }
    field += c;
    i += 1;
  }
  if (quoted) return { rows, error: `${rowLine}번째 줄: 닫히지 않은 따옴표(")가 있습니다.` };
  if (field !== '' || fields.length > 0) endRow();
  return { rows, error: null };
}

/** Bytes of a CSV file as text: UTF-8 (with or without a BOM), else the CP949 (EUC-KR) Korean Excel saves by default. */
export function decodeCsv(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('euc-kr').decode(bytes);
  }
}

/** One field written for CSV (quoted when it must be). */
export function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}
