import { describe, expect, it } from 'vitest';
import { readSpreadsheet } from './spreadsheet';
import { csvTextField, writeCsv, writeXlsx } from './xlsx-write';

const LIMITS = { maxRows: 100, tooManyRows: 'too many' };

describe('the spreadsheet writer', () => {
  const table = [
    ['받는분', '우편번호', '주소', '메모'],
    ['김도담', '04779', '서울특별시 성동구 <성수이로> 78 & 1층', '=SUM(A1)'],
    ['이"하나"', '01234', '', '줄\n바꿈'],
  ];

  it('writes an .xlsx the reader reads back as it was: Korean, leading zeros, markup characters', async () => {
    const read = await readSpreadsheet(writeXlsx('배송 목록', table), LIMITS);
    expect(read.ok && read.kind).toBe('xlsx');
    if (!read.ok) return;
    expect(read.rows.map((r) => r.fields)).toEqual([table[0], table[1], ['이"하나"', '01234', '', '줄\n바꿈']]);
    expect(read.rows.map((r) => r.line)).toEqual([1, 2, 3]);
  });

  it('writes CSV with a byte-order mark that reads back, a formula made harmless', async () => {
    const csv = writeCsv(table);
    expect(csv.startsWith('\uFEFF받는분,')).toBe(true);
    const read = await readSpreadsheet(new TextEncoder().encode(csv), LIMITS);
    if (!read.ok) throw new Error(read.error);
    expect(read.rows[1]!.fields).toEqual(['김도담', '04779', '서울특별시 성동구 <성수이로> 78 & 1층', "'=SUM(A1)"]);
    expect(read.rows[2]!.fields[0]).toBe('이"하나"');
    expect(csvTextField('010-1234-5678')).toBe('010-1234-5678');
    expect(csvTextField('-1')).toBe("'-1");
  });
});
