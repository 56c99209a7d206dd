import { z } from 'zod';
import { answer, defineOperation } from '#server/platform/operations/operation';
import { isLimitExceeded } from '#server/platform/auth/rate-limits';
import { MAX_ATTACHMENTS } from './categories';
import { answerInquiry, checkAttachments, createInquiry, deleteInquiry, getInquiryForStaff, getMyInquiry, type SaveInquiryOutcome, updateInquiry } from './data/inquiries.server';
import { deleteInquiryNotes, deleteReplyTemplate, getReplyTemplate, insertInquiryNote, insertReplyTemplate, updateReplyTemplate } from './data/replies.server';
import { AnswerSchema, InquiryId, InquiryNoteSchema, InquirySchema, ReplyTemplateSchema } from './schemas';

/** The writes on 1:1 inquiries that both a page and a server method make (docs/decisions/012-operations.md). */

export const INQUIRY_NOT_FOUND = '문의를 찾을 수 없습니다.';
const NOT_FOUND = { status: 404, message: INQUIRY_NOT_FOUND } as const;

/** Staff answer (or re-answer) an inquiry; the member sees a new-answer notice. Answers the inquiry as staff see it. */
export const answerInquiryOp = defineOperation({
  name: 'qna.answerInquiry',
  input: z.object({ inquiryId: InquiryId, answer: AnswerSchema.shape.answer }),
  access: 'staff:inquiries',
  refusals: { NOT_FOUND },
  async run({ inquiryId, answer: text }, { services, credential, audit }) {
    const before = await answerInquiry(services.db.kysely, credential.staffId, inquiryId, text);
    if (!before) return answer.refuse('NOT_FOUND');
    await audit({ type: 'inquiry', id: inquiryId }, before, { status: 'answered', answer: text });
    return answer.ok(await getInquiryForStaff(services.db.kysely, inquiryId));
  },
});

/** The member deletes their own inquiry (and its attachments); another member's is "not found". */
export const deleteInquiryOp = defineOperation({
  name: 'qna.deleteInquiry',
  input: z.object({ inquiryId: InquiryId }),
  access: 'member',
  refusals: { NOT_FOUND },
  async run({ inquiryId }, { services, credential }) {
    if (!(await deleteInquiry(services.db.kysely, services, credential.memberId, inquiryId))) return answer.refuse('NOT_FOUND');
    await deleteInquiryNotes(services.db.kysely, inquiryId);
    return answer.ok(null);
  },
});

/**
 * An attachment as both doors hand it over, unchecked: its bytes (the page's uploaded file, the
 * method's base64 body decoded). The operation checks type, size and count.
 */
const AttachmentInput = z.instanceof(Uint8Array);

const SaveInquiryInput = InquirySchema.extend({
  /** Set when the member edits an inquiry still waiting for its answer. */
  inquiryId: InquiryId.optional(),
  /** Attachments of the edited inquiry to remove. */
  removeAttachment: z.array(z.string().max(64)).max(50).default([]),
  attachments: z.array(AttachmentInput).max(50, `첨부파일은 ${MAX_ATTACHMENTS}개까지 올릴 수 있습니다.`).default([]),
});

