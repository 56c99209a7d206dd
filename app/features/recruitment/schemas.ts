import { z } from 'zod';
import { AddressSchema, MobileSchema, NameSchema } from '#app/features/account/schemas';
import { EditTarget, editTargetRefinement, PublishFields, publishRefinement, requiredText, seoulDateTime, wholeNumber } from '#app/staff-kit/schemas';
import { BANKS, BULK_MOVE_STATUSES, COURIERS, TRACKING_NUMBER } from './form-options';
import { REFUND_REASONS, RETURN_REASONS } from './statuses';
import { formatNumber } from '#app/lib/format';

export { MAX_PHOTOS } from './form-options';

/** Form and server-method schemas of free trials, returns, refunds and reviews (Korean messages). */

export const Id = z.string().trim().min(1).max(64);

const checked = (message: string) => z.literal('on', { error: message });

export const TrialOrderSchema = z.object({
  campaignId: Id,
  petId: z.string({ error: '체험할 반려동물을 선택해 주세요.' }).trim().min(1, '체험할 반려동물을 선택해 주세요.').max(64),
  recipientName: NameSchema,
  mobile: MobileSchema,
  ...AddressSchema.shape,
  deliveryRequest: z.string().trim().max(50, '배송 요청사항은 50자까지 입력할 수 있습니다.').default(''),
  agreePrivacy: checked('개인정보 수집·이용에 동의해 주세요.'),
  agreeShipping: checked('배송을 위한 개인정보 제3자 제공에 동의해 주세요.'),
  agreeNotice: checked('체험 신청 유의사항을 확인해 주세요.'),
  /** "당첨·배송 안내를 이메일로도 받을게요" (the member's notice setting). */
  notifyByEmail: z
    .union([z.literal('on'), z.boolean()])
    .optional()
    .transform((v) => v === 'on' || v === true),
});
export type TrialOrderInput = z.output<typeof TrialOrderSchema>;

const detail = z
  .string({ error: '자세한 내용을 입력해 주세요.' })
  .trim()
  .min(10, '자세한 내용을 10자 이상 입력해 주세요.')
  .max(500, '자세한 내용은 500자까지 입력할 수 있습니다.');

export const ReturnSchema = z.object({
  orderId: Id,
  reason: z.enum(RETURN_REASONS.map((r) => r.code) as [string, ...string[]], { error: '반품 사유를 선택해 주세요.' }),
  detail,
});
export type ReturnInput = z.output<typeof ReturnSchema>;

export const RefundSchema = z.object({
  orderId: Id,
  reason: z.enum(REFUND_REASONS.map((r) => r.code) as [string, ...string[]], { error: '환불 사유를 선택해 주세요.' }),
  detail,
  amount: z
    .string({ error: '환불 받을 금액을 입력해 주세요.' })
    .trim()
    .transform((v) => v.replace(/[,\s원]/g, ''))
    .refine((v) => /^\d{1,7}$/.test(v), '환불 받을 금액을 숫자로 입력해 주세요.')
    .transform(Number)
    .refine((v) => v >= 100, '환불 금액은 100원 이상이어야 합니다.')
    .refine((v) => v <= 300_000, '환불 금액은 300,000원까지 신청할 수 있습니다.'),
  bankName: z.enum(BANKS, { error: '은행을 선택해 주세요.' }),
  accountNumber: z
    .string({ error: '계좌번호를 입력해 주세요.' })
    .trim()
    .transform((v) => v.replace(/[\s-]/g, ''))
    .refine((v) => /^\d{10,16}$/.test(v), '계좌번호를 숫자 10~16자리로 입력해 주세요.'),
  accountHolder: z
    .string({ error: '예금주를 입력해 주세요.' })
    .trim()
    .min(2, '예금주를 2자 이상 입력해 주세요.')
    .max(20, '예금주는 20자까지 입력할 수 있습니다.'),
});
export type RefundInput = z.output<typeof RefundSchema>;

