import { answer, defineOperation } from '#server/platform/operations/operation';
import { cancelMyClaim, moveClaimStatus } from './claims.server';
import { ORDER_NOT_FOUND } from './form-options';
import { cancelMyOrder, moveOrderStatus } from './orders.server';
import { CancelClaimSchema, CancelOrderSchema, CLAIM_REJECT_NOTE_MESSAGE, StaffBulkDrawSchema, StaffClaimMoveSchema, StaffOrderMoveSchema } from './schemas';
import { drawMany } from './staff.server';
import { CLAIM_STATUS_LABEL, ORDER_STATUS_LABEL } from './statuses';

/**
 * The writes of free trials, each declared once (docs/decisions/012-operations.md): the staff
 * pages and RecruitmentController's methods both run these, so the courier, the refusal note
 * and every message are the same through either door.
 */

const NOT_FOUND = { status: 404, message: ORDER_NOT_FOUND } as const;
const TRANSITION = { status: 409, message: '지금 상태에서는 그 상태로 바꿀 수 없습니다. 화면을 새로 고쳐 지금 상태를 확인해 주세요.', field: 'status' } as const;

/** Staff: one application to its next status (배송중 with a courier of COURIERS and a tracking number). */
export const moveOrder = defineOperation({
  name: 'recruitment.moveOrder',
  input: StaffOrderMoveSchema,
  access: 'staff',
  refusals: {
    NOT_FOUND,
    INVALID_TRANSITION: TRANSITION,
    INVALID_INPUT: { status: 400, message: '배송중으로 바꾸려면 택배사와 운송장 번호를 입력해 주세요.', field: 'trackingNumber' },
  },
  async run({ orderId, status, note, courier, trackingNumber }, { db, credential }) {
    const outcome = await moveOrderStatus(db, orderId, status, { note, courier, trackingNumber, actorId: credential.staffId });
    if (outcome.ok) return answer.ok({ orderId, status });
    if (outcome.reason === 'not-found') return answer.refuse('NOT_FOUND');
    if (outcome.reason === 'shipping-details') return answer.refuse('INVALID_INPUT');
    const from = outcome.from ? ORDER_STATUS_LABEL[outcome.from] : '지금 상태';
    return answer.refuse('INVALID_TRANSITION', { message: `${from}에서는 '${ORDER_STATUS_LABEL[status]}'(으)로 바꿀 수 없습니다. 화면을 새로 고쳐 지금 상태를 확인해 주세요.` });
  },
});

/** Staff: 당첨/미당첨 for several applications; each moves (or fails) on its own and the result lists both. */
export const drawOrders = defineOperation({
  name: 'recruitment.drawOrders',
  input: StaffBulkDrawSchema,
  access: 'staff',
  refusals: {},
  async run({ ids, status, note }, { db, credential }) {
    return answer.ok(await drawMany(db, credential.staffId, ids, status, note));
  },
});

/** Staff: a return or refund to its next status; 반품불가/환불불가 needs a note the member reads. */
export const moveClaim = defineOperation({
  name: 'recruitment.moveClaim',
  input: StaffClaimMoveSchema,
  access: 'staff',
  refusals: {
    NOT_FOUND,
    INVALID_TRANSITION: TRANSITION,
    INVALID_INPUT: { status: 400, message: CLAIM_REJECT_NOTE_MESSAGE, field: 'note' },
  },
  async run({ claimId, status, note }, { db, credential }) {
    const outcome = await moveClaimStatus(db, claimId, status, note, credential.staffId);
    if (outcome.ok) return answer.ok({ claimId, status });
    if (outcome.reason === 'not-found') return answer.refuse('NOT_FOUND');
    if (outcome.reason === 'note') return answer.refuse('INVALID_INPUT');
    const labels = CLAIM_STATUS_LABEL[outcome.kind];
    return answer.refuse('INVALID_TRANSITION', { message: `${labels[outcome.from]}에서는 '${labels[status]}'(으)로 바꿀 수 없습니다. 화면을 새로 고쳐 지금 상태를 확인해 주세요.` });
  },
});

/** Member: 신청 취소 before the draw; the place goes back to the campaign. */
export const cancelOrder = defineOperation({
  name: 'recruitment.cancelOrder',
  input: CancelOrderSchema,
  access: 'member',
  refusals: {
    NOT_FOUND,
    NOT_CANCELLABLE: { status: 409, message: '당첨 발표가 끝난 신청은 취소할 수 없습니다. 고객센터로 문의해 주세요.' },
  },
  async run({ orderId }, { db, credential }) {
    const outcome = await cancelMyOrder(db, credential.memberId, orderId);
    if (outcome === 'not-found') return answer.refuse('NOT_FOUND');
    if (outcome === 'not-cancellable') return answer.refuse('NOT_CANCELLABLE');
    return answer.ok({ orderId });
  },
});

/** Member: takes back a return or refund while it is 접수 (the page names its kind; another kind is "not found"). */
export const cancelClaim = defineOperation({
  name: 'recruitment.cancelClaim',
  input: CancelClaimSchema,
  access: 'member',
  refusals: {
    NOT_FOUND,
    NOT_CANCELLABLE: { status: 409, message: '이미 처리가 시작된 신청은 취소할 수 없습니다. 고객센터로 문의해 주세요.' },
  },
  async run({ claimId, kind }, { db, credential }) {
    const outcome = await cancelMyClaim(db, credential.memberId, claimId, kind);
    if (outcome === 'not-found') return answer.refuse('NOT_FOUND');
    if (outcome === 'not-cancellable') return answer.refuse('NOT_CANCELLABLE');
    return answer.ok({ claimId });
  },
});
