import { z } from 'zod';
import { answer, defineOperation } from '#server/platform/operations/operation';
import { answerInquiry, deleteInquiry, getInquiryForStaff } from './inquiries.server';
import { AnswerSchema, InquiryId } from './schemas';

/** The writes on 1:1 inquiries that both a page and a server method make (docs/decisions/012-operations.md). */

export const INQUIRY_NOT_FOUND = '문의를 찾을 수 없습니다.';
const NOT_FOUND = { status: 404, message: INQUIRY_NOT_FOUND } as const;

/** Staff answer (or re-answer) an inquiry; the member sees a new-answer notice. Answers the inquiry as staff see it. */
export const answerInquiryOp = defineOperation({
  name: 'qna.answerInquiry',
  input: z.object({ inquiryId: InquiryId, answer: AnswerSchema.shape.answer }),
  access: 'staff',
  refusals: { NOT_FOUND },
  async run({ inquiryId, answer: text }, { services, credential }) {
    if (!(await answerInquiry(services, credential.staffId, inquiryId, text))) return answer.refuse('NOT_FOUND');
    return answer.ok(await getInquiryForStaff(services, inquiryId));
  },
});

/** The member deletes their own inquiry (and its attachments); another member's is "not found". */
export const deleteInquiryOp = defineOperation({
  name: 'qna.deleteInquiry',
  input: z.object({ inquiryId: InquiryId }),
  access: 'member',
  refusals: { NOT_FOUND },
  async run({ inquiryId }, { services, credential }) {
    if (!(await deleteInquiry(services, credential.memberId, inquiryId))) return answer.refuse('NOT_FOUND');
    return answer.ok(null);
  },
});
