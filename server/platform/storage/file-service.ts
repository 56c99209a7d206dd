import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { Env } from '#server/platform/env';
import type { Services } from '#server/platform/services';
import { checkFile, type FileCheck, type FileType } from './file-check';
import { staffMay } from '../auth/staff-roles';
import { changedFields, insertAuditEntry } from '../audit/audit-trail';

/**
 * Public files (SPEC 7.2): stored under a generated key `{timestamp}-{uuid}.{ext}` in the
 * store's `public/` prefix and delivered from the delivery domain: the CDN in front of the
 * bucket, or this app's own `/files` path for the local store.
 */

export const PUBLIC_PREFIX = 'public/';
/** Where the app serves public files of the local store. */
const LOCAL_FILES_PATH = '/files';
export const STATIC_IMAGES_PATH = '/static/images';
export const MAX_PUBLIC_FILE_BYTES = 5 * 1024 * 1024;
const PUBLIC_FILE_TYPES: readonly FileType[] = ['jpeg', 'png', 'webp', 'pdf'];

/** A key made by newFileKey(). */
export const FILE_KEY = /^\d{13}-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(?:jpg|png|webp|pdf)$/;
/** Shipped static images (seeded), served from the same domain. */
export const STATIC_IMAGE_KEY = /^static\/images\/[a-z0-9][a-z0-9-]{0,63}\.(?:svg|png|jpg|webp)$/;

export function newFileKey(ext: string, now = Date.now()): string {
  return `${now}-${randomUUID()}.${ext}`;
}

/**
 * A file name as the client gives it. It is only read for its extension, but a name that tries
 * to leave its folder (`../`, slashes, NUL or other control characters) is refused outright.
 */
export const ClientFileName = z
  .string()
  .trim()
  .min(1, '파일 이름이 없습니다.')
  .max(255, '파일 이름이 너무 깁니다.')
  // Control characters are exactly what this refuses.
  // eslint-disable-next-line no-control-regex
  .refine((v) => !/[/\\\u0000-\u001f\u007f]/.test(v) && !v.includes('..'), '사용할 수 없는 파일 이름입니다.');

/** Base64 (optionally as a data: URL); the size is checked again after decoding. */
export const Base64Body = z
  .string()
  .max(Math.ceil((MAX_PUBLIC_FILE_BYTES * 4) / 3) + 1024, '파일은 5MB 이하만 올릴 수 있습니다.')
  .transform((v) => v.replace(/^data:[^,]*;base64,/, '').replace(/\s+/g, ''))
  .refine((v) => /^[A-Za-z0-9+/]*={0,2}$/.test(v) && v.length % 4 === 0, '파일 내용이 올바른 base64가 아닙니다.');

/**
 * The delivery base domain (no trailing slash): a file's URL is this, '/', and its key. For the
 * local store it is PUBLIC_ORIGIN + /files, or just the path when no public origin is set (never
 * the request's Host header: the answer is cached and shared).
 */
export function deliveryBaseDomain(env: Env): string {
  if (env.S3_BUCKET) {
    if (env.CDN_BASE_DOMAIN) return env.CDN_BASE_DOMAIN;
    const endpoint = (env.S3_ENDPOINT ?? `https://s3.${env.S3_REGION}.amazonaws.com`).replace(/\/+$/, '');
    if (env.S3_FORCE_PATH_STYLE || env.S3_ENDPOINT) return `${endpoint}/${env.S3_BUCKET}/public`;
    return `https://${env.S3_BUCKET}.s3.${env.S3_REGION}.amazonaws.com/public`;
  }
  const origin = env.PUBLIC_ORIGIN?.replace(/\/+$/, '') ?? '';
  return `${origin}${env.BASE_PATH}${LOCAL_FILES_PATH}`;
}

export type UploadOutcome = { ok: true; fileName: string; url: string; contentType: string; size: number } | Extract<FileCheck, { ok: false }>;

export async function savePublicFile(
  services: Services,
  memberId: string,
  input: { fileName: string; base64Body: string },
): Promise<UploadOutcome> {
  const bytes = new Uint8Array(Buffer.from(input.base64Body, 'base64'));
  const checked = await checkFile(bytes, {
    allowed: PUBLIC_FILE_TYPES,
    maxBytes: MAX_PUBLIC_FILE_BYTES,
    allowedLabel: 'JPG, PNG, WEBP, PDF',
    fileName: input.fileName,
  });
  if (!checked.ok) return checked;
  // Counted as uploaded (the member's bytes), before anything is stored; throws over the quota.
  const quota = await services.uploadQuota.charge(memberId, 1, bytes.length);
  const key = newFileKey(checked.ext);
  try {
    await services.storage.put(PUBLIC_PREFIX + key, checked.bytes, checked.contentType);
    await services.db.kysely
      .insertInto('uploaded_files')
      .values({ file_key: key, member_id: memberId, content_type: checked.contentType, size_bytes: checked.bytes.length, created_at: new Date().toISOString() })
      .execute();
  } catch (error) {
    await services.storage.delete(PUBLIC_PREFIX + key).catch(() => undefined);
    await quota.release();
    throw error;
  }
  return { ok: true, fileName: key, url: `${deliveryBaseDomain(services.env)}/${key}`, contentType: checked.contentType, size: checked.bytes.length };
}

/**
 * Removes a public file of the caller's own (any file for staff with the 'content' permission);
 * false when there is none. Staff removing someone else's file is a staff change: its audit
 * entry is written in the transaction of the delete.
 */
export async function deletePublicFile(
  services: Services,
  member: { memberId: string; name: string; role: string },
  fileName: string,
  origin: { ip: string; requestId: string },
): Promise<boolean> {
  if (!FILE_KEY.test(fileName)) return false;
  const deleted = await services.db.kysely.transaction().execute(async (trx) => {
    let query = trx.selectFrom('uploaded_files').select(['member_id', 'content_type', 'size_bytes']).where('file_key', '=', fileName);
    if (!staffMay(member.role, 'content')) query = query.where('member_id', '=', member.memberId);
    const row = await query.executeTakeFirst();
    if (!row) return false;
    await trx.deleteFrom('uploaded_files').where('file_key', '=', fileName).execute();
    if (row.member_id !== member.memberId) {
      await insertAuditEntry(trx, { id: member.memberId, name: member.name, role: member.role, ...origin }, {
        kind: 'change',
        action: 'files.deletePublicFile',
        subject: { type: 'uploaded_file', id: fileName },
        detail: changedFields({ owner: row.member_id, contentType: row.content_type, size: row.size_bytes }, null),
      });
    }
    return true;
  });
  if (!deleted) return false;
  await services.storage.delete(PUBLIC_PREFIX + fileName);
  return true;
}
