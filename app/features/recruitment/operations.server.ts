import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { isUniqueViolation } from '#server/platform/db/unique-violation';
import { isLimitExceeded } from '#server/platform/auth/rate-limits';
import { answer, defineOperation } from '#server/platform/operations/operation';
import { announceContent, saveContent, saveRefusals, stateOperations } from '#app/staff-kit/data/content-kit.server';
import { moderateReview } from './data/review-moderation.server';
import { staffOperation } from '#app/staff-kit/staff-operation';
import { CAMPAIGN_KIND, checkCampaign, newCampaignId, writeCampaign } from './data/campaign-admin.server';
import { cancelMyClaim, createClaim, moveClaimStatus } from './data/claims.server';
import { ORDER_NOT_FOUND } from './form-options';
import { applyForTrial, cancelMyOrder, moveOrderStatus } from './data/orders.server';
import type { CheckedPhoto } from './data/photos.server';
import { deleteMyReview, saveReview } from './data/reviews.server';
import {
  CampaignSaveSchema,
  CloseCampaignSchema,
  DrawCampaignSchema,
  TrackingImportSchema,
  ModerateReviewSchema,
  CancelClaimSchema,
  CancelOrderSchema,
  CLAIM_REJECT_NOTE_MESSAGE,
  Id,
  MAX_PHOTOS,
  RefundSchema,
  type RefundInput,
  ReturnSchema,
  type ReturnInput,
  ReviewSchema,
  StaffBulkDrawSchema,
  StaffClaimMoveSchema,
  StaffOrderMoveSchema,
  TrialOrderSchema,
} from './schemas';
import { trialPromises } from './promises.server';
import { drawMany } from './data/staff.server';
import { applyTrackingRows, campaignExists, checkTrackingFile, closeCampaignNow, runDraw, TrackingConflict, type TrackingProblem } from './data/trial-workflow.server';
import { CLAIM_KIND_LABEL, CLAIM_STATUS_LABEL, ORDER_STATUS_LABEL } from './statuses';
import { withParticle } from '#app/lib/korean-particles';

export const REFUND_PHOTO_REQUIRED = '영수증이나 결제 내역 사진을 1장 이상 올려 주세요.';

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
  access: 'staff:trials',
  refusals: {
    NOT_FOUND,
    INVALID_TRANSITION: TRANSITION,
    INVALID_INPUT: { status: 400, message: '배송중으로 바꾸려면 택배사와 운송장 번호를 입력해 주세요.', field: 'trackingNumber' },
  },
  async run({ orderId, status, note, courier, trackingNumber }, { db, services, credential, audit }) {
    const outcome = await moveOrderStatus(db, orderId, status, { note, courier, trackingNumber, actorId: credential.staffId, promises: await trialPromises(services) });
    if (outcome.ok) {
      const shipping = status === 'shipping' ? { courier, trackingNumber } : {};
      await audit({ type: 'trial_order', id: orderId }, { status: outcome.from }, { status, ...shipping, ...(note ? { note } : {}) });
      return answer.ok({ orderId, status });
    }
    if (outcome.reason === 'not-found') return answer.refuse('NOT_FOUND');
    if (outcome.reason === 'shipping-details') return answer.refuse('INVALID_INPUT');
    const from = outcome.from ? ORDER_STATUS_LABEL[outcome.from] : '지금 상태';
    return answer.refuse('INVALID_TRANSITION', { message: `${from}에서는 ${withParticle(`'${ORDER_STATUS_LABEL[status]}'`, '으로/로')} 바꿀 수 없습니다. 화면을 새로 고쳐 지금 상태를 확인해 주세요.` });
  },
});

