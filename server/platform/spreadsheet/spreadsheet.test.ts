import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { storeXlsx, workbookOf, xlsxOf } from '../../../tests/fixtures/store-files';
import { readSpreadsheet } from './spreadsheet';

const limits = { maxRows: 5001, tooManyRows: '한 번에 최대 5,000개 매장까지 가져올 수 있습니다.' };

const head = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
/**
 * A workbook as Excel and other programs write them: the first tab is not sheet1.xml, an absolute
 * relationship target, rich text with a phonetic guide, inline strings, booleans, date styles
 * (built-in and custom), a formula's cached text and number, an error, `_x000D_`, an empty row,
 * a table starting at B2.
 */
function richWorkbook(): Uint8Array {
  const files: Record<string, string> = {
    '[Content_Types].xml': `${head}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet2.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/></Types>`,
    '_rels/.rels': `${head}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    'xl/workbook.xml': `${head}<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><workbookPr/><sheets><sheet name="매장" sheetId="2" r:id="rId7"/><sheet name="other" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    'xl/_rels/workbook.xml.rels': `${head}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId7" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="/xl/worksheets/sheet2.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/sharedStrings" Target="sharedStrings.xml"/><Relationship Id="rId3" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/></Relationships>`,
    'xl/styles.xml': `${head}<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><numFmts count="2"><numFmt numFmtId="164" formatCode="yyyy&quot;년&quot; m&quot;월&quot; d&quot;일&quot;"/><numFmt numFmtId="165" formatCode="#,##0&quot;원&quot;"/></numFmts><cellStyleXfs count="1"><xf numFmtId="0"/></cellStyleXfs><cellXfs count="4"><xf numFmtId="0" xfId="0"/><xf numFmtId="14" xfId="0" applyNumberFormat="1"/><xf numFmtId="164" xfId="0" applyNumberFormat="1"/><xf numFmtId="165" xfId="0" applyNumberFormat="1"/></cellXfs></styleSheet>`,
    'xl/worksheets/sheet1.xml': `${head}<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>wrong sheet</t></is></c></row></sheetData></worksheet>`,
    'xl/worksheets/sheet2.xml': `${head}<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><dimension ref="B2:F6"/><sheetData><row r="2" spans="2:6"><c r="B2" t="s"><v>0</v></c><c r="C2" t="s"><v>1</v></c><c r="D2" t="inlineStr"><is><t xml:space="preserve"> 인라인 &amp; 글 </t></is></c><c r="F2" t="inlineStr"><is><r><t>굵게</t></r><r><rPr><b/></rPr><t>섞음</t></r></is></c></row><row r="3"><c r="B3" t="b"><v>1</v></c><c r="C3" t="b"><v>0</v></c><c r="D3" s="1"><v>45292</v></c><c r="E3" s="2"><v>45293.5</v></c><c r="F3" s="3"><v>12000</v></c></row><row r="4"/><row r="5"><c r="B5" t="str"><f>A1&amp;"x"</f><v>수식 결과</v></c><c r="C5"><f>1+2</f><v>3</v></c><c r="D5" t="e"><v>#N/A</v></c><c r="E5" t="s"><v>2</v></c></row><row r="6"><c r="B6"><v>0.1</v></c><c r="C6"><v>4779</v></c><c r="D6" t="s"><v>3</v></c><c r="E6" s="0"><v>1.5E+3</v></c></row><row r="7"><c r="B7" t="s"><v>4</v></c></row></sheetData><mergeCells count="1"><mergeCell ref="B2:C2"/></mergeCells></worksheet>`,
    'xl/sharedStrings.xml': `${head}<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="5" uniqueCount="5"><si><t>매장명</t></si><si><r><t>지</t></r><r><rPr><b/></rPr><t xml:space="preserve">역 </t></r><rPh sb="0" eb="1"><t>ちいき</t></rPh></si><si><t>줄_x000D_바꿈 &lt;b&gt;</t></si><si><t xml:space="preserve">   </t></si><si><t>끝</t></si></sst>`,
  };
  return zipSync(Object.fromEntries(Object.entries(files).map(([n, t]) => [n, strToU8(t)])));
}

