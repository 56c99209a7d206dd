import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { photoFromField } from './photo-field';

const PNG_MAGIC = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
const fileOf = (bytes: Uint8Array<ArrayBuffer>, name: string, type = 'image/png') => new File([bytes], name, { type });

describe("a staff form's photo field", () => {
  it('is null when no file was chosen (an empty field or a text value)', async () => {
    expect(await photoFromField(null)).toBeNull();
    expect(await photoFromField('banner.png')).toBeNull();
    expect(await photoFromField(fileOf(new Uint8Array(0), ''))).toBeNull();
  });

  it('refuses a file over the limit, one that is no photo whatever its name, and a damaged one, each with its message', async () => {
    const mb = 1024 * 1024;
    expect(await photoFromField(fileOf(new Uint8Array(mb + 1), 'big.png'), mb)).toEqual({ ok: false, message: '사진은 한 장에 1MB 이하만 올릴 수 있습니다.' });
    expect(await photoFromField(fileOf(new TextEncoder().encode('<svg onload="alert(1)"/>'), 'cat.png'))).toEqual({ ok: false, message: 'JPG, PNG, WEBP 사진만 올릴 수 있습니다.' });
    expect(await photoFromField(fileOf(PNG_MAGIC, 'cut.png'))).toEqual({ ok: false, message: '사진 파일이 손상되었습니다. 다른 사진을 선택해 주세요.' });
  });

  it('passes a real photo through the pipeline: encoded again, with its resized variants', async () => {
    const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#e2001a' } })
      .png()
      .toBuffer();
    const result = await photoFromField(fileOf(new Uint8Array(png), 'banner.jpg', 'image/jpeg'));
    expect(result).toMatchObject({ ok: true, image: { contentType: 'image/png', width: 900, height: 600 } });
    expect(result?.ok && result.image.variants.length).toBeGreaterThan(0);
  });
});
