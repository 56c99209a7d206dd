import { data, redirect } from 'react-router';
import { requireCredential } from '#app/lib/auth.server';
import { type PageArgs, submitForm } from '#app/lib/operation-action.server';
import { normalisePage } from '#app/ui/paginator/paginator';
import type { ClaimKind, ClaimStatus } from '#server/platform/db/schema/recruitment';
import { ORDER_NOT_FOUND } from './form-options';
import { drawOrders, moveClaim, moveOrder } from './operations.server';
import {
  campaignOptions,
  getClaimForStaff,
  getOrderForStaff,
  isClaimKind,
  isClaimStatus,
  isOrderStatus,
  listClaimsForStaff,
  listOrdersForStaff,
} from './staff.server';
import { CLAIM_STATUS_LABEL, ORDER_STATUS_LABEL } from './statuses';

/** Loaders and actions of the staff trial pages (the route modules call these with their args). */

export async function loadStaffOrders({ request, context }: PageArgs) {
  requireCredential(context, request, 'staff');
  const url = new URL(request.url);
  const campaigns = await campaignOptions(context.services);
  const rawCampaign = url.searchParams.get('campaign') ?? '';
  const campaignId = campaigns.some((c) => c.id === rawCampaign) ? rawCampaign : '';
  const rawStatus = url.searchParams.get('status');
  const status = isOrderStatus(rawStatus) ? rawStatus : '';
  const q = (url.searchParams.get('q') ?? '').trim().slice(0, 50);
  const page = normalisePage(url.searchParams.get('page'));
  const list = await listOrdersForStaff(context.services, { campaignId: campaignId || undefined, status: status || undefined, q: q || undefined, page });
  return { ...list, page, campaigns, filters: { campaign: campaignId, status, q } };
}

/** The list's bulk 당첨/미당첨: 400 with `{errors, values}` on bad input, else what moved and what did not. */
export async function bulkDrawAction(args: PageArgs) {
  const done = await submitForm(drawOrders, args, { intent: 'draw', arrayFields: ['ids'] });
  if (!done.ok) return done.answer;
  return { errors: undefined, values: undefined, result: done.value };
}

export async function loadStaffOrder({ request, context }: PageArgs) {
  requireCredential(context, request, 'staff');
  const url = new URL(request.url);
  const order = await getOrderForStaff(context.services, url.searchParams.get('id') ?? '');
  if (!order) throw data(ORDER_NOT_FOUND, { status: 404 });
  const moved = url.searchParams.get('moved');
  return { order, notice: isOrderStatus(moved) ? `상태를 '${ORDER_STATUS_LABEL[moved]}'(으)로 바꿨습니다. 회원의 신청 상세에도 바로 보입니다.` : null };
}

/** The page's `?id=` is the record the form moves. */
const withId =
  (key: string) =>
  (fields: Record<string, unknown>, url: URL): Record<string, unknown> => ({ ...fields, [key]: url.searchParams.get('id') ?? '' });

/** One application's next status (the moveOrder operation): 400 on bad input, 409 on a move the status does not allow. */
export async function moveOrderAction(args: PageArgs) {
  const done = await submitForm(moveOrder, args, { fromForm: withId('orderId') });
  if (!done.ok) return done.answer;
  return redirect(`/staff/trials/detail?id=${encodeURIComponent(done.value.orderId)}&moved=${done.value.status}`);
}

export async function loadStaffClaims({ request, context }: PageArgs) {
  requireCredential(context, request, 'staff');
  const url = new URL(request.url);
  const rawKind = url.searchParams.get('kind');
  const kind: ClaimKind | '' = isClaimKind(rawKind) ? rawKind : '';
  const rawStatus = url.searchParams.get('status');
  const status: ClaimStatus | '' = isClaimStatus(rawStatus) ? rawStatus : '';
  const page = normalisePage(url.searchParams.get('page'));
  const list = await listClaimsForStaff(context.services, { kind: kind || undefined, status: status || undefined, page });
  return { ...list, page, filters: { kind, status } };
}

export async function loadStaffClaim({ request, context }: PageArgs) {
  requireCredential(context, request, 'staff');
  const url = new URL(request.url);
  const claim = await getClaimForStaff(context.services, url.searchParams.get('id') ?? '');
  if (!claim) throw data(ORDER_NOT_FOUND, { status: 404 });
  const moved = url.searchParams.get('moved');
  return { claim, notice: isClaimStatus(moved) ? `상태를 '${CLAIM_STATUS_LABEL[claim.kind][moved]}'(으)로 바꿨습니다. 회원의 ${claim.kindLabel} 상세에도 바로 보입니다.` : null };
}

/** A return's or refund's next staff status (the moveClaim operation); same answers as the order form. */
export async function moveClaimAction(args: PageArgs) {
  const done = await submitForm(moveClaim, args, { fromForm: withId('claimId') });
  if (!done.ok) return done.answer;
  return redirect(`/staff/claims/detail?id=${encodeURIComponent(done.value.claimId)}&moved=${done.value.status}`);
}
