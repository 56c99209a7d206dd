import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { storeXlsx, xlsxOf } from '../../tests/fixtures/store-files';
import { readSpreadsheet } from './spreadsheet.server';

describe('readSpreadsheet', () => {
  it("reads an .xlsx's first sheet as text rows numbered as the sheet's rows, numbers as Excel shows them", async () => {
    const read = await readSpreadsheet(storeXlsx('t', 2, {}, 3));
    expect(read).toEqual({
      ok: true,
      kind: 'xlsx',
      rows: [
        { line: 3, fields: ['매장코드', '매장명', '지역', '우편번호', '주소', '상세주소', '전화번호', '영업시간', '순서', '공개'] },
        { line: 4, fields: ['t-1', 't 체인 001호점', '경기', '4779', '경기 중앙로 1, 1층', '', '02-1001-2001', '매일 10:00 ~ 21:00', '1', 'Y'] },
        { line: 5, fields: ['t-2', 't 체인 002호점', '인천', '4779', '인천 중앙로 2, 1층', '', '02-1002-2002', '매일 10:00 ~ 21:00', '2', 'Y'] },
      ],
    });
  });

  it('skips empty rows inside the sheet but keeps the row numbers of the others', async () => {
    const read = await readSpreadsheet(xlsxOf([['a', 'b'], ['', ''], ['c', 'd & <e>']]));
    expect(read).toEqual({ ok: true, kind: 'xlsx', rows: [{ line: 1, fields: ['a', 'b'] }, { line: 3, fields: ['c', 'd & <e>'] }] });
  });

  it('reads CSV (UTF-8 and CP949) when the file is not a zip archive', async () => {
    expect(await readSpreadsheet(strToU8('매장명,지역\r\n가게,서울\r\n'))).toEqual({ ok: true, kind: 'csv', rows: [{ line: 1, fields: ['매장명', '지역'] }, { line: 2, fields: ['가게', '서울'] }] });
    const cp949 = Uint8Array.from([0xb8, 0xc5, 0xc0, 0xe5, 0x0a]); // "매장" in CP949
    expect(await readSpreadsheet(cp949)).toEqual({ ok: true, kind: 'csv', rows: [{ line: 1, fields: ['매장'] }] });
  });

  it('refuses the old .xls format, a broken archive and an archive that unpacks to too much, with Korean reasons', async () => {
    const xls = Uint8Array.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]);
    expect(await readSpreadsheet(xls)).toEqual({ ok: false, error: expect.stringContaining('.xls') });
    const broken = Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(await readSpreadsheet(broken)).toEqual({ ok: false, error: expect.stringContaining('Excel 파일을 읽을 수 없습니다') });
    const notWorkbook = zipSync({ 'hello.txt': strToU8('hi') });
    expect(await readSpreadsheet(notWorkbook)).toEqual({ ok: false, error: expect.stringContaining('Excel 파일을 읽을 수 없습니다') });
    const bomb = zipSync({ 'xl/worksheets/sheet1.xml': new Uint8Array(80 * 1024 * 1024) }, { level: 9 });
    expect(bomb.length).toBeLessThan(1024 * 1024);
    expect(await readSpreadsheet(bomb)).toEqual({ ok: false, error: expect.stringContaining('너무 큽니다') });
  });
});
