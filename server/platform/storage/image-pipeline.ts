import sharp, { type OutputInfo, type Sharp } from 'sharp';
import { IMAGE_WIDTHS, type ImageWidth, VARIANT_CONTENT_TYPES, VARIANT_FORMATS, type VariantFormat } from '#app/lib/responsive-image';
import type { ObjectStore } from './object-store';

/**
 * The one way an uploaded image reaches storage: decoded and encoded again by libvips (sharp),
 * never copied. Whatever rode along in the file — EXIF with a GPS position, XMP, comments,
 * custom PNG chunks, bytes after a JPEG's image data — is not pixel data, so it is gone; the
 * EXIF orientation is applied to the pixels first. Optionally the resized variants of
 * `app/lib/responsive-image.ts` are made too, for `srcset`.
 */

export type ImageType = 'jpeg' | 'png' | 'webp';

export const IMAGE_CONTENT_TYPES: Record<ImageType, string> = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };
export const IMAGE_EXTENSIONS: Record<ImageType, string> = { jpeg: 'jpg', png: 'png', webp: 'webp' };

/** Largest side of the stored original: enough for any screen, bounded storage. */
const MAX_STORED_SIDE = 2048;
/** Decoding refuses larger images (a small file can declare 50,000 × 50,000 pixels). */
const MAX_INPUT_PIXELS = 40_000_000;

/** What an image is, by its first bytes (never by its name or the type the client claims). */
export function sniffImage(bytes: Uint8Array): ImageType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((b, i) => bytes[i] === b)) return 'png';
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP') return 'webp';
  return null;
}

function ascii(bytes: Uint8Array, start: number, length: number): string {
  return String.fromCharCode(...bytes.subarray(start, start + length));
}

interface EncodedImage {
  bytes: Uint8Array;
  width: number;
  height: number;
  contentType: string;
}

interface ImageVariant extends EncodedImage {
  /** The rung of IMAGE_WIDTHS this copy answers for (its own width is at most that). */
  rung: ImageWidth;
  format: VariantFormat;
}

export interface ProcessedImage extends EncodedImage {
  type: ImageType;
  ext: string;
  variants: ImageVariant[];
}

export type ImageOutcome = { ok: true; image: ProcessedImage } | { ok: false; code: 'FILE_TYPE' | 'FILE_DAMAGED' | 'FILE_TOO_LARGE'; message: string };

/** The format a browser without AVIF and WebP gets: PNG keeps transparency, anything else is JPEG. */
function fallbackType(type: ImageType): ImageType {
  return type === 'png' ? 'png' : 'jpeg';
}

function encoder(pipeline: Sharp, type: ImageType | 'avif'): Sharp {
  switch (type) {
    case 'jpeg':
      return pipeline.jpeg({ quality: 82 });
    case 'png':
      return pipeline.png({ compressionLevel: 8 });
    case 'webp':
      return pipeline.webp({ quality: 78, effort: 2 });
    case 'avif':
      return pipeline.avif({ quality: 50, effort: 1 });
  }
}

/**
 * Decodes `input`, which its caller judged to be `declared` by its first bytes, and encodes it
 * again: oriented, without metadata, at most MAX_STORED_SIDE on its longer side. With
 * `variants`, also every rung × format of responsive-image.ts.
 */
