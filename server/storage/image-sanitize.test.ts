import { describe, expect, it } from 'vitest';
import { sniffImage, stripImageMetadata } from './image-sanitize';

function jpegWithExif(): Uint8Array {
  const exif = [0xff, 0xe1, 0x00, 0x0a, ...Array.from('Exif\0\0GPS', (c) => c.charCodeAt(0))].slice(0, 12);
  return new Uint8Array([
    0xff, 0xd8, // SOI
    0xff, 0xe0, 0x00, 0x04, 0x4a, 0x46, // APP0 (JFIF, shortened)
    ...exif,
    0xff, 0xda, 0x00, 0x02, 0x11, 0x22, 0xff, 0xd9, // SOS + data + EOI
  ]);
}

function pngChunk(type: string, data: number[]): number[] {
  const len = data.length;
  return [(len >>> 24) & 255, (len >>> 16) & 255, (len >>> 8) & 255, len & 255, ...Array.from(type, (c) => c.charCodeAt(0)), ...data, 0, 0, 0, 0];
}

describe('image upload checks', () => {
  it('recognises images by their bytes, not their names', () => {
    expect(sniffImage(jpegWithExif())).toBe('jpeg');
    expect(sniffImage(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe('png');
    expect(sniffImage(new TextEncoder().encode('RIFF\0\0\0\0WEBPVP8 '))).toBe('webp');
    expect(sniffImage(new TextEncoder().encode('<svg onload=alert(1)>'))).toBeNull();
    expect(sniffImage(new TextEncoder().encode('%PDF-1.7'))).toBeNull();
  });

  it('drops EXIF from a JPEG and keeps the image data', () => {
    const stripped = stripImageMetadata(jpegWithExif(), 'jpeg')!;
    expect(Array.from(stripped)).toEqual([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x04, 0x4a, 0x46, 0xff, 0xda, 0x00, 0x02, 0x11, 0x22, 0xff, 0xd9]);
  });

  it('drops text and EXIF chunks from a PNG', () => {
    const png = new Uint8Array([
      0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a,
      ...pngChunk('IHDR', [1, 2, 3]),
      ...pngChunk('tEXt', [65, 66]),
      ...pngChunk('eXIf', [1]),
      ...pngChunk('IDAT', [9, 9]),
      ...pngChunk('IEND', []),
    ]);
    const text = new TextDecoder('latin1').decode(stripImageMetadata(png, 'png')!);
    expect(text).toContain('IHDR');
    expect(text).toContain('IDAT');
    expect(text).not.toContain('tEXt');
    expect(text).not.toContain('eXIf');
  });

  it('refuses a truncated or malformed file', () => {
    expect(stripImageMetadata(new Uint8Array([0xff, 0xd8, 0xff, 0xe1, 0xff, 0xff]), 'jpeg')).toBeNull();
    expect(stripImageMetadata(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 9, 9]), 'png')).toBeNull();
  });
});
