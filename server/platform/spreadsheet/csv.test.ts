import { describe, expect, it } from 'vitest';
import { csvField, decodeCsv, parseCsv } from './csv';

describe('parseCsv', () => {
  it('reads quoted fields with commas, quotes and line breaks, CRLF or LF, and the line each row starts on', () => {
    const text = '\uFEFF매장명,주소\r\n"펫마루, 성수점","서울 ""성수"" 1층"\r\n\r\n멍냥상회,"여러\n줄"\nend,x';
    expect(parseCsv(text)).toEqual({
      rows: [
        { line: 1, fields: ['매장명', '주소'] },
        { line: 2, fields: ['펫마루, 성수점', '서울 "성수" 1층'] },
        { line: 4, fields: ['멍냥상회', '여러\n줄'] },
        { line: 6, fields: ['end', 'x'] },
      ],
      error: null,
    });
  });
  it('keeps empty fields and reports an unclosed quote', () => {
    expect(parseCsv('a,,c\n').rows).toEqual([{ line: 1, fields: ['a', '', 'c'] }]);
    expect(parseCsv('a,"b\n').error).toBe('1번째 줄: 닫히지 않은 따옴표(")가 있습니다.');
  });
  it('decodes UTF-8 and the CP949 Korean Excel saves, and quotes what must be quoted', () => {
    expect(decodeCsv(new TextEncoder().encode('매장'))).toBe('매장');
    expect(decodeCsv(new Uint8Array([0xb8, 0xc5, 0xc0, 0xe5]))).toBe('매장');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('그냥')).toBe('그냥');
  });
});
