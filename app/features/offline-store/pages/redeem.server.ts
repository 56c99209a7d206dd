import { data, redirect } from 'react-router';
import { isSecure } from '#app/features/account/accounts.server';
import { requireStaff } from '#app/page-kit/auth.server';
import { attemptForm } from '#app/page-kit/operation-action.server';
import { type FieldErrors, readForm } from '#app/page-kit/forms.server';
import type { PageArgs } from '#app/page-kit/page-args';
import { retryAfterHeaders } from '#app/lib/retry-after';
import { formatSeoulDate } from '#app/lib/seoul-time';
import { readSiteCookie, siteCookieHeader } from '#server/platform/auth/site-cookies';
import type { StaffCredential } from '#server/platform/operations/credentials';
import { perform, refusalOf } from '#server/platform/operations/operation';
import type { Services } from '#server/platform/services';
import { staffHref } from '#app/config/staff-href';
import { findCouponOp, redeemCouponOp, usedCouponMessage } from '../coupon-operations.server';
import { listStores } from '../data/stores.server';
import { type StaffStore, storesOfStaff } from '../data/staff-stores.server';
import { withParticle } from '#app/lib/korean-particles';

/**
 * The staff redeem page (/staff/coupons/redeem): the coupon a scanned or typed `?code=` stands
 * for is shown first (product, masked holder, expiry, state), then used with 사용 처리.
 * Admin and support pick the store from every store; a store clerk (issue 24, item 6) works at
 * their own store: with one store it is simply theirs, with several they pick once and this
 * device remembers it (the clerkStore cookie), always among their own stores only.
 */

interface WorkPlace {
  /** 'any': admin and support (every store); 'clerk': the account's own stores. */
  mode: 'any' | 'clerk';
  stores: StaffStore[];
  /** The clerk's store on this device (null: not chosen yet among several, or none bound). */
  current: StaffStore | null;
}

async function workPlaceOf(services: Services, staff: StaffCredential, request: Request): Promise<WorkPlace> {
  const db = services.db.kysely;
  if (staff.role !== 'clerk') {
    const stores = await listStores(db);
    return { mode: 'any', stores: stores.map((s) => ({ id: s.Id, name: s.Name, region: s.Region__c })), current: null };
  }
  const stores = await storesOfStaff(db, staff.staffId);
  const remembered = readSiteCookie('clerkStore', isSecure(services), request.headers.get('cookie'));
  const current = stores.length === 1 ? stores[0]! : (stores.find((s) => s.id === remembered) ?? null);
  return { mode: 'clerk', stores, current };
}

export async function loadRedeemPage(args: PageArgs) {
  const { request, context } = args;
  const staff = requireStaff(context, request);
  const url = new URL(request.url);
  const place = await workPlaceOf(context.services, staff, request);
  const raw = url.searchParams.get('code') ?? '';
  const storeId = url.searchParams.get('storeId') ?? '';
  const picking = place.mode === 'clerk' && place.stores.length > 1 && (place.current === null || url.searchParams.get('pick') === '1');
  const key = raw && !picking ? findCouponOp.input.safeParse({ code: raw }) : null;
  const looked = key?.success ? await perform(findCouponOp, key.data, { services: context.services, credential: staff, clientIp: context.clientIp, requestId: context.requestId, afterResponse: context.afterResponse }) : null;
  const refused = looked && !looked.ok ? refusalOf(findCouponOp, looked) : null;
  const limited = refused && looked && !looked.ok && looked.code === 'RATE_LIMITED' ? refused : null;
  const coupon = looked?.ok ? looked.value : null;
  const page = {
    mode: place.mode,
    stores: place.stores,
    workStore: place.current,
    picking,
    code: raw,
    storeId: place.stores.some((s) => s.id === storeId) ? storeId : '',
    lookup:
      raw && !limited && !picking
        ? coupon
          ? {
              title: coupon.title,
              productName: coupon.productName,
              benefit: coupon.benefit,
              holder: coupon.holder,
              storeName: coupon.storeName,
              storeId: coupon.storeId,
              validUntil: formatSeoulDate(coupon.validUntil),
              stateLabel: coupon.stateLabel,
              state: coupon.state,
              used: coupon.state === 'used' ? usedCouponMessage(coupon.redemption) : null,
            }
          : null
        : undefined,
    /** Why the code is not shown: not found, or (for a clerk) another store's coupon. */
    refusal: refused && !limited ? refused.message : null,
    limited: limited?.message ?? null,
  };
  return limited ? data(page, { status: 429, headers: retryAfterHeaders(limited.retryAfter ?? 1) }) : page;
}

/**
 * `intent=store`: a clerk with several stores picks where they work on this device (remembered
 * in the clerkStore cookie, only among their own stores). Otherwise: redeems the code at the work
 * store (a clerk's own, never taken from the form; admin and support choose it); the outcome is a
 * banner above the form (a refused code keeps its status: 403, 404, 409, 429).
 */
export async function redeemAction(args: PageArgs) {
  const staff = requireStaff(args.context, args.request);
  const form = await readForm(args.request);
  const { services } = args.context;
  const place = staff.role === 'clerk' ? await workPlaceOf(services, staff, args.request) : null;
  if (place && form.get('intent') === 'store') {
    const chosen = place.stores.find((s) => s.id === form.get('storeId'));
    if (!chosen) return data({ ok: false as const, errors: { storeId: '배정된 매장 중에서 골라 주세요.' } as FieldErrors, message: null as string | null, values: { code: '', storeId: '' } }, { status: 400 });
    const code = String(form.get('code') ?? '');
    return redirect(staffHref('staff-coupon-redeem', code ? { code } : {}), { headers: { 'Set-Cookie': siteCookieHeader('clerkStore', isSecure(services), chosen.id) } });
  }
  if (place) form.set('storeId', place.current?.id ?? '');
  const tried = await attemptForm(redeemCouponOp, args, form);
  if (tried.ok) return { ok: true as const, errors: {} as FieldErrors, message: `사용 처리했습니다. ${withParticle(tried.value.benefit, '을/를')} 드려 주세요.`, values: { code: '', storeId: tried.value.storeId ?? '' } };
  if (tried.refusal === null) return data({ ok: false as const, errors: tried.errors, message: null as string | null, values: tried.values }, { status: 400 });
  const { refusal } = tried;
  const init = refusal.retryAfter === undefined ? { status: refusal.status } : { status: refusal.status, headers: retryAfterHeaders(refusal.retryAfter) };
  return data({ ok: false as const, errors: {} as FieldErrors, message: refusal.message as string | null, values: tried.values }, init);
}
