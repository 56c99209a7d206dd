import { randomUUID } from 'node:crypto';
import { membersForJoin } from '#app/features/account/data/account.server';
import { activeProductById, activeProductChoices, productNameById } from '#app/features/catalogue/data/catalogue.server';
import { readNoticesAbout } from '#app/features/account/data/notifications.server';
import { notify } from '#app/features/account/notify.server';
import type { DbConn } from '#server/platform/db/database';
import type { InquiryAttachmentRow, InquiryRow } from '#server/platform/db/schema/inquiries';
import type { ImageWidth, VariantFormat } from '#app/lib/responsive-image';
import { checkFile } from '#server/platform/storage/file-check';
import { deleteImage, type ProcessedImage, readImage, storeImage } from '#server/platform/storage/image-pipeline';
import { deliveryBaseDomain, STATIC_IMAGES_PATH } from '#server/platform/storage/file-service';
import type { Env } from '#server/platform/env';
import type { Services } from '#server/platform/services';
import { staffMay } from '#server/platform/auth/staff-roles';
import { categoryLabel, INQUIRIES_PER_PAGE, MAX_ATTACHMENT_BYTES, MAX_ATTACHMENTS, STATUS_LABELS, type InquiryStatusValue } from '../categories';
import type { InquiryInput } from '../schemas';

/**
 * 1:1 inquiries. Every query on a member's inquiry names the member in its WHERE clause;
 * staff reach all inquiries through the staff functions only.
 */

export interface InquirySummary {
  id: string;
  category: string;
  categoryLabel: string;
  title: string;
  status: InquiryStatusValue;
  statusLabel: string;
  createdAt: string;
  answeredAt: string | null;
  /** Answered and not yet opened by the member. */
  isNewAnswer: boolean;
  attachmentCount: number;
}

export interface AttachmentView {
  id: string;
  contentType: string;
  sizeBytes: number;
  isImage: boolean;
  /** "첨부파일 1 (JPG)": the client's file name is never kept. */
  label: string;
}

export interface InquiryDetail extends InquirySummary {
  body: string;
  answer: string | null;
  product: { id: string; name: string } | null;
  orderNo: string | null;
  attachments: AttachmentView[];
  updatedAt: string;
}

export interface NewAttachment {
  bytes: Uint8Array;
  contentType: string;
  ext: string;
  /** Images: re-encoded with their resized variants. */
  image?: ProcessedImage | undefined;
  /** The size the member sent (what the upload quota counts). */
  uploadedBytes: number;
}

const TYPE_LABELS: Record<string, string> = { 'image/jpeg': 'JPG', 'image/png': 'PNG', 'image/webp': 'WEBP', 'application/pdf': 'PDF' };

function toSummary(row: InquiryRow, attachmentCount: number): InquirySummary {
  return {
    id: row.id,
    category: row.category,
    categoryLabel: categoryLabel(row.category),
    title: row.title,
    status: row.status,
    statusLabel: STATUS_LABELS[row.status],
    createdAt: row.created_at,
    answeredAt: row.answered_at,
    isNewAnswer: row.status === 'answered' && row.answer_read_at === null,
    attachmentCount,
  };
}

function toAttachment(row: InquiryAttachmentRow, index: number): AttachmentView {
  return {
    id: row.id,
    contentType: row.content_type,
    sizeBytes: row.size_bytes,
    isImage: row.content_type.startsWith('image/'),
    label: `첨부파일 ${index + 1} (${TYPE_LABELS[row.content_type] ?? '파일'})`,
  };
}

export type AttachmentsCheck = { ok: true; files: NewAttachment[] } | { ok: false; message: string };

