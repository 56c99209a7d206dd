import { describe, expect, it } from 'vitest';
import { checkFile, extensionOf, sniffFile } from './file-check';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82]);
const pdf = (body = '1 0 obj << >> endobj\n') => new TextEncoder().encode(`%PDF-1.4\n${body}%%EOF\n`);
const rules = { allowed: ['jpeg', 'png', 'webp', 'pdf'] as const, maxBytes: 1024, allowedLabel: 'JPG, PNG, WEBP, PDF' };

describe('upload checks by content', () => {
  it('recognises PDF by %PDF- and images by their magic bytes', () => {
    expect(sniffFile(pdf())).toBe('pdf');
    expect(sniffFile(PNG)).toBe('png');
    expect(sniffFile(new TextEncoder().encode('<script>alert(1)</script>'))).toBeNull();
  });

  it('accepts a good file and names its type from the content', async () => {
    const ok = await checkFile(pdf(), { ...rules, fileName: '진료기록.PDF' });
    expect(ok).toMatchObject({ ok: true, type: 'pdf', contentType: 'application/pdf', ext: 'pdf' });
  });

  it('refuses what is too large, empty, of another type, truncated, or misnamed', async () => {
    expect(await checkFile(new Uint8Array(2048).fill(0x25), rules)).toMatchObject({ ok: false, code: 'FILE_TOO_LARGE' });
    expect(await checkFile(new Uint8Array(0), rules)).toMatchObject({ ok: false, code: 'FILE_EMPTY' });
    expect(await checkFile(new TextEncoder().encode('<html></html>'), { ...rules, fileName: 'a.png' })).toMatchObject({ ok: false, code: 'FILE_TYPE' });
    expect(await checkFile(new TextEncoder().encode('%PDF-1.4\n1 0 obj'), rules)).toMatchObject({ ok: false, code: 'FILE_DAMAGED' });
    expect(await checkFile(pdf(), { ...rules, fileName: 'invoice.png' })).toMatchObject({ ok: false, code: 'FILE_NAME' });
    expect(await checkFile(pdf(), { ...rules, allowed: ['png'] })).toMatchObject({ ok: false, code: 'FILE_TYPE' });
    // PNG magic bytes with nothing decodable behind them.
    expect(await checkFile(PNG, rules)).toMatchObject({ ok: false, code: 'FILE_DAMAGED' });
  });

  it('reads only the last extension of a name', () => {
    expect(extensionOf('photo.tar.JPG')).toBe('jpg');
    expect(extensionOf('.hidden')).toBe('');
    expect(extensionOf('noext')).toBe('');
  });
});
