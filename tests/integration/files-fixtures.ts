import { cameraJpeg, pngWithText } from '../fixtures/images';

/** Small files for upload tests: real, decodable images with metadata that must not survive storage. */

const JPEG = await cameraJpeg();

/** A PNG with a text chunk holding a GPS-like comment. */
export { pngWithText };

/** A JPEG with EXIF (camera, GPS position). */
export const jpegWithExif = (): Buffer => JPEG;

export function pdf(): Buffer {
  return Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');
}

/** A real, decodable PNG (a small paw-coloured square) with a tEXt chunk, for browser tests. */
export const realPng = (size = 64): Buffer => pngWithText(size);
