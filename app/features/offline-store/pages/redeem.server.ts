import { data } from 'react-router';
import { requireStaff } from '#app/page-kit/auth.server';
import { attemptForm } from '#app/page-kit/operation-action.server';
import { type FieldErrors, readForm } from '#app/page-kit/forms.server';
import type { PageArgs } from '#app/page-kit/page-args';
import { retryAfterHeaders } from '#app/lib/retry-after';
import { perform, refusalOf } from '#server/platform/operations/operation';
import { findCouponOp, redeemCouponOp } from '../coupon-operations.server';
import { listStores } from '../data/stores.server';
import { withParticle } from '#app/lib/korean-particles';

/** The staff redeem page (/staff/coupons/redeem): the stores to pick from, and the coupon a scanned or typed `?code=` stands for. */
export async function loadRedeemPage(args: PageArgs) {
  const { request, context } = args;
  const staff = requireStaff(context, request);
  const url = new URL(request.url);
  const stores = await listStores(context.services.db.kysely);
  const raw = url.searchParams.get('code') ?? '';
  const storeId = url.searchParams.get('storeId') ?? '';
  const key = raw ? findCouponOp.input.safeParse({ code: raw }) : null;
  const looked = key?.success ? await perform(findCouponOp, key.data, { services: context.services, credential: staff, clientIp: context.clientIp, requestId: context.requestId }) : null;
  const limited = looked && !looked.ok && looked.code === 'RATE_LIMITED' ? refusalOf(findCouponOp, looked) : null;
  const coupon = looked?.ok ? looked.value : null;
  const page = {
    stores: stores.map((s) => ({ id: s.Id, name: s.Name, region: s.Region__c })),
    code: raw,
    storeId: stores.some((s) => s.Id === storeId) ? storeId : '',
    lookup: raw && !limited ? (coupon ? { title: coupon.title, benefit: coupon.benefit, storeName: coupon.storeName, storeId: coupon.storeId, validUntil: coupon.validUntil, stateLabel: coupon.stateLabel, state: coupon.state, usedAt: coupon.usedAt } : null) : undefined,
    limited: limited?.message ?? null,
  };
  return limited ? data(page, { status: 429, headers: retryAfterHeaders(limited.retryAfter ?? 1) }) : page;
}

/** Redeems the code at the chosen store; the outcome is a banner above the form (a refused code keeps its status: 404, 409, 429). */
export async function redeemAction(args: PageArgs) {
  requireStaff(args.context, args.request);
  const tried = await attemptForm(redeemCouponOp, args, await readForm(args.request));
  if (tried.ok) return { ok: true as const, errors: {} as FieldErrors, message: `사용 처리했습니다. ${withParticle(tried.value.benefit, '을/를')} 드려 주세요.`, values: { code: '', storeId: tried.value.storeId ?? '' } };
  if (tried.refusal === null) return data({ ok: false as const, errors: tried.errors, message: null as string | null, values: tried.values }, { status: 400 });
  const { refusal } = tried;
  const init = refusal.retryAfter === undefined ? { status: refusal.status } : { status: refusal.status, headers: retryAfterHeaders(refusal.retryAfter) };
  return data({ ok: false as const, errors: {} as FieldErrors, message: refusal.message as string | null, values: tried.values }, init);
}