describe('readSpreadsheet', () => {
  it("reads an .xlsx's first sheet as text rows numbered as the sheet's rows, numbers as Excel shows them", async () => {
    const read = await readSpreadsheet(storeXlsx('t', 2, {}, 3), limits);
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
    const read = await readSpreadsheet(xlsxOf([['a', 'b'], ['', ''], ['c', 'd & <e>']]), limits);
    expect(read).toEqual({ ok: true, kind: 'xlsx', rows: [{ line: 1, fields: ['a', 'b'] }, { line: 3, fields: ['c', 'd & <e>'] }] });
  });

  it('reads CSV (UTF-8 and CP949) when the file is not a zip archive', async () => {
    expect(await readSpreadsheet(strToU8('매장명,지역\r\n가게,서울\r\n'), limits)).toEqual({ ok: true, kind: 'csv', rows: [{ line: 1, fields: ['매장명', '지역'] }, { line: 2, fields: ['가게', '서울'] }] });
    const cp949 = Uint8Array.from([0xb8, 0xc5, 0xc0, 0xe5, 0x0a]); // "매장" in CP949
    expect(await readSpreadsheet(cp949, limits)).toEqual({ ok: true, kind: 'csv', rows: [{ line: 1, fields: ['매장'] }] });
  });

  it('refuses the old .xls format, a broken archive and an archive that unpacks to too much, with Korean reasons', async () => {
    const xls = Uint8Array.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]);
    expect(await readSpreadsheet(xls, limits)).toEqual({ ok: false, error: expect.stringContaining('.xls') });
    const broken = Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(await readSpreadsheet(broken, limits)).toEqual({ ok: false, error: expect.stringContaining('Excel 파일을 읽을 수 없습니다') });
    const notWorkbook = zipSync({ 'hello.txt': strToU8('hi') });
    expect(await readSpreadsheet(notWorkbook, limits)).toEqual({ ok: false, error: expect.stringContaining('Excel 파일을 읽을 수 없습니다') });
    const bomb = zipSync({ 'xl/worksheets/sheet1.xml': new Uint8Array(80 * 1024 * 1024) }, { level: 9 });
    expect(bomb.length).toBeLessThan(1024 * 1024);
    expect(await readSpreadsheet(bomb, limits)).toEqual({ ok: false, error: expect.stringContaining('너무 큽니다') });
  });

  it('reads cells as the workbook reader before the streaming one did: rich and inline strings, booleans, dates, formulas, errors, escapes', async () => {
    // Expected values are what read-excel-file (the reader this one replaced) answered for the same workbook.
    expect(await readSpreadsheet(richWorkbook(), limits)).toEqual({
      ok: true,
      kind: 'xlsx',
      rows: [
        { line: 2, fields: ['', '매장명', '지역 ', ' 인라인 & 글 ', '', '굵게섞음'] },
        { line: 3, fields: ['', 'Y', 'N', '2024-01-01', '2024-01-02', '12000'] },
        { line: 5, fields: ['', '수식 결과', '3', '', '줄\r바꿈 <b>', ''] },
        { line: 6, fields: ['', '0.1', '4779', '   ', '1.5E+3', ''] },
        { line: 7, fields: ['', '끝', '', '', '', ''] },
      ],
    });
  });

  it('refuses a workbook with a value right of the last column read, and a shared string that is not there', async () => {
    const wide = xlsxOf([[...Array.from({ length: 100 }, () => ''), '101번째 열']]);
    expect(await readSpreadsheet(wide, limits)).toEqual({ ok: false, error: '열이 너무 많습니다. 한 줄에 100열까지 읽을 수 있습니다.' });
    const missing = workbookOf('<sheetData><row r="1"><c r="A1" t="s"><v>7</v></c></row></sheetData>', ['<si><t>하나</t></si>']);
    expect(await readSpreadsheet(missing, limits)).toEqual({ ok: false, error: expect.stringContaining('Excel 파일을 읽을 수 없습니다') });
  });
});