/** Staff: several applications to one status (당첨, 미당첨, 배송준비, 배송완료); each moves (or fails) on its own and the result lists both. */
export const drawOrders = defineOperation({
  name: 'recruitment.drawOrders',
  input: StaffBulkDrawSchema,
  access: 'staff:trials',
  refusals: {},
  async run({ ids, status, note }, { db, services, credential, audit }) {
    const result = await drawMany(db, credential.staffId, ids, status, note, await trialPromises(services));
    for (const [i, id] of result.movedIds.entries()) await audit({ type: 'trial_order', id }, { status: result.movedFrom[i] }, { status, ...(note ? { note } : {}) });
    return answer.ok(result);
  },
});

/** Staff: a return or refund to its next status; 반품불가/환불불가 needs a note the member reads. */
export const moveClaim = defineOperation({
  name: 'recruitment.moveClaim',
  input: StaffClaimMoveSchema,
  access: 'staff:claims',
  refusals: {
    NOT_FOUND,
    INVALID_TRANSITION: TRANSITION,
    INVALID_INPUT: { status: 400, message: CLAIM_REJECT_NOTE_MESSAGE, field: 'note' },
  },
  async run({ claimId, status, note }, { db, credential, audit }) {
    const outcome = await moveClaimStatus(db, claimId, status, note, credential.staffId);
    if (outcome.ok) {
      await audit({ type: 'trial_claim', id: claimId }, { status: outcome.from }, { status, ...(note ? { note } : {}) });
      return answer.ok({ claimId, status });
    }
    if (outcome.reason === 'not-found') return answer.refuse('NOT_FOUND');
    if (outcome.reason === 'note') return answer.refuse('INVALID_INPUT');
    const labels = CLAIM_STATUS_LABEL[outcome.kind];
    return answer.refuse('INVALID_TRANSITION', { message: `${labels[outcome.from]}에서는 ${withParticle(`'${labels[status]}'`, '으로/로')} 바꿀 수 없습니다. 화면을 새로 고쳐 지금 상태를 확인해 주세요.` });
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

/*
 * The member's own writes on trials. Each holds its own transaction in the data function
 * (`transaction: false` here): the unique index that refuses a second application, review or
 * open claim is their outcome, and on PostgreSQL a violation aborts the transaction it happens
 * in, so it must be the data function's, not the operation's.
 */

const CheckedPhotos = z.array(z.custom<CheckedPhoto>((v) => typeof v === 'object' && v !== null && 'image' in v)).default([]);
const UPLOAD_QUOTA = { status: 429, message: '업로드 한도를 넘었습니다.', field: 'photos' } as const;
const quotaRefusal = (error: unknown) => {
  if (!isLimitExceeded(error)) throw error;
  return answer.refuse('UPLOAD_QUOTA', { message: error.message, retryAfter: error.retryAfterS });
};

/** A trial application: one per member per campaign, never above capacity. */
export const applyForTrialOp = defineOperation({
  name: 'recruitment.applyForTrial',
  input: TrialOrderSchema,
  access: 'member',
  transaction: false,
  refusals: {
    NOT_FOUND: { status: 404, message: '체험을 찾을 수 없습니다.' },
    PET: { status: 400, message: '체험할 반려동물을 선택해 주세요.', field: 'petId' },
    SPECIES: { status: 400, message: '이 체험의 대상이 아닌 반려동물입니다. 대상 반려동물을 선택해 주세요.', field: 'petId' },
    NOT_OPEN: { status: 409, message: '지금은 신청할 수 없는 체험입니다.' },
    FULL: { status: 409, message: '신청 인원이 모두 찼습니다.' },
    DUPLICATE: { status: 409, message: '이미 신청한 체험입니다.' },
  },
  async run(input, { services, credential }) {
    const outcome = await applyForTrial(services.db.kysely, credential.memberId, input);
    if (outcome.ok) return answer.ok({ orderId: outcome.orderId });
    const codes = { 'not-found': 'NOT_FOUND', pet: 'PET', species: 'SPECIES', 'not-open': 'NOT_OPEN', full: 'FULL', duplicate: 'DUPLICATE' } as const;
    return answer.refuse(codes[outcome.reason]);
  },
});

const REVIEW_NOT_FOUND = '리뷰를 찾을 수 없습니다.';

/** Writes the review of a delivered trial (one per order; the first earns a coupon), or edits the member's own review. */
export const saveReviewOp = defineOperation({
  name: 'recruitment.saveReview',
  input: ReviewSchema.extend({
    reviewId: Id.optional(),
    orderId: Id.optional(),
    photos: CheckedPhotos,
    removePhoto: z.array(z.string().max(64)).max(50).default([]),
  }),
  access: 'member',
  transaction: false,
  refusals: {
    NOT_FOUND: { status: 404, message: REVIEW_NOT_FOUND },
    DUPLICATE: { status: 409, message: '이 체험의 리뷰는 이미 작성하셨어요.' },
    NOT_DELIVERED: { status: 409, message: '배송이 끝난 체험만 리뷰를 쓸 수 있어요.' },
    TOO_MANY_PHOTOS: { status: 400, message: `사진은 ${MAX_PHOTOS}장까지 올릴 수 있습니다.`, field: 'photos' },
    NO_TARGET: { status: 400, message: '알 수 없는 요청입니다.' },
    UPLOAD_QUOTA,
  },
  async run({ reviewId, orderId, photos, removePhoto, ...review }, { services, credential }) {
    const target = reviewId ? { reviewId } : orderId ? { orderId } : null;
    if (!target) return answer.refuse('NO_TARGET');
    let outcome: Awaited<ReturnType<typeof saveReview>>;
    try {
      outcome = await saveReview(services.db.kysely, services, credential.memberId, target, review, photos, removePhoto);
    } catch (error) {
      return quotaRefusal(error);
    }
    if (outcome.ok) return answer.ok({ reviewId: outcome.reviewId, couponIssued: outcome.couponIssued });
    const codes = { 'not-found': 'NOT_FOUND', duplicate: 'DUPLICATE', 'not-delivered': 'NOT_DELIVERED', 'too-many-photos': 'TOO_MANY_PHOTOS' } as const;
    return answer.refuse(codes[outcome.reason]);
  },
});

/** A return or refund request of the member's own delivered trial; at most one live claim of each kind per order. */
export const createClaimOp = defineOperation({
  name: 'recruitment.createClaim',
  input: z.discriminatedUnion('kind', [ReturnSchema.extend({ kind: z.literal('return'), photos: CheckedPhotos }), RefundSchema.extend({ kind: z.literal('refund'), photos: CheckedPhotos })]),
  access: 'member',
  transaction: false,
  refusals: {
    NOT_FOUND,
    DUPLICATE: { status: 409, message: '이미 진행 중인 신청이 있어요.' },
    NOT_DELIVERED: { status: 409, message: '배송이 끝난 체험만 신청할 수 있어요.' },
    PHOTO_REQUIRED: { status: 400, message: REFUND_PHOTO_REQUIRED, field: 'photos' },
    UPLOAD_QUOTA,
  },
  async run({ kind, photos, ...claim }, { services, credential }) {
    let outcome: Awaited<ReturnType<typeof createClaim>>;
    try {
      outcome = await createClaim(services.db.kysely, services, credential.memberId, kind, claim as ReturnInput | RefundInput, photos);
    } catch (error) {
      return quotaRefusal(error);
    }
    if (outcome.ok) return answer.ok({ claimId: outcome.claimId, kind });
    const label = CLAIM_KIND_LABEL[kind];
    switch (outcome.reason) {
      case 'not-found':
        return answer.refuse('NOT_FOUND');
      case 'duplicate':
        return answer.refuse('DUPLICATE', { message: `이미 진행 중인 ${label} 신청이 있어요.` });
      case 'not-delivered':
        return answer.refuse('NOT_DELIVERED', { message: `배송이 끝난 체험만 ${label} 신청할 수 있어요.` });
      case 'photo-required':
        return answer.refuse('PHOTO_REQUIRED');
    }
  },
});

/**
 * The member deletes one of their reviews (and its photos). The data function holds its own
 * transaction: the photos leave storage only after the rows are gone.
 */
export const deleteReview = defineOperation({
  name: 'recruitment.deleteReview',
  input: z.object({ reviewId: Id }),
  access: 'member',
  transaction: false,
  refusals: { NOT_FOUND: { status: 404, message: REVIEW_NOT_FOUND } },
  async run({ reviewId }, { services, credential }) {
    if (!(await deleteMyReview(services.db.kysely, services, credential.memberId, reviewId))) return answer.refuse('NOT_FOUND');
    return answer.ok({ reviewId });
  },
});

// --- Back-office: free-trial campaigns (issue 15 item 5) ---

export const campaignState = stateOperations(CAMPAIGN_KIND);

export const saveCampaignOp = staffOperation(CAMPAIGN_KIND.capability, {
  name: 'trial-campaign.save',
  input: CampaignSaveSchema,
  refusals: { ...saveRefusals(CAMPAIGN_KIND), INVALID_INPUT: { status: 400, message: '입력 내용을 확인해 주세요.' } },
  async run(input, ctx) {
    const refused = await checkCampaign(ctx.db, input.id, input);
    if (refused) return answer.refuse('INVALID_INPUT', refused);
    return saveContent(ctx, CAMPAIGN_KIND, input, (db, id, mode, publish, now) => writeCampaign(db, id, mode, publish, now, input), newCampaignId);
  },
});

// --- Back-office: review moderation (issue 15 item 8) ---

/** Staff hide a review with a reason, or show it again; the product page and its cached copies follow at once. */
export const moderateReviewOp = staffOperation('content', {
  name: 'review.moderate',
  input: ModerateReviewSchema,
  refusals: { NOT_FOUND: { status: 404, message: '리뷰를 찾을 수 없습니다.' } },
  async run({ reviewId, action, reason }, ctx) {
    const change = action === 'hide' ? { hide: true as const, reason, staffId: ctx.credential.staffId } : { hide: false as const };
    const done = await moderateReview(ctx.db, reviewId, change, new Date().toISOString());
    if (!done) return answer.refuse('NOT_FOUND');
    announceContent(ctx, 'review', [reviewId, done.productId]);
    return answer.ok({ id: reviewId });
  },
});

// --- Staff: a campaign's draw and shipping (issue 24 item 5; docs/decisions/047-trial-workflow.md) ---

const CAMPAIGN_NOT_FOUND = { status: 404, message: '체험 캠페인을 찾을 수 없습니다.' } as const;

/** Staff: 모집 마감 now (the application period ends at once); the campaign's pages follow. */
export const closeCampaignOp = defineOperation({
  name: 'recruitment.closeCampaign',
  input: CloseCampaignSchema,
  access: 'staff:trials',
  refusals: {
    NOT_FOUND: CAMPAIGN_NOT_FOUND,
    NOT_STARTED: { status: 409, message: '아직 신청이 시작되지 않은 캠페인은 마감할 수 없습니다. 캠페인 수정에서 신청 기간을 바꿔 주세요.' },
    CLOSED: { status: 409, message: '이미 모집이 마감된 캠페인입니다.' },
  },
  async run({ campaignId }, ctx) {
    const now = ctx.services.clock.now();
    const outcome = await closeCampaignNow(ctx.db, campaignId, now);
    if (!outcome.ok) return answer.refuse(({ 'not-found': 'NOT_FOUND', 'not-started': 'NOT_STARTED', closed: 'CLOSED' } as const)[outcome.reason]);
    await ctx.audit({ type: 'trial_campaign', id: campaignId }, { endsAt: outcome.formerEndsAt }, { endsAt: now.toISOString(), closedEarly: true });
    announceContent(ctx, CAMPAIGN_KIND.type, [campaignId]);
    return answer.ok({ campaignId });
  },
});

/**
 * Staff: the draw of a closed campaign, once, with a fresh random seed; recorded (who, when, how
 * many, the seed, the ids) so it can be run again. Members learn the result on the announce date.
 */
export const drawCampaignOp = defineOperation({
  name: 'recruitment.drawCampaign',
  input: DrawCampaignSchema,
  access: 'staff:trials',
  refusals: {
    NOT_FOUND: CAMPAIGN_NOT_FOUND,
    OPEN: { status: 409, message: '아직 신청을 받고 있는 캠페인은 추첨할 수 없습니다. 신청 기간이 끝나거나 모집을 마감한 뒤에 추첨해 주세요.' },
    DRAWN: { status: 409, message: '이미 추첨한 캠페인입니다. 추첨은 한 번만 할 수 있습니다.' },
    EMPTY: { status: 409, message: '추첨을 기다리는 신청이 없습니다.' },
  },
  async run({ campaignId, winners, duplicates }, ctx) {
    const seed = randomBytes(8).toString('hex');
    let outcome: Awaited<ReturnType<typeof runDraw>>;
    try {
      outcome = await runDraw(ctx.db, campaignId, { winners, duplicates, seed, actorId: ctx.credential.staffId, now: ctx.services.clock.now(), promises: await trialPromises(ctx.services) });
    } catch (error) {
      // Another staff member's draw of the same campaign got its record in first (the refusal rolls this one back).
      if (isUniqueViolation(error)) return answer.refuse('DRAWN');
      throw error;
    }
    if (!outcome.ok) return answer.refuse(({ 'not-found': 'NOT_FOUND', open: 'OPEN', drawn: 'DRAWN', empty: 'EMPTY' } as const)[outcome.reason]);
    await ctx.audit({ type: 'trial_campaign', id: campaignId }, null, { draw: { seed, winnersWanted: winners, duplicates, eligible: outcome.eligible, excluded: outcome.excluded, winners: outcome.winners.length } });
    for (const id of outcome.winners) await ctx.audit({ type: 'trial_order', id }, { status: 'applied' }, { status: 'selected', draw: seed });
    for (const id of outcome.losers) await ctx.audit({ type: 'trial_order', id }, { status: 'applied' }, { status: 'not_selected', draw: seed });
    return answer.ok({ campaignId, seed, winners: outcome.winners.length, eligible: outcome.eligible, excluded: outcome.excluded });
  },
});

/**
 * Staff: the courier's file of tracking numbers, all or nothing: every row is checked first; with
 * any problem nothing is written and each is answered with its row; else every application moves
 * to 배송중 with its courier and number in this one transaction, each member told once.
 */
export const importTrackingOp = defineOperation({
  name: 'recruitment.importTracking',
  input: TrackingImportSchema,
  access: 'staff:trials',
  refusals: {
    NOT_FOUND: CAMPAIGN_NOT_FOUND,
    CHANGED: { status: 409, message: '파일을 확인하는 사이에 다른 직원이 신청 상태를 바꿨습니다. 아무것도 반영하지 않았습니다. 화면을 새로 고친 뒤 다시 올려 주세요.' },
  },
  async run({ campaignId, courier, table }, ctx) {
    if (!(await campaignExists(ctx.db, campaignId))) return answer.refuse('NOT_FOUND');
    const checked = await checkTrackingFile(ctx.db, campaignId, table, courier);
    if (!checked.ok) return answer.ok({ shipped: 0, problems: checked.problems });
    let moved: Awaited<ReturnType<typeof applyTrackingRows>>;
    try {
      moved = await applyTrackingRows(ctx.db, checked.rows, ctx.credential.staffId, await trialPromises(ctx.services));
    } catch (error) {
      if (error instanceof TrackingConflict) return answer.refuse('CHANGED');
      throw error;
    }
    for (const [i, m] of moved.entries()) {
      const row = checked.rows[i]!;
      await ctx.audit({ type: 'trial_order', id: m.orderId }, { status: m.from }, { status: 'shipping', courier: row.courier, trackingNumber: row.trackingNumber });
    }
    return answer.ok({ shipped: moved.length, problems: [] as TrackingProblem[] });
  },
});
