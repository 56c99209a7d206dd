import { z } from 'zod';
import { MAX_ATTACHMENT_BYTES, MAX_ATTACHMENTS } from '#app/features/qna/categories';
import { countUnreadAnswers, getMyInquiry, listInquiriesForStaff, listMyInquiries } from '#app/features/qna/data/inquiries.server';
import { answerInquiryOp, deleteInquiryOp, INQUIRY_NOT_FOUND, saveInquiryOp } from '#app/features/qna/operations.server';
import { AnswerSchema, InquiryId, InquirySchema } from '#app/features/qna/schemas';
import { Base64Body, ClientFileName } from '#server/platform/storage/file-service';
import { method } from './define';
import { operationMethod } from './operation-method';
import { notFound } from '../../platform/errors/request-errors';

const Page = z.coerce.number().int().min(1).max(10_000).optional().default(1);

/** 1:1 inquiries: a member's own only; staff answer them. */
export const QnaController = {
  getMyInquiries: method({
    input: z.strictObject({ page: Page }),
    access: 'member',
    readOnly: true,
    handler: ({ page }, { services, member }) => listMyInquiries(services.db.kysely, member.memberId, page),
  }),

  getMyInquiry: method({
    input: z.strictObject({ inquiryId: InquiryId }),
    access: 'member',
    readOnly: true,
    handler: async ({ inquiryId }, { services, member }) => {
      const inquiry = await getMyInquiry(services.db.kysely, member.memberId, inquiryId);
      if (!inquiry) throw notFound(INQUIRY_NOT_FOUND);
      return inquiry;
    },
  }),

  getUnreadAnswerCount: method({
    input: z.strictObject({}),
    access: 'member',
    readOnly: true,
    handler: async (_input, { services, member }) => ({ count: await countUnreadAnswers(services.db.kysely, member.memberId) }),
  }),

  /** Attachments come as base64 bodies; the operation reads their bytes as it reads the page's files. */
  createInquiry: {
    ...operationMethod(saveInquiryOp, {
      wrapped: true,
      wire: InquirySchema.extend({
        attachments: z
          .array(z.strictObject({ fileName: ClientFileName, contentType: z.string().max(100).optional(), base64Body: Base64Body }))
          .max(MAX_ATTACHMENTS, `첨부파일은 ${MAX_ATTACHMENTS}개까지 올릴 수 있습니다.`)
          .optional()
          .default([]),
      }).strict(),
      fromWire: ({ attachments, ...inquiry }) => ({ ...inquiry, attachments: attachments.map((a) => new Uint8Array(Buffer.from(a.base64Body, 'base64'))) }),
      toWire: ({ inquiry }) => inquiry,
    }),
    bodyLimit: Math.ceil((MAX_ATTACHMENT_BYTES * MAX_ATTACHMENTS * 4) / 3) + 64 * 1024,
  },

  deleteMyInquiry: operationMethod(deleteInquiryOp, { wrapped: true, wire: z.strictObject({ inquiryId: InquiryId }) }),

  getInquiries: method({
    input: z.strictObject({ status: z.enum(['waiting', 'answered']).optional(), page: Page }),
    access: 'staff:inquiries',
    readOnly: true,
    personalData: { action: 'inquiries.list', subject: 'inquiries', fields: ['name', 'email'] },
    handler: ({ status, page }, { services }) => listInquiriesForStaff(services.db.kysely, { status, page }),
  }),

  // The answer is the inquiry as staff see it (asker's name and e-mail, the message).
  answerInquiry: operationMethod(answerInquiryOp, {
    personalData: { action: 'inquiries.view', subject: 'inquiry', record: 'inquiryId', fields: ['name', 'email', 'message'] },
    wrapped: true,
    wire: z.strictObject({ inquiryId: InquiryId, answer: AnswerSchema.shape.answer }),
  }),
} as const;
