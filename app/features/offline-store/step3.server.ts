import { data, redirect } from 'react-router';
import { couponWithQr } from '#app/features/coupons/pages.server';
import { getMyCoupon, getMyCouponBySource } from '#app/features/coupons/coupons.server';
import type { MemberViewer } from '#app/lib/auth.server';
import type { Services } from '#server/platform/services';
import { activeStoreCampaign, campaignProduct, issuePlus1Coupon, PLUS1_SOURCE } from './plus1.server';
import { weightOf } from './step2';
import { getStore } from './stores.server';

/**
 * Step 3 (designed here, docs/decisions/recruitment-step3.md): confirm the store and product from
 * step 2, then issue the member's one 1+1 coupon of the campaign and show it (QR code + PIN).
 */
export async function loadStep3(services: Services, member: MemberViewer, request: Request) {
  const url = new URL(request.url);
  const couponId = url.searchParams.get('couponId');
  if (couponId) {
    const coupon = await getMyCoupon(services, member.userId, couponId);
    if (!coupon) throw data('쿠폰을 찾을 수 없습니다.', { status: 404 });
    return { view: 'coupon' as const, ...(await couponWithQr(services, request, coupon)), issuedNow: url.searchParams.has('issued') };
  }
  const campaign = await activeStoreCampaign(services);
  if (!campaign) return { view: 'closed' as const };
  const existing = await getMyCouponBySource(services, member.userId, PLUS1_SOURCE(campaign.id));
  if (existing) return { view: 'coupon' as const, ...(await couponWithQr(services, request, existing)), issuedNow: false, already: true };

  const storeId = url.searchParams.get('storeId') ?? '';
  // Without JavaScript the step 2 goods form posts its radio group (store_seq).
  const productId = url.searchParams.get('productId') ?? url.searchParams.get('store_seq') ?? '';
  if (!storeId || !productId) return { view: 'missing' as const };
  const [store, product] = await Promise.all([
    getStore(services, storeId),
    campaignProduct(services, campaign.id, productId),
  ]);
  if (!store || !product) return { view: 'missing' as const };
  return {
    view: 'confirm' as const,
    store,
    product: { id: product.id, name: product.name, thumbnail: product.thumbnail_url, weight: weightOf(product.species) },
    validDays: campaign.coupon_valid_days,
  };
}

export async function issueStep3(services: Services, member: MemberViewer, form: FormData) {
  const storeId = String(form.get('storeId') ?? '');
  const productId = String(form.get('productId') ?? '');
  if (!storeId || !productId) return data({ error: '매장과 상품을 다시 선택해 주세요.' }, { status: 400 });
  const outcome = await issuePlus1Coupon(services, member.userId, storeId, productId);
  if (!outcome.ok) {
    const message = outcome.reason === 'no-campaign' ? '지금은 진행 중인 1+1 캠페인이 없습니다.' : outcome.reason === 'store' ? '매장을 찾을 수 없습니다. 매장을 다시 선택해 주세요.' : '1+1 캠페인 상품이 아닙니다. 상품을 다시 선택해 주세요.';
    return data({ error: message }, { status: 400 });
  }
  return redirect(`/mypage/myrecruitment-order/store/step3?couponId=${encodeURIComponent(outcome.couponId)}${outcome.alreadyIssued ? '' : '&issued=1'}`);
}