export const ReviewSchema = z.object({
  rating: z
    .string({ error: '별점을 선택해 주세요.' })
    .refine((v) => /^[1-5]$/.test(v), '별점을 1~5점 중에서 선택해 주세요.')
    .transform(Number),
  body: z
    .string({ error: '리뷰 내용을 입력해 주세요.' })
    .trim()
    .min(20, '리뷰를 20자 이상 써 주세요. 아이의 반응, 변 상태, 기호성 등을 알려 주시면 다른 보호자에게 도움이 돼요.')
    .max(1000, '리뷰는 1,000자까지 쓸 수 있습니다.'),
});
export type ReviewInput = z.output<typeof ReviewSchema>;

// --- Staff forms (docs/decisions/025-recruitment-statuses.md, "Staff screens") ---

const staffNote = z.string().trim().max(200, '안내 메모는 200자까지 입력할 수 있습니다.').default('');

/** Staff move one application; 배송중 needs a courier of COURIERS and the tracking number. */
export const StaffOrderMoveSchema = z
  .object({
    orderId: Id,
    status: z.enum(['applied', 'selected', 'not_selected', 'preparing', 'shipping', 'delivered'], { error: '바꿀 상태를 선택해 주세요.' }),
    note: staffNote,
    courier: z.string().trim().default(''),
    trackingNumber: z.string().trim().default(''),
  })
  .superRefine((v, ctx) => {
    if (v.status !== 'shipping') return;
    if (!(COURIERS as readonly string[]).includes(v.courier)) ctx.addIssue({ code: 'custom', path: ['courier'], message: '배송중으로 바꾸려면 택배사를 선택해 주세요.' });
    if (v.trackingNumber === '') ctx.addIssue({ code: 'custom', path: ['trackingNumber'], message: '배송중으로 바꾸려면 운송장 번호를 입력해 주세요.' });
    else if (!TRACKING_NUMBER.test(v.trackingNumber)) ctx.addIssue({ code: 'custom', path: ['trackingNumber'], message: '운송장 번호는 숫자와 하이픈(-)으로 8~20자리를 입력해 주세요.' });
  });

/** Staff announce the draw for several 신청완료 applications at once. */

export const StaffBulkDrawSchema = z.object({
  ids: z.array(Id).min(1, '처리할 신청을 하나 이상 선택해 주세요.').max(100, '한 번에 100건까지 처리할 수 있습니다.'),
  status: z.enum(BULK_MOVE_STATUSES, { error: '바꿀 상태를 선택해 주세요.' }),
  note: staffNote,
});

/** Staff close a campaign's applications now (모집 마감). */
export const CloseCampaignSchema = z.object({ campaignId: Id });

/** The draw of a closed campaign: how many win, and whether applications sharing a phone or address take part once. */
export const DrawCampaignSchema = z.object({
  campaignId: Id,
  winners: wholeNumber('당첨 인원을 입력해 주세요.', 1, 100_000, '당첨 인원은 1~100,000명 사이로 입력해 주세요.'),
  duplicates: z.enum(['exclude', 'include'], { error: '중복 신청을 어떻게 할지 골라 주세요.' }),
});

/** Rows one courier file may bring (the heading row aside). */
export const TRACKING_IMPORT_MAX_ROWS = 5000;
export const TRACKING_IMPORT_TOO_MANY = `한 번에 ${formatNumber(TRACKING_IMPORT_MAX_ROWS)}줄까지 올릴 수 있습니다. 파일을 나눠 주세요.`;

/** The courier's file of tracking numbers, read into rows by the page (or sent as rows by a server method). */
export const TrackingImportSchema = z.object({
  campaignId: Id,
  courier: z.union([z.enum(COURIERS), z.literal('')], { error: '택배사를 목록에서 골라 주세요.' }).default(''),
  table: z
    .array(z.object({ line: z.number().int().min(0), fields: z.array(z.string().max(2000, '한 칸에 2,000자까지 적을 수 있습니다.')).max(100, '열이 너무 많습니다.') }))
    .max(TRACKING_IMPORT_MAX_ROWS + 1, TRACKING_IMPORT_TOO_MANY),
});

