import { data } from 'react-router';
import { normaliseCouponInput } from '#app/features/coupons/codes';
import { limitedCouponLookup } from '#app/features/coupons/lookup-limit.server';
import { findStoreCoupon, REDEEM_MESSAGES, redeemCoupon } from '#app/features/coupons/coupons.server';
import { retryAfterHeaders, tooManyAttemptsMessage } from '#app/lib/retry-after';
import type { Services } from '#server/platform/services';
import { listStores } from './stores.server';

/** The redeem page: the stores to pick from, and the coupon a scanned or typed code stands for. */
export async function loadRedeem(services: Services, staffId: string, url: URL) {
  const stores = await listStores(services);
  const raw = url.searchParams.get('code') ?? '';
  const storeId = url.searchParams.get('storeId') ?? '';
  const key = raw ? normaliseCouponInput(raw) : null;
  const looked = key ? await limitedCouponLookup(services, staffId, () => findStoreCoupon(services, key), (c) => c !== null) : null;
  const coupon = looked?.ok ? looked.value : null;
  const page = {
    stores: stores.map((s) => ({ id: s.Id, name: s.Name, region: s.Region__c })),
    code: raw,
    storeId: stores.some((s) => s.Id === storeId) ? storeId : '',
    lookup: raw && looked?.ok !== false ? (coupon ? { title: coupon.title, benefit: coupon.benefit, storeName: coupon.storeName, storeId: coupon.storeId, validUntil: coupon.validUntil, stateLabel: coupon.stateLabel, state: coupon.state, usedAt: coupon.usedAt } : null) : undefined,
    limited: looked?.ok === false ? tooManyAttemptsMessage('쿠폰 조회', looked.retryAfter) : null,
  };
  return looked?.ok === false ? data(page, { status: 429, headers: retryAfterHeaders(looked.retryAfter) }) : page;
}

export async function submitRedeem(services: Services, staffId: string, form: FormData) {
  const code = String(form.get('code') ?? '');
  const storeId = String(form.get('storeId') ?? '');
  const errors: Record<string, string> = {};
  const none: Record<string, string> = {};
  const key = normaliseCouponInput(code);
  if (!key) errors.code = '쿠폰 번호(16자리) 또는 PIN(8자리)을 정확히 입력해 주세요.';
  if (!storeId) errors.storeId = '근무 중인 매장을 선택해 주세요.';
  if (!key || !storeId) return data({ ok: false as const, errors, message: null, values: { code, storeId } }, { status: 400 });
  const looked = await limitedCouponLookup(services, staffId, () => redeemCoupon(services, staffId, storeId, key), (o) => o.ok || o.reason !== 'not-found');
  if (!looked.ok) {
    const message = tooManyAttemptsMessage('쿠폰 조회', looked.retryAfter);
    return data({ ok: false as const, errors: none, message, values: { code, storeId } }, { status: 429, headers: retryAfterHeaders(looked.retryAfter) });
  }
  const outcome = looked.value;
  if (!outcome.ok) {
    const message = outcome.reason === 'other-store' && outcome.coupon?.storeName ? `${REDEEM_MESSAGES['other-store']} (사용 매장: ${outcome.coupon.storeName})` : REDEEM_MESSAGES[outcome.reason];
    return data({ ok: false as const, errors: none, message, values: { code, storeId } }, { status: outcome.reason === 'not-found' ? 404 : 409 });
  }
  return { ok: true as const, errors: none, message: `사용 처리했습니다. ${outcome.coupon.benefit}를 드려 주세요.`, values: { code: '', storeId } };
}
