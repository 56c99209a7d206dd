import { data, redirect } from 'react-router';
import { requireMember } from '#app/page-kit/auth.server';
import { readForm } from '#app/page-kit/forms.server';
import { attemptForm } from '#app/page-kit/operation-action.server';
import type { PageArgs } from '#app/page-kit/page-args';
import { getMyCoupon, getMyCouponBySource } from '../data/coupons.server';
import { issuePlus1CouponOp } from '../operations.server';
import { couponWithQr } from './offline-store.server';
import { activeStoreCampaign, campaignProduct, PLUS1_SOURCE } from '../data/plus1.server';
import { weightOf } from '../step2';
import { getStore } from '../data/stores.server';
import { href } from '#app/config/href';

/**
 * Step 3 (designed here, docs/decisions/026-recruitment-step3.md): confirm the store and product from
 * step 2, then issue the member's one 1+1 coupon of the campaign and show it (QR code + PIN).
 */
export async function loadStep3(args: PageArgs) {
  const { request, context } = args;
  const { services } = context;
  const member = requireMember(context, request);
  const url = new URL(request.url);
  const couponId = url.searchParams.get('couponId');
  if (couponId) {
    const coupon = await getMyCoupon(services.db.kysely, member.memberId, couponId);
    if (!coupon) throw data('쿠폰을 찾을 수 없습니다.', { status: 404 });
    return { view: 'coupon' as const, ...(await couponWithQr(services, request, coupon)), issuedNow: url.searchParams.has('issued') };
  }
  const campaign = await activeStoreCampaign(services.db.kysely);
  if (!campaign) return { view: 'closed' as const };
  const existing = await getMyCouponBySource(services.db.kysely, member.memberId, PLUS1_SOURCE(campaign.id));
  if (existing) return { view: 'coupon' as const, ...(await couponWithQr(services, request, existing)), issuedNow: false, already: true };

  const storeId = url.searchParams.get('storeId') ?? '';
  // Without JavaScript the step 2 goods form posts its radio group (store_seq).
  const productId = url.searchParams.get('productId') ?? url.searchParams.get('store_seq') ?? '';
  if (!storeId || !productId) return { view: 'missing' as const };
  const [store, product] = await Promise.all([
    getStore(services.db.kysely, storeId),
    campaignProduct(services.db.kysely, campaign.id, productId),
  ]);
  if (!store || !product) return { view: 'missing' as const };
  return {
    view: 'confirm' as const,
    store,
    product: { id: product.id, name: product.name, thumbnail: product.thumbnail_url, weight: weightOf(product.species) },
    validDays: campaign.coupon_valid_days,
  };
}

/** Issues the coupon and shows it; any refusal is the confirmation again with its message (400). */
export async function issueStep3(args: PageArgs) {
  requireMember(args.context, args.request);
  const tried = await attemptForm(issuePlus1CouponOp, args, await readForm(args.request));
  if (!tried.ok) return data({ error: Object.values(tried.errors)[0] ?? '' }, { status: 400 });
  const { couponId, alreadyIssued } = tried.value;
  return redirect(href('store-step3', { couponId, issued: alreadyIssued ? undefined : 1 }));
}
