import { data, redirect } from 'react-router';
import { parseForm } from '#app/lib/forms.server';
import { normalisePage } from '#app/ui/paginator/paginator';
import type { ClaimKind, ClaimStatus } from '#server/platform/db/schema/recruitment';
import type { Services } from '#server/platform/services';
import { moveClaimStatus } from './claims.server';
import { moveOrderStatus } from './orders.server';
import { StaffBulkDrawSchema, StaffClaimMoveSchema, StaffOrderMoveSchema } from './schemas';
import {
  campaignOptions,
  drawMany,
  getClaimForStaff,
  getOrderForStaff,
  isClaimKind,
  isClaimStatus,
  isOrderStatus,
  listClaimsForStaff,
  listOrdersForStaff,
} from './staff.server';
import { CLAIM_STATUS_LABEL, ORDER_STATUS_LABEL } from './statuses';

/** Loaders and actions of the staff trial pages (the routes only check staff and call these). */

const NOT_FOUND = '신청 내역을 찾을 수 없습니다.';

export async function loadStaffOrders(services: Services, url: URL) {
  const campaigns = await campaignOptions(services);
  const rawCampaign = url.searchParams.get('campaign') ?? '';
  const campaignId = campaigns.some((c) => c.id === rawCampaign) ? rawCampaign : '';
  const rawStatus = url.searchParams.get('status');
  const status = isOrderStatus(rawStatus) ? rawStatus : '';
  const q = (url.searchParams.get('q') ?? '').trim().slice(0, 50);
  const page = normalisePage(url.searchParams.get('page'));
  const list = await listOrdersForStaff(services, { campaignId: campaignId || undefined, status: status || undefined, q: q || undefined, page });
  return { ...list, page, campaigns, filters: { campaign: campaignId, status, q } };
}

/** The list's bulk 당첨/미당첨: 400 with `{errors, values}` on bad input, else what moved and what did not. */
export async function bulkDrawAction(services: Services, staffId: string, form: FormData) {
  if (form.get('intent') !== 'draw') throw data('알 수 없는 요청입니다.', { status: 400 });
  const parsed = parseForm(StaffBulkDrawSchema, form, ['ids']);
  if (!parsed.ok) return data({ errors: parsed.fieldErrors, values: parsed.values, result: null }, { status: 400 });
  const result = await drawMany(services, staffId, parsed.data.ids, parsed.data.status, parsed.data.note);
  return { errors: undefined, values: undefined, result };
}

export async function loadStaffOrder(services: Services, url: URL) {
  const order = await getOrderForStaff(services, url.searchParams.get('id') ?? '');
  if (!order) throw data(NOT_FOUND, { status: 404 });
  const moved = url.searchParams.get('moved');
  return { order, notice: isOrderStatus(moved) ? `상태를 '${ORDER_STATUS_LABEL[moved]}'(으)로 바꿨습니다. 회원의 신청 상세에도 바로 보입니다.` : null };
}

/**
 * One application's next status, through moveOrderStatus (its rules and history row). Bad input
 * is 400, a move the current status does not allow (or that someone else made first) is 409;
 * both answer `{errors, values}` and write nothing.
 */
export async function moveOrderAction(services: Services, staffId: string, url: URL, form: FormData) {
  const id = url.searchParams.get('id') ?? '';
  const parsed = parseForm(StaffOrderMoveSchema, form);
  if (!parsed.ok) return data({ errors: parsed.fieldErrors, values: parsed.values }, { status: 400 });
  const { status, note, courier, trackingNumber } = parsed.data;
  const outcome = await moveOrderStatus(services, id, status, status === 'shipping' ? { note, courier, trackingNumber, actorId: staffId } : { note, actorId: staffId });
  if (outcome.ok) return redirect(`/staff/trials/detail?id=${encodeURIComponent(id)}&moved=${status}`);
  if (outcome.reason === 'not-found') throw data(NOT_FOUND, { status: 404 });
  const values = Object.fromEntries([...form.entries()].map(([k, v]) => [k, String(v)]));
  if (outcome.reason === 'shipping-details') return data({ errors: { trackingNumber: '배송중으로 바꾸려면 택배사와 운송장 번호를 입력해 주세요.' }, values }, { status: 400 });
  const from = outcome.from ? ORDER_STATUS_LABEL[outcome.from] : '지금 상태';
  return data({ errors: { status: `${from}에서는 '${ORDER_STATUS_LABEL[status]}'(으)로 바꿀 수 없습니다. 화면을 새로 고쳐 지금 상태를 확인해 주세요.` }, values }, { status: 409 });
}

export async function loadStaffClaims(services: Services, url: URL) {
  const rawKind = url.searchParams.get('kind');
  const kind: ClaimKind | '' = isClaimKind(rawKind) ? rawKind : '';
  const rawStatus = url.searchParams.get('status');
  const status: ClaimStatus | '' = isClaimStatus(rawStatus) ? rawStatus : '';
  const page = normalisePage(url.searchParams.get('page'));
  const list = await listClaimsForStaff(services, { kind: kind || undefined, status: status || undefined, page });
  return { ...list, page, filters: { kind, status } };
}

export async function loadStaffClaim(services: Services, url: URL) {
  const claim = await getClaimForStaff(services, url.searchParams.get('id') ?? '');
  if (!claim) throw data(NOT_FOUND, { status: 404 });
  const moved = url.searchParams.get('moved');
  return { claim, notice: isClaimStatus(moved) ? `상태를 '${CLAIM_STATUS_LABEL[claim.kind][moved]}'(으)로 바꿨습니다. 회원의 ${claim.kindLabel} 상세에도 바로 보입니다.` : null };
}

/** A return's or refund's next staff status, through moveClaimStatus; same answers as the order form. */
export async function moveClaimAction(services: Services, staffId: string, url: URL, form: FormData) {
  const id = url.searchParams.get('id') ?? '';
  const parsed = parseForm(StaffClaimMoveSchema, form);
  if (!parsed.ok) return data({ errors: parsed.fieldErrors, values: parsed.values }, { status: 400 });
  const outcome = await moveClaimStatus(services, id, parsed.data.status, parsed.data.note, staffId);
  if (outcome === 'ok') return redirect(`/staff/claims/detail?id=${encodeURIComponent(id)}&moved=${parsed.data.status}`);
  const claim = outcome === 'not-found' ? null : await getClaimForStaff(services, id);
  if (!claim) throw data(NOT_FOUND, { status: 404 });
  const values = Object.fromEntries([...form.entries()].map(([k, v]) => [k, String(v)]));
  const labels = CLAIM_STATUS_LABEL[claim.kind];
  return data({ errors: { status: `${labels[claim.status]}에서는 '${labels[parsed.data.status]}'(으)로 바꿀 수 없습니다. 화면을 새로 고쳐 지금 상태를 확인해 주세요.` }, values }, { status: 409 });
}
