import { processImage, type ProcessedImage, sniffImage } from './image-pipeline';

/** The largest photo staff may upload through the back-office editors. */
const MAX_STAFF_PHOTO_BYTES = 10 * 1024 * 1024;

export type PhotoField = { ok: true; image: ProcessedImage } | { ok: false; message: string } | null;

/**
 * A photo from a form's file field through the image pipeline (with its resized variants), or
 * the Korean message for that field; null when the field was left empty. Judged by the bytes,
 * never by the name or the type the browser claims.
 */
export async function photoFromField(file: FormDataEntryValue | null, maxBytes = MAX_STAFF_PHOTO_BYTES): Promise<PhotoField> {
  if (!(file instanceof File) || file.size === 0) return null;
  if (file.size > maxBytes) return { ok: false, message: `사진은 한 장에 ${Math.floor(maxBytes / (1024 * 1024))}MB 이하만 올릴 수 있습니다.` };
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = sniffImage(bytes);
  if (!type) return { ok: false, message: 'JPG, PNG, WEBP 사진만 올릴 수 있습니다.' };
  const processed = await processImage(bytes, type, { variants: true });
  if (!processed.ok) return { ok: false, message: processed.code === 'FILE_DAMAGED' ? '사진 파일이 손상되었습니다. 다른 사진을 선택해 주세요.' : processed.message };
  return { ok: true, image: processed.image };
}
