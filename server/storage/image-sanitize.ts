/**
 * Uploaded images are recognised by their first bytes (never by name or declared type) and
 * stripped of metadata blocks (EXIF with GPS position, XMP, IPTC, text chunks) before storage.
 */

export type ImageType = 'jpeg' | 'png' | 'webp';

export const IMAGE_CONTENT_TYPES: Record<ImageType, string> = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };
export const IMAGE_EXTENSIONS: Record<ImageType, string> = { jpeg: 'jpg', png: 'png', webp: 'webp' };

export function sniffImage(bytes: Uint8Array): ImageType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((b, i) => bytes[i] === b)) return 'png';
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP') return 'webp';
  return null;
}

/** The image without metadata, or null when it is not a well-formed image of its type. */
export function stripImageMetadata(bytes: Uint8Array, type: ImageType): Uint8Array | null {
  switch (type) {
    case 'jpeg':
      return stripJpeg(bytes);
    case 'png':
      return stripPng(bytes);
    case 'webp':
      return stripWebp(bytes);
  }
}

function ascii(bytes: Uint8Array, start: number, length: number): string {
  return String.fromCharCode(...bytes.subarray(start, start + length));
}

function stripJpeg(bytes: Uint8Array): Uint8Array | null {
  const out: Uint8Array[] = [bytes.subarray(0, 2)];
  let i = 2;
  while (i + 4 <= bytes.length) {
    if (bytes[i] !== 0xff) return null;
    const marker = bytes[i + 1]!;
    if (marker === 0xda) {
      // Start of scan: the compressed image follows to the end.
      out.push(bytes.subarray(i));
      return concat(out);
    }
    const length = (bytes[i + 2]! << 8) | bytes[i + 3]!;
    if (length < 2 || i + 2 + length > bytes.length) return null;
    // APP1..APP15 (EXIF, XMP, IPTC, …) and comments go; APP0 (JFIF) and image data stay.
    const isMetadata = (marker >= 0xe1 && marker <= 0xef) || marker === 0xfe;
    if (!isMetadata) out.push(bytes.subarray(i, i + 2 + length));
    i += 2 + length;
  }
  return null;
}

const PNG_METADATA = new Set(['tEXt', 'zTXt', 'iTXt', 'eXIf', 'tIME']);

function stripPng(bytes: Uint8Array): Uint8Array | null {
  const out: Uint8Array[] = [bytes.subarray(0, 8)];
  let i = 8;
  while (i + 12 <= bytes.length) {
    const length = new DataView(bytes.buffer, bytes.byteOffset + i, 4).getUint32(0);
    const type = ascii(bytes, i + 4, 4);
    const end = i + 12 + length;
    if (end > bytes.length) return null;
    if (!PNG_METADATA.has(type)) out.push(bytes.subarray(i, end));
    i = end;
    if (type === 'IEND') return concat(out);
  }
  return null;
}

function stripWebp(bytes: Uint8Array): Uint8Array | null {
  const chunks: Uint8Array[] = [];
  let i = 12;
  let vp8x: Uint8Array | undefined;
  while (i + 8 <= bytes.length) {
    const type = ascii(bytes, i, 4);
    const size = new DataView(bytes.buffer, bytes.byteOffset + i + 4, 4).getUint32(0, true);
    const end = i + 8 + size + (size % 2);
    if (i + 8 + size > bytes.length) return null;
    const chunk = bytes.slice(i, Math.min(end, bytes.length));
    if (type === 'VP8X') vp8x = chunk;
    if (type !== 'EXIF' && type !== 'XMP ') chunks.push(chunk);
    i = end;
  }
  // Clear the EXIF (bit 3) and XMP (bit 2) flags so the header matches the chunks left.
  if (vp8x && vp8x.length > 8) vp8x[8] = vp8x[8]! & ~0x0c;
  const body = concat(chunks);
  const header = new Uint8Array(12);
  header.set(bytes.subarray(0, 4), 0);
  new DataView(header.buffer).setUint32(4, body.length + 4, true);
  header.set(bytes.subarray(8, 12), 8);
  return concat([header, body]);
}

function concat(parts: Uint8Array[]): Uint8Array {
  const total = parts.reduce((n, p) => n + p.length, 0);
  const out = new Uint8Array(total);
  let offset = 0;
  for (const p of parts) {
    out.set(p, offset);
    offset += p.length;
  }
  return out;
}
