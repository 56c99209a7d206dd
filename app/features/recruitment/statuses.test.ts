import { describe, expect, it } from 'vitest';
import { campaignPhase, canMoveClaim, canMoveOrder, isClaimCancellable, isOrderCancellable, nextClaimStatuses, nextOrderStatuses, ORDER_STATUS_LABEL } from './statuses';

describe('trial order statuses', () => {
  it('follow 신청완료 → 당첨/미당첨 → 배송준비 → 배송중 → 배송완료', () => {
    expect(Object.values(ORDER_STATUS_LABEL)).toEqual(['신청완료', '당첨', '미당첨', '배송준비', '배송중', '배송완료', '신청취소']);
    expect(canMoveOrder('applied', 'selected')).toBe(true);
    expect(canMoveOrder('applied', 'not_selected')).toBe(true);
    expect(canMoveOrder('selected', 'preparing')).toBe(true);
    expect(canMoveOrder('preparing', 'shipping')).toBe(true);
    expect(canMoveOrder('shipping', 'delivered')).toBe(true);
    expect(canMoveOrder('applied', 'delivered')).toBe(false);
    expect(canMoveOrder('not_selected', 'selected')).toBe(false);
    expect(canMoveOrder('delivered', 'shipping')).toBe(false);
  });
  it('only the member cancels, and only before the draw', () => {
    expect(isOrderCancellable('applied')).toBe(true);
    for (const status of ['selected', 'not_selected', 'preparing', 'shipping', 'delivered', 'cancelled'] as const) expect(isOrderCancellable(status)).toBe(false);
    expect(canMoveOrder('applied', 'cancelled')).toBe(false);
    expect(canMoveOrder('cancelled', 'selected')).toBe(false);
  });
});

describe('return and refund statuses', () => {
  it('members only cancel, and only while requested', () => {
    expect(canMoveClaim('requested', 'cancelled', 'member')).toBe(true);
    expect(canMoveClaim('in_progress', 'cancelled', 'member')).toBe(false);
    expect(canMoveClaim('requested', 'completed', 'member')).toBe(false);
    expect(isClaimCancellable('requested')).toBe(true);
    expect(isClaimCancellable('completed')).toBe(false);
  });
  it('staff move forward and never cancel for the member', () => {
    expect(canMoveClaim('requested', 'in_progress', 'staff')).toBe(true);
    expect(canMoveClaim('requested', 'rejected', 'staff')).toBe(true);
    expect(canMoveClaim('in_progress', 'completed', 'staff')).toBe(true);
    expect(canMoveClaim('requested', 'cancelled', 'staff')).toBe(false);
    expect(canMoveClaim('completed', 'in_progress', 'staff')).toBe(false);
    expect(canMoveClaim('cancelled', 'in_progress', 'staff')).toBe(false);
  });
});

describe('trial campaigns', () => {
  const now = new Date('2026-11-21T03:00:00Z');
  it('campaign phases', () => {
    expect(campaignPhase({ startsAt: '2026-12-01T00:00:00Z', endsAt: '2026-12-31T00:00:00Z' }, now)).toBe('upcoming');
    expect(campaignPhase({ startsAt: '2026-11-01T00:00:00Z', endsAt: '2026-11-30T00:00:00Z' }, now)).toBe('open');
    expect(campaignPhase({ startsAt: '2026-10-01T00:00:00Z', endsAt: '2026-10-31T00:00:00Z' }, now)).toBe('closed');
  });
});

describe('next statuses offered to staff', () => {
  it('offer only allowed moves, and never 신청취소 to staff', () => {
    expect(nextOrderStatuses('applied')).toEqual(['selected', 'not_selected']);
    expect(nextOrderStatuses('delivered')).toEqual([]);
    expect(nextClaimStatuses('requested', 'staff')).toEqual(['in_progress', 'rejected']);
    expect(nextClaimStatuses('in_progress', 'staff')).toEqual(['completed', 'rejected']);
    expect(nextClaimStatuses('requested', 'member')).toEqual(['cancelled']);
    expect(nextClaimStatuses('completed', 'staff')).toEqual([]);
  });
});
