import { z } from 'zod';
import { requireMember } from '#app/page-kit/auth.server';
import { type PageArgs, readQuery } from '#app/page-kit/page-args';
import { getMyCouponBySource } from '../data/coupons.server';
import { activeStoreCampaign, PLUS1_SOURCE } from '../data/plus1.server';
import { REGIONS } from '../regions';
import { listStores } from '../data/stores.server';

/** /mypage/myrecruitment-order/store: the running 1+1 campaign and the coupon the member may already hold. */
export async function loadStoreEntry({ request, context }: PageArgs) {
  const { services } = context;
  const member = requireMember(context, request);
  const campaign = await activeStoreCampaign(services.db.kysely);
  const coupon = campaign ? await getMyCouponBySource(services.db.kysely, member.memberId, PLUS1_SOURCE(campaign.id)) : null;
  return {
    campaign: campaign ? { title: campaign.title, endsAt: campaign.ends_at, validDays: campaign.coupon_valid_days } : null,
    coupon: coupon ? { id: coupon.id, storeName: coupon.storeName, benefit: coupon.benefit, stateLabel: coupon.stateLabel, state: coupon.state } : null,
  };
}

const Step1Query = z.object({ region: z.string().optional(), q: z.string().optional() });

/** Step 1: the stores of a region (or all), narrowed by a name or address keyword. */
export async function loadStoreStep1(args: PageArgs) {
  const { request, context } = args;
  requireMember(context, request);
  const query = readQuery(args, Step1Query);
  const region = query.region ?? '';
  const q = (query.q ?? '').slice(0, 40);
  const stores = await listStores(context.services.db.kysely, { region, keyword: q });
  return { stores, region: (REGIONS as readonly string[]).includes(region) ? region : '', q };
}

const Step2Query = z.object({ storeId: z.string().optional() });

/**
 * Step 2 (SPEC 2.4): storeId from the query; recordId, when present, only serves SEO. The frame
 * renders on the server, the lists load in the browser (SPEC 4.3).
 */
export async function loadStoreStep2(args: PageArgs) {
  const { request, context } = args;
  requireMember(context, request);
  return { storeId: readQuery(args, Step2Query).storeId ?? null };
}