/** A new inquiry, or a change to one still waiting for its answer; answers it as saved and whether it was an update. */
export const saveInquiryOp = defineOperation({
  name: 'qna.saveInquiry',
  input: SaveInquiryInput,
  access: 'member',
  refusals: {
    NOT_FOUND,
    ATTACHMENT: { status: 422, message: `첨부파일은 ${MAX_ATTACHMENTS}개까지 올릴 수 있습니다.`, field: 'attachments' },
    REJECTED: { status: 422, message: '선택한 상품을 찾을 수 없습니다. 다시 선택해 주세요.', field: 'productId' },
    ANSWERED: { status: 422, message: '이미 답변이 등록된 문의는 수정할 수 없습니다.' },
    UPLOAD_QUOTA: { status: 429, message: '업로드 한도를 넘었습니다.', field: 'attachments' },
  },
  async run({ inquiryId, removeAttachment, attachments, ...inquiry }, { services, credential }) {
    const existing = inquiryId ? await getMyInquiry(services.db.kysely, credential.memberId, inquiryId) : null;
    if (inquiryId && !existing) return answer.refuse('NOT_FOUND');
    const kept = existing ? existing.attachments.filter((a) => !removeAttachment.includes(a.id)).length : 0;
    if (attachments.length + kept > MAX_ATTACHMENTS) {
      return answer.refuse('ATTACHMENT', kept > 0 ? { message: `첨부파일은 ${MAX_ATTACHMENTS}개까지 올릴 수 있습니다. 지금 ${kept}개가 등록되어 있어요.` } : {});
    }
    const checked = await checkAttachments(attachments, kept);
    if (!checked.ok) return answer.refuse('ATTACHMENT', { message: checked.message });
    let outcome: SaveInquiryOutcome;
    try {
      outcome = existing
        ? await updateInquiry(services.db.kysely, services, credential.memberId, existing.id, inquiry, removeAttachment, checked.files)
        : await createInquiry(services.db.kysely, services, credential.memberId, inquiry, checked.files);
    } catch (error) {
      // The member's upload quota refused the files before any was stored.
      if (isLimitExceeded(error)) return answer.refuse('UPLOAD_QUOTA', { message: error.message, retryAfter: error.retryAfterS });
      throw error;
    }
    // The method answers the inquiry as saved; read in the same transaction.
    if (outcome.ok) return answer.ok({ id: outcome.id, updated: existing !== null, inquiry: await getMyInquiry(services.db.kysely, credential.memberId, outcome.id) });
    switch (outcome.reason) {
      case 'not-found':
        return answer.refuse('NOT_FOUND');
      case 'answered':
        return answer.refuse('ANSWERED');
      case 'product':
        return answer.refuse('REJECTED');
      case 'too-many':
        return answer.refuse('ATTACHMENT');
    }
  },
});

const TEMPLATE_NOT_FOUND = { status: 404, message: '자주 쓰는 답변을 찾을 수 없습니다. 목록을 새로 고쳐 주세요.' } as const;

/** Support saves a reply they use often (new, or changed with `id`); audited with its title and text before and after. */
export const saveReplyTemplateOp = defineOperation({
  name: 'qna.saveReplyTemplate',
  input: ReplyTemplateSchema,
  access: 'staff:inquiries',
  refusals: { NOT_FOUND: TEMPLATE_NOT_FOUND },
  async run({ id, title, body }, { db, services, credential, audit }) {
    const now = services.clock.now().toISOString();
    if (id === undefined) {
      const created = await insertReplyTemplate(db, { title, body }, credential.staffId, now);
      await audit({ type: 'reply_template', id: created }, null, { title, body });
      return answer.ok({ id: created });
    }
    const before = await getReplyTemplate(db, id);
    if (!before || !(await updateReplyTemplate(db, id, { title, body }, credential.staffId, now))) return answer.refuse('NOT_FOUND');
    await audit({ type: 'reply_template', id }, before, { title, body });
    return answer.ok({ id });
  },
});

/** A saved reply removed (answers already written with it keep their text). */
export const deleteReplyTemplateOp = defineOperation({
  name: 'qna.deleteReplyTemplate',
  input: z.object({ id: z.string().trim().min(1, '지울 답변을 고르세요.').max(64) }),
  access: 'staff:inquiries',
  refusals: { NOT_FOUND: TEMPLATE_NOT_FOUND },
  async run({ id }, { db, audit }) {
    const before = await getReplyTemplate(db, id);
    if (!before || !(await deleteReplyTemplate(db, id))) return answer.refuse('NOT_FOUND');
    await audit({ type: 'reply_template', id }, before, null);
    return answer.ok(null);
  },
});

/** A staff-only note on an inquiry (never shown to the member); audited on the inquiry. */
export const addInquiryNoteOp = defineOperation({
  name: 'qna.addNote',
  input: InquiryNoteSchema,
  access: 'staff:inquiries',
  refusals: { NOT_FOUND },
  async run({ inquiryId, note }, { db, services, credential, audit }) {
    const id = await insertInquiryNote(db, inquiryId, { id: credential.staffId, name: credential.name }, note, services.clock.now().toISOString());
    if (id === null) return answer.refuse('NOT_FOUND');
    await audit({ type: 'inquiry', id: inquiryId }, null, { text: note });
    return answer.ok({ id });
  },
});
