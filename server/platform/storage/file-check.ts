import { IMAGE_CONTENT_TYPES, IMAGE_EXTENSIONS, type ImageType, processImage, type ProcessedImage, sniffImage } from './image-pipeline';

/**
 * What an uploaded file really is, judged by its bytes (never by its name or the type the
 * client claims), and the clean bytes to store: images decoded and encoded again by the image
 * pipeline (nothing but pixels survives), PDFs only when they look like a whole PDF.
 */

export type FileType = ImageType | 'pdf';

const FILE_CONTENT_TYPES: Record<FileType, string> = { ...IMAGE_CONTENT_TYPES, pdf: 'application/pdf' };
const FILE_EXTENSIONS: Record<FileType, string> = { ...IMAGE_EXTENSIONS, pdf: 'pdf' };
/** File-name extensions a client may use for each type (only checked against the detected type). */
const NAME_EXTENSIONS: Record<FileType, readonly string[]> = {
  jpeg: ['jpg', 'jpeg', 'jfif'],
  png: ['png'],
  webp: ['webp'],
  pdf: ['pdf'],
};

export function sniffFile(bytes: Uint8Array): FileType | null {
  const image = sniffImage(bytes);
  if (image) return image;
  // %PDF-
  if (bytes.length >= 5 && bytes[0] === 0x25 && bytes[1] === 0x50 && bytes[2] === 0x44 && bytes[3] === 0x46 && bytes[4] === 0x2d) return 'pdf';
  return null;
}

/** A PDF ends with %%EOF (followed at most by line ends); a truncated upload does not. */
function isWholePdf(bytes: Uint8Array): boolean {
  const tail = new TextDecoder('latin1').decode(bytes.subarray(Math.max(0, bytes.length - 1024)));
  return /%%EOF\s*$/.test(tail);
}

export type FileCheck =
  | { ok: true; type: FileType; bytes: Uint8Array; contentType: string; ext: string; /** Images only: the re-encoded image and its variants. */ image?: ProcessedImage }
  | { ok: false; code: 'FILE_TOO_LARGE' | 'FILE_TYPE' | 'FILE_NAME' | 'FILE_DAMAGED' | 'FILE_EMPTY'; message: string };

export interface FileRules {
  allowed: readonly FileType[];
  maxBytes: number;
  /** Shown in messages, e.g. 'JPG, PNG, WEBP, PDF'. */
  allowedLabel: string;
  /** The client's file name: only its extension is used, and only to check it against the content. */
  fileName?: string | undefined;
  /** Make the resized variants of images too (for pages that show them). */
  variants?: boolean;
}

export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot <= 0 || dot === fileName.length - 1 ? '' : fileName.slice(dot + 1).toLowerCase();
}

export async function checkFile(bytes: Uint8Array, rules: FileRules): Promise<FileCheck> {
  const megabytes = Math.floor(rules.maxBytes / (1024 * 1024));
  if (bytes.length === 0) return { ok: false, code: 'FILE_EMPTY', message: '빈 파일은 올릴 수 없습니다.' };
  if (bytes.length > rules.maxBytes) return { ok: false, code: 'FILE_TOO_LARGE', message: `파일은 ${megabytes}MB 이하만 올릴 수 있습니다.` };
  const type = sniffFile(bytes);
  if (!type || !rules.allowed.includes(type)) {
    return { ok: false, code: 'FILE_TYPE', message: `${rules.allowedLabel} 파일만 올릴 수 있습니다.` };
  }
  if (rules.fileName !== undefined && !NAME_EXTENSIONS[type].includes(extensionOf(rules.fileName))) {
    return { ok: false, code: 'FILE_NAME', message: '파일 이름의 확장자가 파일 내용과 맞지 않습니다.' };
  }
  const damaged = { ok: false, code: 'FILE_DAMAGED', message: '파일이 손상되었습니다. 다른 파일을 선택해 주세요.' } as const;
  if (type === 'pdf') return isWholePdf(bytes) ? { ok: true, type, bytes, contentType: FILE_CONTENT_TYPES.pdf, ext: FILE_EXTENSIONS.pdf } : damaged;
  const processed = await processImage(bytes, type, { variants: rules.variants === true });
  if (!processed.ok) return processed.code === 'FILE_DAMAGED' ? damaged : processed;
  const { image } = processed;
  return { ok: true, type, bytes: image.bytes, contentType: image.contentType, ext: image.ext, image };
}