/** Refusing a return or refund needs a reason of at least this many characters (the member reads it). */
export const CLAIM_REJECT_NOTE_MIN = 5;
export const CLAIM_REJECT_NOTE_MESSAGE = '처리할 수 없는 이유를 안내 메모에 5자 이상 적어 주세요. 회원에게 그대로 보입니다.';

/** Staff move a return or refund; refusing one needs a reason the member will read. */
export const StaffClaimMoveSchema = z
  .object({
    claimId: Id,
    status: z.enum(['in_progress', 'completed', 'rejected'], { error: '바꿀 상태를 선택해 주세요.' }),
    note: staffNote,
  })
  .superRefine((v, ctx) => {
    if (v.status === 'rejected' && v.note.length < CLAIM_REJECT_NOTE_MIN) ctx.addIssue({ code: 'custom', path: ['note'], message: CLAIM_REJECT_NOTE_MESSAGE });
  });

export const ClaimKindSchema = z.enum(['return', 'refund']);

/** The member takes back an application (before the draw) or a return/refund (while 접수). */
export const CancelOrderSchema = z.object({ orderId: Id });
export const CancelClaimSchema = z.object({ claimId: Id, kind: ClaimKindSchema.optional() });

// --- Back-office: free-trial campaigns (issue 15 item 5) ---

export const CampaignSaveSchema = z
  .object({
    ...EditTarget,
    title: requiredText('캠페인 제목을 입력해 주세요.', 80, '캠페인 제목은 80자까지 입력할 수 있습니다.'),
    summary: requiredText('한 줄 소개를 입력해 주세요.', 200, '한 줄 소개는 200자까지 입력할 수 있습니다.'),
    description: requiredText('상세 안내를 입력해 주세요.', 5000, '상세 안내는 5,000자까지 입력할 수 있습니다.'),
    productId: requiredText('체험 상품을 선택해 주세요.', 64, '체험 상품을 선택해 주세요.'),
    species: z.enum(['dog', 'cat', 'all'], { error: '대상 반려동물을 선택해 주세요.' }),
    capacity: wholeNumber('모집 인원을 입력해 주세요.', 1, 100_000, '모집 인원은 1~100,000명 사이로 입력해 주세요.'),
    startsAt: seoulDateTime('신청 시작 일시를 입력해 주세요.', '신청 시작 일시를 YYYY-MM-DD HH:MM 형식으로 입력해 주세요.'),
    endsAt: seoulDateTime('신청 마감 일시를 입력해 주세요.', '신청 마감 일시를 YYYY-MM-DD HH:MM 형식으로 입력해 주세요.'),
    announceAt: seoulDateTime('당첨 발표 일시를 입력해 주세요.', '당첨 발표 일시를 YYYY-MM-DD HH:MM 형식으로 입력해 주세요.'),
    sortOrder: wholeNumber('노출 순서를 입력해 주세요.', -9999, 9999, '노출 순서는 -9999~9999 사이의 숫자로 입력해 주세요.'),
    ...PublishFields,
  })
  .superRefine(editTargetRefinement)
  .superRefine(publishRefinement)
  .superRefine((v, ctx) => {
    if (v.endsAt <= v.startsAt) ctx.addIssue({ code: 'custom', path: ['endsAt'], message: '신청 마감은 신청 시작보다 뒤여야 합니다.' });
    if (v.announceAt < v.endsAt) ctx.addIssue({ code: 'custom', path: ['announceAt'], message: '당첨 발표는 신청 마감과 같거나 뒤여야 합니다.' });
  });
export type CampaignSaveInput = z.output<typeof CampaignSaveSchema>;

// --- Back-office: review moderation (issue 15 item 8) ---

export const ModerateReviewSchema = z
  .object({
    reviewId: Id,
    action: z.enum(['hide', 'show'], { error: '숨길지 다시 보일지 골라 주세요.' }),
    reason: z.string().trim().max(200, '숨기는 이유는 200자까지 입력할 수 있습니다.').optional().default(''),
  })
  .refine((v) => v.action === 'show' || v.reason.length >= 5, { path: ['reason'], message: '숨기는 이유를 5자 이상 입력해 주세요. 회원에게 그대로 보입니다.' });
