import { data, redirect } from 'react-router';
import { requireStaff } from '#app/page-kit/auth.server';
import { submitForm } from '#app/page-kit/operation-action.server';
import { type PageArgs, optionalParam, pageParam, readQuery } from '#app/page-kit/page-args';
import type { ClaimKind, ClaimStatus, OrderStatus } from '#server/platform/db/schema/recruitment';
import { z } from 'zod';
import { ORDER_NOT_FOUND } from '../form-options';
import { drawOrders, moveClaim, moveOrder } from '../operations.server';
import {
  campaignOptions,
  getClaimForStaff,
  getOrderForStaff,
  isClaimKind,
  isClaimStatus,
  isOrderStatus,
  listClaimsForStaff,
  listOrdersForStaff,
} from '../data/staff.server';
import { CLAIM_STATUS_LABEL, ORDER_STATUS_LABEL } from '../statuses';
import { getDrawRecord } from '../data/trial-workflow.server';
import { staffHref } from '#app/config/staff-href';
import { withParticle } from '#app/lib/korean-particles';

/** Loaders and actions of the staff trial pages (the route modules call these with their args). */

/** A filter value the list knows, else "all" (links never fail on an old or mistyped value). */
const oneOf = <T extends string>(known: (value: string | null) => value is T) =>
  optionalParam.transform((value): T | '' => (known(value) ? value : ''));

const OrderListQuery = z.object({
  campaign: optionalParam,
  status: oneOf<OrderStatus>(isOrderStatus),
  q: z.string().optional().transform((value) => (value ?? '').trim().slice(0, 50)),
  page: pageParam,
});
const ClaimListQuery = z.object({ kind: oneOf<ClaimKind>(isClaimKind), status: oneOf<ClaimStatus>(isClaimStatus), page: pageParam });
const OrderDetailQuery = z.object({ id: z.string().optional().transform((value) => value ?? ''), moved: oneOf<OrderStatus>(isOrderStatus) });
const ClaimDetailQuery = z.object({ id: z.string().optional().transform((value) => value ?? ''), moved: oneOf<ClaimStatus>(isClaimStatus) });

export async function loadStaffOrders({ request, context }: PageArgs) {
  requireStaff(context, request);
  const { campaign, status, q, page } = readQuery({ request }, OrderListQuery);
  const campaigns = await campaignOptions(context.services.db.kysely);
  const campaignId = campaigns.some((c) => c.id === campaign) ? (campaign ?? '') : '';
  const [list, draw] = await Promise.all([
    listOrdersForStaff(context.services.db.kysely, { campaignId: campaignId || undefined, status: status || undefined, q: q || undefined, page }),
    campaignId ? getDrawRecord(context.services.db.kysely, campaignId) : null,
  ]);
  context.shownRecords.push(...list.items.map((o) => o.id));
  return { ...list, page, campaigns, filters: { campaign: campaignId, status, q }, draw: draw && { ...draw, eligibleIds: undefined, winnerIds: undefined } };
}

/** The list's bulk status move (당첨, 미당첨, 배송준비, 배송완료): 400 with `{errors, values}` on bad input, else what moved and what did not. */
export async function bulkDrawAction(args: PageArgs) {
  const done = await submitForm(drawOrders, args, { intent: 'draw', arrayFields: ['ids'] });
  if (!done.ok) return done.answer;
  return { errors: undefined, values: undefined, result: done.value };
}

export async function loadStaffOrder({ request, context }: PageArgs) {
  requireStaff(context, request);
  const { id, moved } = readQuery({ request }, OrderDetailQuery);
  const order = await getOrderForStaff(context.services.db.kysely, id);
  if (!order) throw data(ORDER_NOT_FOUND, { status: 404 });
  return { order, notice: moved !== '' ? `상태를 ${withParticle(`'${ORDER_STATUS_LABEL[moved]}'`, '으로/로')} 바꿨습니다. 회원의 신청 상세에도 바로 보입니다.` : null };
}

/** The page's `?id=` is the record the form moves. */
const withId =
  (key: string) =>
  (fields: Record<string, unknown>, url: URL): Record<string, unknown> => ({ ...fields, [key]: url.searchParams.get('id') ?? '' });

/** One application's next status (the moveOrder operation): 400 on bad input, 409 on a move the status does not allow. */
export async function moveOrderAction(args: PageArgs) {
  const done = await submitForm(moveOrder, args, { fromForm: withId('orderId') });
  if (!done.ok) return done.answer;
  return redirect(staffHref('staff-trial-detail', { id: done.value.orderId, moved: done.value.status }));
}

export async function loadStaffClaims({ request, context }: PageArgs) {
  requireStaff(context, request);
  const { kind, status, page } = readQuery({ request }, ClaimListQuery);
  const list = await listClaimsForStaff(context.services.db.kysely, { kind: kind || undefined, status: status || undefined, page });
  return { ...list, page, filters: { kind, status } };
}

export async function loadStaffClaim({ request, context }: PageArgs) {
  requireStaff(context, request);
  const { id, moved } = readQuery({ request }, ClaimDetailQuery);
  const claim = await getClaimForStaff(context.services.db.kysely, id);
  if (!claim) throw data(ORDER_NOT_FOUND, { status: 404 });
  return { claim, notice: moved !== '' ? `상태를 ${withParticle(`'${CLAIM_STATUS_LABEL[claim.kind][moved]}'`, '으로/로')} 바꿨습니다. 회원의 ${claim.kindLabel} 상세에도 바로 보입니다.` : null };
}

/** A return's or refund's next staff status (the moveClaim operation); same answers as the order form. */
export async function moveClaimAction(args: PageArgs) {
  const done = await submitForm(moveClaim, args, { fromForm: withId('claimId') });
  if (!done.ok) return done.answer;
  return redirect(staffHref('staff-claim-detail', { id: done.value.claimId, moved: done.value.status }));
}
