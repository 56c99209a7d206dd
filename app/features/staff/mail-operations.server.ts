import { z } from 'zod';
import { requeueMail } from '#server/platform/mail/outbox';
import { answer, defineOperation } from '#server/platform/operations/operation';

/** Staff send a message that failed for good once more (the outbox page's "다시 보내기"). */
export const requeueMailOp = defineOperation({
  name: 'staff.requeueMail',
  input: z.object({ mailId: z.string().min(1, '다시 보낼 메일을 고르세요.').max(64) }),
  access: 'staff:mail',
  audit: (input) => ({ type: 'mail', id: input.mailId }),
  refusals: { NOT_FAILED: { status: 409, message: '실패한 메일만 다시 보낼 수 있습니다. 화면을 새로 고쳐 지금 상태를 확인해 주세요.' } },
  async run({ mailId }, { db, services }) {
    return (await requeueMail(db, mailId, services.clock.now())) ? answer.ok({ mailId }) : answer.refuse('NOT_FAILED');
  },
});
