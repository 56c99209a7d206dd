import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { cameraJpeg, hasGps, hasPayload, jpegPolyglot, pngPolyglot, pngWithText } from '../../../tests/fixtures/images';
import { IMAGE_WIDTHS, srcsetOf, variantOfQuery } from '#app/lib/responsive-image';
import { LocalObjectStore } from './local-store';
import { deleteImage, imageKeys, processImage, readImage, sniffImage, storeImage, variantKey } from './image-pipeline';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ok = async (bytes: Uint8Array, variants = false) => {
  const type = sniffImage(bytes);
  expect(type).not.toBeNull();
  const out = await processImage(bytes, type!, { variants });
  if (!out.ok) throw new Error(out.message);
  return out.image;
};

describe('image pipeline', () => {
  it('recognises images by their bytes, not their names', async () => {
    expect(sniffImage(await cameraJpeg())).toBe('jpeg');
    expect(sniffImage(pngWithText())).toBe('png');
    expect(sniffImage(new TextEncoder().encode('RIFF\0\0\0\0WEBPVP8 '))).toBe('webp');
    expect(sniffImage(new TextEncoder().encode('<svg onload=alert(1)>'))).toBeNull();
    expect(sniffImage(new TextEncoder().encode('%PDF-1.7'))).toBeNull();
  });

  it('drops the payload of a JPEG polyglot (a comment, and bytes after the image data)', async () => {
    const input = await jpegPolyglot();
    expect(hasPayload(input)).toBe(true);
    const image = await ok(input, true);
    expect(hasPayload(image.bytes)).toBe(false);
    for (const v of image.variants) expect(hasPayload(v.bytes)).toBe(false);
  });

  it('drops the payload of a PNG polyglot (a custom chunk, and bytes after IEND)', async () => {
    const input = pngPolyglot();
    expect(hasPayload(input)).toBe(true);
    const image = await ok(input, true);
    expect(hasPayload(image.bytes)).toBe(false);
    expect(Buffer.from(image.bytes).includes(Buffer.from('puNk'))).toBe(false);
    expect(Buffer.from(image.bytes).includes(Buffer.from('tEXt'))).toBe(false);
  });

  it('turns the pixels as EXIF orientation says, and keeps no orientation tag', async () => {
    const input = await cameraJpeg({ width: 40, height: 20, orientation: 6 });
    expect((await sharp(input).metadata()).orientation).toBe(6);
    const image = await ok(input);
    expect([image.width, image.height]).toEqual([20, 40]);
    const meta = await sharp(image.bytes).metadata();
    expect([meta.width, meta.height]).toEqual([20, 40]);
    expect(meta.orientation).toBeUndefined();
  });

  it('strips EXIF with its GPS position (and the camera) from the image and every variant', async () => {
    const input = await cameraJpeg();
    expect(await hasGps(input)).toBe(true);
    const image = await ok(input, true);
    expect(await hasGps(image.bytes)).toBe(false);
    expect((await sharp(image.bytes).metadata()).exif).toBeUndefined();
    expect(Buffer.from(image.bytes).includes(Buffer.from('PhoneCo'))).toBe(false);
    for (const v of image.variants) expect((await sharp(v.bytes).metadata()).exif).toBeUndefined();
  });

  it('makes every width in AVIF, WebP and the original format, never wider than the original', async () => {
    const image = await ok(await cameraJpeg({ width: 900, height: 600 }), true);
    expect(image.variants).toHaveLength(IMAGE_WIDTHS.length * 3);
    const byKey = new Map(image.variants.map((v) => [`${v.rung}:${v.format}`, v]));
    expect(byKey.get('320:avif')).toMatchObject({ width: 320, height: 213, contentType: 'image/avif' });
    expect(byKey.get('640:webp')).toMatchObject({ width: 640, height: 427, contentType: 'image/webp' });
    expect(byKey.get('1280:orig')).toMatchObject({ width: 900, height: 600, contentType: 'image/jpeg' });
    expect((await sharp(byKey.get('320:avif')!.bytes).metadata()).format).toBe('heif');
    expect((await sharp(byKey.get('640:webp')!.bytes).metadata()).format).toBe('webp');
  });

  it('refuses what only looks like an image, and a file whose bytes say one format and decode as another', async () => {
    const fakePng = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
    expect(await processImage(fakePng, 'png')).toMatchObject({ ok: false, code: 'FILE_DAMAGED' });
    expect(await processImage(pngWithText(), 'jpeg')).toMatchObject({ ok: false, code: 'FILE_TYPE' });
    const truncated = (await cameraJpeg({ width: 300, height: 300 })).subarray(0, 400);
    expect(await processImage(truncated, 'jpeg')).toMatchObject({ ok: false });
  });

  it('refuses an image that declares more pixels than it may decode', async () => {
    const huge = await sharp({ create: { width: 8000, height: 6000, channels: 3, background: '#000' } }).png({ compressionLevel: 9 }).toBuffer();
    expect(await processImage(huge, 'png')).toMatchObject({ ok: false, code: 'FILE_TOO_LARGE' });
  });

  it('stores an image with its variants, reads a variant back, and removes them all', async () => {
    const store = new LocalObjectStore(fs.mkdtempSync(path.join(os.tmpdir(), 'pipeline-')));
    const image = await ok(await cameraJpeg({ width: 700, height: 350 }), true);
    const key = 'pets/1700000000000-0a0b0c0d-1111-2222-3333-444455556666.jpg';
    await storeImage(store, key, image);
    expect(variantKey(key, 640, 'webp')).toBe('pets/1700000000000-0a0b0c0d-1111-2222-3333-444455556666.w640.webp');
    const small = await readImage(store, key, { width: 320, format: 'avif' });
    expect(small?.contentType).toBe('image/avif');
    expect((await sharp(small!.body).metadata()).width).toBe(320);
    expect((await readImage(store, key, undefined))?.contentType).toBe('image/jpeg');
    await deleteImage(store, key);
    for (const k of imageKeys(key)) expect(await store.get(k)).toBeNull();
  });
});

describe('responsive image URLs', () => {
  it('builds a srcset per format and reads a variant back from a query', () => {
    const url = (v?: { width: number; format: string }) => (v ? `/p?id=1&w=${v.width}&f=${v.format}` : '/p?id=1');
    expect(srcsetOf(url, 'webp')).toBe('/p?id=1&w=320&f=webp 320w, /p?id=1&w=640&f=webp 640w, /p?id=1&w=1280&f=webp 1280w');
    expect(variantOfQuery(new URLSearchParams('id=1&w=640&f=avif'))).toEqual({ width: 640, format: 'avif' });
    expect(variantOfQuery(new URLSearchParams('id=1'))).toBeUndefined();
    expect(variantOfQuery(new URLSearchParams('w=641&f=avif'))).toBeNull();
    expect(variantOfQuery(new URLSearchParams('w=640&f=gif'))).toBeNull();
  });
});