export async function processImage(input: Uint8Array, declared: ImageType, options: { variants?: boolean } = {}): Promise<ImageOutcome> {
  let decoded: { data: Buffer; info: OutputInfo };
  try {
    const source = sharp(input, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS, autoOrient: true });
    const meta = await source.metadata();
    // The bytes said one format, the decoder found another: a disguised file.
    if (meta.format !== declared) return { ok: false, code: 'FILE_TYPE', message: '파일 형식이 내용과 맞지 않습니다.' };
    decoded = await source
      .resize({ width: MAX_STORED_SIDE, height: MAX_STORED_SIDE, fit: 'inside', withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) {
      return { ok: false, code: 'FILE_TOO_LARGE', message: '이미지의 가로·세로 크기가 너무 큽니다.' };
    }
    return { ok: false, code: 'FILE_DAMAGED', message: '이미지 파일이 손상되었습니다. 다른 파일을 선택해 주세요.' };
  }
  const { data, info } = decoded;
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } } as const;
  const encode = async (type: ImageType | 'avif', width?: number): Promise<EncodedImage> => {
    let pipeline = sharp(data, raw);
    if (width !== undefined && width < info.width) pipeline = pipeline.resize({ width });
    const out = await encoder(pipeline, type).toBuffer({ resolveWithObject: true });
    return { bytes: new Uint8Array(out.data), width: out.info.width, height: out.info.height, contentType: type === 'avif' ? 'image/avif' : IMAGE_CONTENT_TYPES[type] };
  };

  const original = await encode(declared);
  const variants: ImageVariant[] = [];
  if (options.variants) {
    // A rung wider than the image repeats the image's own width: encoded once, stored per rung.
    const made = new Map<string, Promise<EncodedImage>>();
    const jobs = IMAGE_WIDTHS.flatMap((rung) =>
      VARIANT_FORMATS.map(async (format) => {
        const width = Math.min(rung, info.width);
        const type = format === 'orig' ? fallbackType(declared) : format;
        const id = `${type}@${width}`;
        if (!made.has(id)) made.set(id, encode(type, width));
        const encoded = await made.get(id)!;
        variants.push({ ...encoded, rung, format });
      }),
    );
    await Promise.all(jobs);
    variants.sort((a, b) => a.rung - b.rung || a.format.localeCompare(b.format));
  }
  return { ok: true, image: { ...original, type: declared, ext: IMAGE_EXTENSIONS[declared], variants } };
}

/** Where the variant of an original stored at `key` lives: `pets/1-a.jpg` → `pets/1-a.w320.avif`. */
export function variantKey(key: string, rung: ImageWidth, format: VariantFormat): string {
  const dot = key.lastIndexOf('.');
  const stem = dot === -1 ? key : key.slice(0, dot);
  const ext = dot === -1 ? '' : key.slice(dot + 1);
  const originalType = (Object.keys(IMAGE_EXTENSIONS) as ImageType[]).find((t) => IMAGE_EXTENSIONS[t] === ext) ?? 'jpeg';
  const variantExt = format === 'orig' ? IMAGE_EXTENSIONS[fallbackType(originalType)] : format;
  return `${stem}.w${rung}.${variantExt}`;
}

/** Content type of a variant by its key's extension. */
function variantContentType(format: VariantFormat, key: string): string {
  if (format !== 'orig') return VARIANT_CONTENT_TYPES[format];
  return key.endsWith('.png') ? IMAGE_CONTENT_TYPES.png : IMAGE_CONTENT_TYPES.jpeg;
}

/** Every key an image stored at `key` may have (itself and all its variants); just `key` for other files. */
export function imageKeys(key: string): string[] {
  const ext = key.slice(key.lastIndexOf('.') + 1);
  if (!Object.values(IMAGE_EXTENSIONS).includes(ext)) return [key];
  return [key, ...IMAGE_WIDTHS.flatMap((rung) => VARIANT_FORMATS.map((format) => variantKey(key, rung, format)))];
}

/** Writes the image and its variants; on a failure, whatever was written is removed again. */
export async function storeImage(storage: ObjectStore, key: string, image: ProcessedImage): Promise<void> {
  const writes: [string, EncodedImage][] = [[key, image], ...image.variants.map((v): [string, EncodedImage] => [variantKey(key, v.rung, v.format), v])];
  try {
    await Promise.all(writes.map(([k, v]) => storage.put(k, v.bytes, v.contentType)));
  } catch (error) {
    await deleteImage(storage, key);
    throw error;
  }
}

/** Removes an image and its variants (missing ones are fine); any other file just by its key. */
export async function deleteImage(storage: ObjectStore, key: string): Promise<void> {
  await Promise.all(imageKeys(key).map((k) => storage.delete(k).catch(() => undefined)));
}

/**
 * The stored bytes for a request of an image at `key`: the variant asked for, or the original
 * when none was asked for or the image predates its variants.
 */
export async function readImage(storage: ObjectStore, key: string, variant: { width: ImageWidth; format: VariantFormat } | undefined) {
  if (variant) {
    const vKey = variantKey(key, variant.width, variant.format);
    const file = await storage.get(vKey);
    if (file) return { ...file, contentType: variantContentType(variant.format, vKey) };
  }
  return storage.get(key);
}
