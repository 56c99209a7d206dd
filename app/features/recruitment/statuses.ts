import type { ClaimKind, ClaimStatus, OrderStatus } from '#server/platform/db/schema/recruitment';

/**
 * Statuses and allowed transitions of trial applications, returns and refunds
 * (docs/decisions/025-recruitment-statuses.md). Pure, shared by pages, services and tests.
 */

export const ORDER_STATUS_LABEL: Record<OrderStatus, string> = {
  applied: '신청완료',
  selected: '당첨',
  not_selected: '미당첨',
  preparing: '배송준비',
  shipping: '배송중',
  delivered: '배송완료',
  cancelled: '신청취소',
};

/** Order of the happy path, for the progress bar of the detail page. */
export const ORDER_STEPS: readonly OrderStatus[] = ['applied', 'selected', 'preparing', 'shipping', 'delivered'];

const ORDER_NEXT: Record<OrderStatus, readonly OrderStatus[]> = {
  applied: ['selected', 'not_selected'],
  selected: ['preparing'],
  not_selected: [],
  preparing: ['shipping'],
  shipping: ['delivered'],
  delivered: [],
  cancelled: [],
};

/** Staff moves; the member's only move is cancelling before the draw (isOrderCancellable). */
export function canMoveOrder(from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_NEXT[from].includes(to);
}

export function nextOrderStatuses(from: OrderStatus): readonly OrderStatus[] {
  return ORDER_NEXT[from];
}

export const CLAIM_STATUS_LABEL: Record<ClaimKind, Record<ClaimStatus, string>> = {
  return: {
    requested: '반품신청',
    in_progress: '수거중',
    completed: '반품완료',
    rejected: '반품불가',
    cancelled: '신청취소',
  },
  refund: {
    requested: '환불신청',
    in_progress: '검토중',
    completed: '환불완료',
    rejected: '환불불가',
    cancelled: '신청취소',
  },
};

/** Labels that fit both kinds, for staff lists when no kind is chosen. */
export const CLAIM_STATUS_COMMON_LABEL: Record<ClaimStatus, string> = {
  requested: '접수',
  in_progress: '처리중',
  completed: '완료',
  rejected: '불가',
  cancelled: '신청취소',
};

const CLAIM_NEXT: Record<ClaimStatus, readonly ClaimStatus[]> = {
  requested: ['in_progress', 'rejected', 'cancelled'],
  in_progress: ['completed', 'rejected'],
  completed: [],
  rejected: [],
  cancelled: [],
};

/** Staff move claims forward; the member may only cancel, and only while it is still 'requested'. */
export function canMoveClaim(from: ClaimStatus, to: ClaimStatus, by: 'member' | 'staff'): boolean {
  if (by === 'member') return from === 'requested' && to === 'cancelled';
  return to !== 'cancelled' && CLAIM_NEXT[from].includes(to);
}

/** The statuses a claim may move to next, for the member or for staff (in the table's order). */
export function nextClaimStatuses(from: ClaimStatus, by: 'member' | 'staff'): readonly ClaimStatus[] {
  return CLAIM_NEXT[from].filter((to) => canMoveClaim(from, to, by));
}

export function isClaimCancellable(status: ClaimStatus): boolean {
  return status === 'requested';
}

/** A member may take back an application until the draw: the place goes back to the campaign. */
export function isOrderCancellable(status: OrderStatus): boolean {
  return status === 'applied';
}

/** Returns, refunds and reviews are for trials that reached the member. */
export function isDelivered(status: OrderStatus): boolean {
  return status === 'delivered';
}

export const CLAIM_KIND_LABEL: Record<ClaimKind, string> = { return: '반품', refund: '환불' };

export const RETURN_REASONS = [
  { code: 'damaged', label: '포장이 찢어지거나 사료가 변질되어 도착했어요' },
  { code: 'wrong_item', label: '신청한 것과 다른 사료가 왔어요' },
  { code: 'reaction', label: '먹은 뒤 구토·설사·가려움 같은 반응이 있었어요' },
  { code: 'not_eating', label: '아이가 전혀 먹지 않아요' },
  { code: 'other', label: '기타' },
] as const;

export const REFUND_REASONS = [
  { code: 'return_shipping', label: '반품 택배비를 직접 냈어요' },
  { code: 'payback', label: '체험 후 정품을 구매했어요 (정품 구매 페이백)' },
  { code: 'vet_visit', label: '이상 반응으로 동물병원 진료비가 들었어요' },
  { code: 'other', label: '기타' },
] as const;

export function reasonLabel(kind: ClaimKind, code: string): string {
  const list: readonly { code: string; label: string }[] = kind === 'return' ? RETURN_REASONS : REFUND_REASONS;
  return list.find((r) => r.code === code)?.label ?? '기타';
}

export type CampaignPhase = 'upcoming' | 'open' | 'closed';

export const CAMPAIGN_PHASE_LABEL: Record<CampaignPhase, string> = { upcoming: '오픈 예정', open: '모집중', closed: '모집 종료' };

export function campaignPhase(c: { startsAt: string; endsAt: string }, now: Date): CampaignPhase {
  const t = now.getTime();
  if (t < new Date(c.startsAt).getTime()) return 'upcoming';
  if (t > new Date(c.endsAt).getTime()) return 'closed';
  return 'open';
}

