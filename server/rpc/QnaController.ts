import { z } from 'zod';
import { MAX_ATTACHMENT_BYTES, MAX_ATTACHMENTS } from '#app/features/qna/categories';
import { checkAttachments, countUnreadAnswers, createInquiry, getMyInquiry, listInquiriesForStaff, listMyInquiries } from '#app/features/qna/inquiries.server';
import { answerInquiryOp, deleteInquiryOp, INQUIRY_NOT_FOUND } from '#app/features/qna/operations.server';
import { AnswerSchema, InquiryId, InquirySchema } from '#app/features/qna/schemas';
import { Base64Body, ClientFileName } from '#server/platform/storage/file-service';
import { method, wrappedMethod } from './define';
import { operationMethod } from './operation-method';
import { failure, notFound } from '../platform/errors/request-errors';

const Page = z.coerce.number().int().min(1).max(10_000).optional().default(1);

/** 1:1 inquiries: a member's own only; staff answer them. */
export const QnaController = {
  getMyInquiries: method({
    input: z.strictObject({ page: Page }),
    access: 'member',
    readOnly: true,
    handler: ({ page }, { services, member }) => listMyInquiries(services, member.memberId, page),
  }),

  getMyInquiry: method({
    input: z.strictObject({ inquiryId: InquiryId }),
    access: 'member',
    readOnly: true,
    handler: async ({ inquiryId }, { services, member }) => {
      const inquiry = await getMyInquiry(services, member.memberId, inquiryId);
      if (!inquiry) throw notFound(INQUIRY_NOT_FOUND);
      return inquiry;
    },
  }),

  getUnreadAnswerCount: method({
    input: z.strictObject({}),
    access: 'member',
    readOnly: true,
    handler: async (_input, { services, member }) => ({ count: await countUnreadAnswers(services, member.memberId) }),
  }),

  createInquiry: wrappedMethod({
    input: InquirySchema.extend({
      attachments: z
        .array(z.strictObject({ fileName: ClientFileName, contentType: z.string().max(100).optional(), base64Body: Base64Body }))
        .max(MAX_ATTACHMENTS, `첨부파일은 ${MAX_ATTACHMENTS}개까지 올릴 수 있습니다.`)
        .optional()
        .default([]),
    }).strict(),
    access: 'member',
    bodyLimit: Math.ceil((MAX_ATTACHMENT_BYTES * MAX_ATTACHMENTS * 4) / 3) + 64 * 1024,
    handler: async ({ attachments, ...inquiry }, { services, member }) => {
      const checked = await checkAttachments(attachments.map((a) => new Uint8Array(Buffer.from(a.base64Body, 'base64'))));
      if (!checked.ok) throw failure(checked.message, 'ATTACHMENT');
      const outcome = await createInquiry(services, member.memberId, inquiry, checked.files);
      if (!outcome.ok) throw failure(outcome.reason === 'product' ? '선택한 상품을 찾을 수 없습니다.' : '문의를 저장하지 못했습니다.');
      return getMyInquiry(services, member.memberId, outcome.id);
    },
  }),

  deleteMyInquiry: operationMethod(deleteInquiryOp, { wrapped: true, wire: z.strictObject({ inquiryId: InquiryId }) }),

  getInquiries: method({
    input: z.strictObject({ status: z.enum(['waiting', 'answered']).optional(), page: Page }),
    access: 'staff',
    readOnly: true,
    handler: ({ status, page }, { services }) => listInquiriesForStaff(services, { status, page }),
  }),

  answerInquiry: operationMethod(answerInquiryOp, { wrapped: true, wire: z.strictObject({ inquiryId: InquiryId, answer: AnswerSchema.shape.answer }) }),
} as const;
