import { getMyCouponBySource } from '#app/features/coupons/coupons.server';
import type { Services } from '#server/platform/services';
import { activeStoreCampaign, PLUS1_SOURCE } from './plus1.server';

/** The entry page: the running campaign and the coupon the member may already hold. */
export async function loadEntry(services: Services, memberId: string) {
  const campaign = await activeStoreCampaign(services);
  const coupon = campaign ? await getMyCouponBySource(services, memberId, PLUS1_SOURCE(campaign.id)) : null;
  return {
    campaign: campaign ? { title: campaign.title, endsAt: campaign.ends_at, validDays: campaign.coupon_valid_days } : null,
    coupon: coupon ? { id: coupon.id, storeName: coupon.storeName, benefit: coupon.benefit, stateLabel: coupon.stateLabel, state: coupon.state } : null,
  };
}
