import { z } from 'zod';
import { CATEGORY_VALUES } from './categories';

const optionalText = (schema: z.ZodString) =>
  z
    .union([z.literal(''), schema])
    .optional()
    .nullable()
    .transform((v) => (v === '' || v === undefined || v === null ? null : v));

/** The inquiry form and QnaController.createInquiry share this schema. */
export const InquirySchema = z.object({
  category: z.enum(CATEGORY_VALUES, { error: '문의 유형을 선택해 주세요.' }),
  title: z
    .string({ error: '제목을 입력해 주세요.' })
    .trim()
    .min(2, '제목을 2자 이상 입력해 주세요.')
    .max(100, '제목은 100자까지 입력할 수 있습니다.'),
  body: z
    .string({ error: '문의 내용을 입력해 주세요.' })
    .trim()
    .min(10, '문의 내용을 10자 이상 자세히 적어 주세요.')
    .max(2000, '문의 내용은 2,000자까지 입력할 수 있습니다.'),
  productId: optionalText(z.string().trim().max(64, '선택한 상품을 찾을 수 없습니다.')),
  orderNo: optionalText(
    z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9-]{4,40}$/, '주문번호는 영문, 숫자, 하이픈(-)으로 4~40자입니다.'),
  ),
});

export type InquiryInput = z.output<typeof InquirySchema>;

export const AnswerSchema = z.object({
  answer: z
    .string({ error: '답변 내용을 입력해 주세요.' })
    .trim()
    .min(1, '답변 내용을 입력해 주세요.')
    .max(4000, '답변은 4,000자까지 입력할 수 있습니다.'),
});

export const InquiryId = z.string().trim().min(1).max(64);

/** A saved reply (자주 쓰는 답변): a title to find it by and the text inserted into an answer. */
export const ReplyTemplateSchema = z.object({
  id: z.string().trim().max(64).optional().transform((v) => (v === '' ? undefined : v)),
  title: z.string({ error: '제목을 입력해 주세요.' }).trim().min(1, '제목을 입력해 주세요.').max(60, '제목은 60자까지 입력할 수 있습니다.'),
  body: z.string({ error: '답변 문구를 입력해 주세요.' }).trim().min(1, '답변 문구를 입력해 주세요.').max(4000, '답변 문구는 4,000자까지 입력할 수 있습니다.'),
});

/** A staff-only note on an inquiry. */
export const InquiryNoteSchema = z.object({
  inquiryId: InquiryId,
  note: z.string({ error: '메모를 입력해 주세요.' }).trim().min(1, '메모를 입력해 주세요.').max(2000, '메모는 2,000자까지 입력할 수 있습니다.'),
});