/** Size, type by content and the image pipeline (images re-encoded, with variants) for the files of one inquiry. */
export async function checkAttachments(files: readonly Uint8Array[], already = 0): Promise<AttachmentsCheck> {
  if (files.length + already > MAX_ATTACHMENTS) return { ok: false, message: `첨부파일은 ${MAX_ATTACHMENTS}개까지 올릴 수 있습니다.` };
  const out: NewAttachment[] = [];
  for (const [i, bytes] of files.entries()) {
    const checked = await checkFile(bytes, { allowed: ['jpeg', 'png', 'webp', 'pdf'], maxBytes: MAX_ATTACHMENT_BYTES, allowedLabel: 'JPG, PNG, WEBP 이미지와 PDF', variants: true });
    if (!checked.ok) return { ok: false, message: files.length > 1 ? `${i + 1}번째 파일: ${checked.message}` : checked.message };
    out.push({ bytes: checked.bytes, contentType: checked.contentType, ext: checked.ext, image: checked.image, uploadedBytes: bytes.length });
  }
  return { ok: true, files: out };
}

async function attachmentCounts(db: DbConn, inquiryIds: string[]): Promise<Map<string, number>> {
  if (inquiryIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('inquiry_attachments')
    .select(['inquiry_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('inquiry_id', 'in', inquiryIds)
    .groupBy('inquiry_id')
    .execute();
  return new Map(rows.map((r) => [r.inquiry_id, Number(r.n)]));
}

export async function listMyInquiries(db: DbConn, memberId: string, page: number): Promise<{ total: number; items: InquirySummary[] }> {
  const [count, rows] = await Promise.all([
    db.selectFrom('inquiries').select((eb) => eb.fn.countAll<number>().as('n')).where('member_id', '=', memberId).executeTakeFirstOrThrow(),
    db
      .selectFrom('inquiries')
      .selectAll()
      .where('member_id', '=', memberId)
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .limit(INQUIRIES_PER_PAGE)
      .offset((page - 1) * INQUIRIES_PER_PAGE)
      .execute(),
  ]);
  const counts = await attachmentCounts(db, rows.map((r) => r.id));
  return { total: Number(count.n), items: rows.map((r) => toSummary(r, counts.get(r.id) ?? 0)) };
}

async function detailOf(db: DbConn, row: InquiryRow): Promise<InquiryDetail> {
  const [attachments, product] = await Promise.all([
    db.selectFrom('inquiry_attachments').selectAll().where('inquiry_id', '=', row.id).orderBy('position').execute(),
    row.product_id ? productNameById(db, row.product_id) : undefined,
  ]);
  return {
    ...toSummary(row, attachments.length),
    body: row.body,
    answer: row.answer,
    product: product ?? null,
    orderNo: row.order_no,
    attachments: attachments.map(toAttachment),
    updatedAt: row.updated_at,
  };
}

export async function getMyInquiry(db: DbConn, memberId: string, inquiryId: string): Promise<InquiryDetail | null> {
  const row = await db.selectFrom('inquiries').selectAll().where('id', '=', inquiryId).where('member_id', '=', memberId).executeTakeFirst();
  return row ? detailOf(db, row) : null;
}

/** The member opened the answer: it is no longer new (the header and my-page notice go away). */
export async function markAnswerRead(db: DbConn, memberId: string, inquiryId: string): Promise<void> {
  const at = new Date();
  await db
    .updateTable('inquiries')
    .set({ answer_read_at: at.toISOString() })
    .where('id', '=', inquiryId)
    .where('member_id', '=', memberId)
    .where('status', '=', 'answered')
    .where('answer_read_at', 'is', null)
    .execute();
  // The answer's notice (header badge, my-page list) is read too.
  await readNoticesAbout(db, memberId, `inquiry-answer:${inquiryId}:`, at);
}

export async function countUnreadAnswers(db: DbConn, memberId: string): Promise<number> {
  const row = await db
    .selectFrom('inquiries')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('member_id', '=', memberId)
    .where('status', '=', 'answered')
    .where('answer_read_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function productExists(db: DbConn, productId: string): Promise<boolean> {
  return (await activeProductById(db, productId)) !== undefined;
}

/** Products a member may relate an inquiry to, grouped by the form. */
export async function productChoices(db: DbConn): Promise<{ id: string; name: string; species: string }[]> {
  return activeProductChoices(db);
}

/**
 * Charges the member's upload quota (throws over it) and stores the files; `discard` removes
 * them and gives the quota back when their rows are not written after all.
 */
async function storeAttachments(deps: Pick<Services, 'storage' | 'uploadQuota'>, memberId: string, inquiryId: string, files: readonly NewAttachment[], firstPosition: number, at: string) {
  const quota = await deps.uploadQuota.charge(memberId, files.length, files.reduce((n, f) => n + f.uploadedBytes, 0));
  const stored: { id: string; key: string; file: NewAttachment; position: number }[] = [];
  const discard = async () => {
    await Promise.all(stored.map((s) => deleteImage(deps.storage, s.key)));
    await quota.release();
  };
  try {
    for (const [i, file] of files.entries()) {
      const key = `private/inquiries/${Date.now()}-${randomUUID()}.${file.ext}`;
      stored.push({ id: randomUUID(), key, file, position: firstPosition + i });
      if (file.image) await storeImage(deps.storage, key, file.image);
      else await deps.storage.put(key, file.bytes, file.contentType);
    }
  } catch (error) {
    await discard();
    throw error;
  }
  const rows = stored.map((s) => ({
    id: s.id,
    inquiry_id: inquiryId,
    member_id: memberId,
    storage_key: s.key,
    content_type: s.file.contentType,
    size_bytes: s.file.bytes.length,
    position: s.position,
    created_at: at,
  }));
  return { rows, discard };
}

export type SaveInquiryOutcome = { ok: true; id: string } | { ok: false; reason: 'not-found' | 'answered' | 'product' | 'too-many' };

/**
 * A new inquiry with its attachments: files are stored first, then the rows. `db` is the
 * caller's transaction (the save operation's), so the rows are written together or not at all.
 */
export async function createInquiry(db: DbConn, deps: Pick<Services, 'storage' | 'uploadQuota'>, memberId: string, input: InquiryInput, files: readonly NewAttachment[]): Promise<SaveInquiryOutcome> {
  if (files.length > MAX_ATTACHMENTS) return { ok: false, reason: 'too-many' };
  if (input.productId && !(await productExists(db, input.productId))) return { ok: false, reason: 'product' };
  const id = randomUUID();
  const at = new Date().toISOString();
  const { rows: attachments, discard } = await storeAttachments(deps, memberId, id, files, 0, at);
  try {
    {
      const trx = db;
      await trx
        .insertInto('inquiries')
        .values({
          id,
          member_id: memberId,
          category: input.category,
          title: input.title,
          body: input.body,
          product_id: input.productId,
          order_no: input.orderNo,
          answer: null,
          answered_by: null,
          answered_at: null,
          answer_read_at: null,
          created_at: at,
          updated_at: at,
        })
        .execute();
      if (attachments.length > 0) await trx.insertInto('inquiry_attachments').values(attachments).execute();
    }
  } catch (error) {
    await discard();
    throw error;
  }
  return { ok: true, id };
}

/**
 * Changes an inquiry still waiting for its answer: fields, attachments to remove, new files.
 * The status check is part of the update, so an answer arriving meanwhile wins.
 */
export async function updateInquiry(
  db: DbConn,
  deps: Pick<Services, 'storage' | 'uploadQuota'>,
  memberId: string,
  inquiryId: string,
  input: InquiryInput,
  removeIds: readonly string[],
  files: readonly NewAttachment[],
): Promise<SaveInquiryOutcome> {
  const row = await db.selectFrom('inquiries').select(['id', 'status']).where('id', '=', inquiryId).where('member_id', '=', memberId).executeTakeFirst();
  if (!row) return { ok: false, reason: 'not-found' };
  if (row.status !== 'waiting') return { ok: false, reason: 'answered' };
  if (input.productId && !(await productExists(db, input.productId))) return { ok: false, reason: 'product' };
  const existing = await db
    .selectFrom('inquiry_attachments')
    .select(['id', 'storage_key', 'position'])
    .where('inquiry_id', '=', inquiryId)
    .where('member_id', '=', memberId)
    .execute();
  const removing = existing.filter((a) => removeIds.includes(a.id));
  if (existing.length - removing.length + files.length > MAX_ATTACHMENTS) return { ok: false, reason: 'too-many' };
  const at = new Date().toISOString();
  const nextPosition = existing.reduce((max, a) => Math.max(max, a.position + 1), 0);
  const { rows: added, discard } = await storeAttachments(deps, memberId, inquiryId, files, nextPosition, at);
  let updated = false;
  try {
    // `db` is the save operation's transaction: the update and the attachment rows go together.
    updated = await (async (trx) => {
      const result = await trx
        .updateTable('inquiries')
        .set({ category: input.category, title: input.title, body: input.body, product_id: input.productId, order_no: input.orderNo, updated_at: at })
        .where('id', '=', inquiryId)
        .where('member_id', '=', memberId)
        .where('status', '=', 'waiting')
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) return false;
      if (removing.length > 0) {
        await trx
          .deleteFrom('inquiry_attachments')
          .where('id', 'in', removing.map((a) => a.id))
          .where('member_id', '=', memberId)
          .execute();
      }
      if (added.length > 0) await trx.insertInto('inquiry_attachments').values(added).execute();
      return true;
    })(db);
  } catch (error) {
    await discard();
    throw error;
  }
  if (!updated) {
    await discard();
    return { ok: false, reason: 'answered' };
  }
  await Promise.all(removing.map((a) => deleteImage(deps.storage, a.storage_key)));
  return { ok: true, id: inquiryId };
}

export async function deleteInquiry(db: DbConn, deps: Pick<Services, 'storage'>, memberId: string, inquiryId: string): Promise<boolean> {
  const attachments = await db
    .selectFrom('inquiry_attachments')
    .select('storage_key')
    .where('inquiry_id', '=', inquiryId)
    .where('member_id', '=', memberId)
    .execute();
  const result = await db.deleteFrom('inquiries').where('id', '=', inquiryId).where('member_id', '=', memberId).executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) return false;
  await Promise.all(attachments.map((a) => deleteImage(deps.storage, a.storage_key)));
  return true;
}

/** An attachment, to the inquiry's owner or to staff only. */
export async function getAttachment(
  db: DbConn,
  deps: Pick<Services, 'storage'>,
  viewer: { memberId: string; role: string },
  attachmentId: string,
  variant?: { width: ImageWidth; format: VariantFormat },
): Promise<{ body: Uint8Array; contentType: string; label: string } | null> {
  let query = db.selectFrom('inquiry_attachments').select(['storage_key', 'content_type', 'position', 'inquiry_id']).where('id', '=', attachmentId);
  if (!staffMay(viewer.role, 'inquiries')) query = query.where('member_id', '=', viewer.memberId);
  const row = await query.executeTakeFirst();
  if (!row) return null;
  const isImage = row.content_type.startsWith('image/');
  const file = isImage ? await readImage(deps.storage, row.storage_key, variant) : await deps.storage.get(row.storage_key);
  if (!file) return null;
  return { body: file.body, contentType: isImage ? file.contentType : row.content_type, label: `inquiry-${row.inquiry_id.slice(0, 8)}-${row.position + 1}` };
}

// --- Staff -----------------------------------------------------------------------------------

export interface StaffInquirySummary extends InquirySummary {
  memberName: string;
}

export async function listInquiriesForStaff(
  db: DbConn,
  filters: { status?: InquiryStatusValue | undefined; page: number },
): Promise<{ total: number; items: StaffInquirySummary[] }> {
  let base = db.selectFrom('inquiries');
  if (filters.status) base = base.where('inquiries.status', '=', filters.status);
  const [count, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    base
      .innerJoin(membersForJoin(db).as('members'), 'members.id', 'inquiries.member_id')
      .selectAll('inquiries')
      .select('members.name as member_name')
      // Oldest waiting first is what a support desk works through; answered ones newest first.
      .orderBy('inquiries.created_at', filters.status === 'waiting' ? 'asc' : 'desc')
      .orderBy('inquiries.id')
      .limit(INQUIRIES_PER_PAGE)
      .offset((filters.page - 1) * INQUIRIES_PER_PAGE)
      .execute(),
  ]);
  const counts = await attachmentCounts(db, rows.map((r) => r.id));
  return { total: Number(count.n), items: rows.map((r) => ({ ...toSummary(r, counts.get(r.id) ?? 0), memberName: r.member_name })) };
}

export async function getInquiryForStaff(db: DbConn, inquiryId: string): Promise<(InquiryDetail & { memberId: string; memberName: string; memberEmail: string }) | null> {
  const row = await db
    .selectFrom('inquiries')
    .innerJoin(membersForJoin(db).as('members'), 'members.id', 'inquiries.member_id')
    .selectAll('inquiries')
    .select(['members.name as member_name', 'members.email as member_email'])
    .where('inquiries.id', '=', inquiryId)
    .executeTakeFirst();
  if (!row) return null;
  const { member_name, member_email, ...inquiry } = row;
  return { ...(await detailOf(db, inquiry)), memberId: inquiry.member_id, memberName: member_name, memberEmail: member_email };
}

/** Saves (or corrects) the answer; the member sees it as new again. */
/**
 * Staff answer (or re-answer) an inquiry; the member is told (a notice, and an e-mail when they
 * chose it) in the same transaction: `db` is the answer operation's. Null for an unknown
 * inquiry, else its status and answer before (the audit trail's "before").
 */
export async function answerInquiry(db: DbConn, staffId: string, inquiryId: string, answer: string): Promise<{ status: string; answer: string | null } | null> {
  const before = await db.selectFrom('inquiries').select(['status', 'answer']).where('id', '=', inquiryId).executeTakeFirst();
  if (!before) return null;
  const now = new Date();
  const at = now.toISOString();
  const result = await db
    .updateTable('inquiries')
    .set({ answer, status: 'answered', answered_by: staffId, answered_at: at, answer_read_at: null, updated_at: at })
    .where('id', '=', inquiryId)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return null;
  const inquiry = await db.selectFrom('inquiries').select(['member_id', 'title']).where('id', '=', inquiryId).executeTakeFirstOrThrow();
  await notify(db, {
    memberId: inquiry.member_id,
    kind: 'inquiry_answered',
    title: '1:1 문의에 답변이 도착했어요',
    lines: [`‘${inquiry.title}’ 문의에 답변이 등록되었어요.`],
    link: `/mypage/myqna/detail?id=${encodeURIComponent(inquiryId)}`,
    action: '답변 보기',
    dedupeKey: `inquiry-answer:${inquiryId}:${at}`,
    at: now,
  });
  return before;
}

/** A shipped image on the delivery domain: S3ConfigUtil.getCloudFrontBaseDomain + '/static/images' (SPEC 7.2). */
export function staticImageUrl(env: Env, name: string): string {
  return `${deliveryBaseDomain(env)}${STATIC_IMAGES_PATH}/${name}`;
}

/** The unanswered inquiries that have waited longest (the staff home shows them with their age). */
export async function oldestWaitingInquiries(db: DbConn, limit: number): Promise<{ id: string; title: string; createdAt: string }[]> {
  const rows = await db
    .selectFrom('inquiries')
    .select(['id', 'title', 'created_at'])
    .where('status', '=', 'waiting')
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ id: r.id, title: r.title, createdAt: r.created_at }));
}

export async function countWaitingInquiries(db: DbConn): Promise<number> {
  const row = await db
    .selectFrom('inquiries')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('status', '=', 'waiting')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The titles of these inquiries (the audit trail names its objects). */
export async function inquiryTitles(db: DbConn, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('inquiries').select(['id', 'title']).where('id', 'in', ids).execute();
  return new Map(rows.map((r) => [r.id, r.title]));
}
