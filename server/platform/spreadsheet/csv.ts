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

export function parseCsv(text: string, limits: { maxRows?: number } = {}): { rows: CsvRow[]; error: string | null; tooManyRows?: true } {
  const rows: CsvRow[] = [];
  const records = csvRecords(text);
  for (let next = records.next(); ; next = records.next()) {
    if (next.done) return { rows, error: next.value };
    if (limits.maxRows !== undefined && rows.length >= limits.maxRows) return { rows, error: null, tooManyRows: true };
    rows.push(next.value);
  }
}

const FIELD_END = /[,\r\n]/g;

/**
 * The rows of a CSV text one at a time, so a reader can stop at a row limit or pause between rows;
 * returns the Korean reason when the text is broken (a quote left open), else null. Fields are
 * found with `indexOf` and a sticky search rather than character by character: a 5 MB field
 * costs a copy, not five million string appends.
 */
export function* csvRecords(text: string): Generator<CsvRow, string | null> {
  const input = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const n = input.length;
  let i = 0;
  let line = 1;
  while (i < n) {
    const rowLine = line;
    const fields: string[] = [];
    let ended = false;
    while (!ended) {
      let field = '';
      // A quote opens a quoted part only at the start of a field; after it, the field goes on unquoted.
      if (input[i] === '"') {
        const parts: string[] = [];
        let j = i + 1;
        for (;;) {
          const quote = input.indexOf('"', j);
          if (quote < 0) return `${rowLine}번째 줄: 닫히지 않은 따옴표(")가 있습니다.`;
          const part = input.slice(j, quote);
          line += countLineFeeds(part);
          parts.push(part);
          if (input[quote + 1] === '"') {
            parts.push('"');
            j = quote + 2;
            continue;
          }
          i = quote + 1;
          break;
        }
        field = parts.join('');
      }
      FIELD_END.lastIndex = i;
      const end = FIELD_END.exec(input);
      const stop = end ? end.index : n;
      field += input.slice(i, stop);
      fields.push(field);
      if (!end) {
        i = n;
        ended = true;
      } else if (end[0] === ',') {
        i = stop + 1;
        if (i === n) fields.push('');
        ended = i >= n;
      } else {
        i = stop + (end[0] === '\r' && input[stop + 1] === '\n' ? 2 : 1);
        line += 1;
        ended = true;
      }
    }
    if (fields.some((f) => f.trim() !== '')) yield { line: rowLine, fields };
  }
  return null;
}

function countLineFeeds(text: string): number {
  let count = 0;
  for (let at = text.indexOf('\n'); at >= 0; at = text.indexOf('\n', at + 1)) count += 1;
  return count;
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
