import { z } from 'zod';
import { requireMember } from '#app/page-kit/auth.server';
import { type PageArgs, readQuery } from '#app/page-kit/page-args';
import { getMyCouponBySource } from '../data/coupons.server';
import { activeStoreCampaign, PLUS1_SOURCE } from '../data/plus1.server';
import { REGIONS } from '../regions';
import { listStores } from '../data/stores.server';
import { parseLatLng, sortByDistance } from '#app/lib/geo';
import { positionOf } from '../finder';

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

const FinderQuery = z.object({
  region: z.string().optional(),
  q: z.string().optional(),
  /** "lat,lng": the list sorted by distance from there (a shared link, or no script to sort it in the browser). */
  near: z
    .string()
    .optional()
    .refine((v) => v === undefined || v === '' || parseLatLng(v) !== null, '위치 값이 올바르지 않습니다. 위도와 경도를 "37.5446,127.0557"처럼 적어 주세요.'),
});

/**
 * The store finder's list (issue 25, item 3), for the public page and step 1 alike: the stores
 * of a region (or all), narrowed by a name or address keyword, sorted by distance from `near`
 * when given (each with its distance), and what the map needs (its key, or null: no map).
 */
async function storeFinderData(args: PageArgs) {
  const { services } = args.context;
  const query = readQuery(args, FinderQuery);
  const region = query.region ?? '';
  const q = (query.q ?? '').slice(0, 40);
  const near = parseLatLng(query.near);
  const stores = await listStores(services.db.kysely, { region, keyword: q });
  const listed = near ? sortByDistance(stores, near, positionOf) : stores.map((item) => ({ item, meters: null }));
  return {
    stores: listed.map(({ item, meters }) => ({ ...item, meters: meters === null ? null : Math.round(meters) })),
    region: (REGIONS as readonly string[]).includes(region) ? region : '',
    q,
    near,
    map: services.env.KAKAO_MAP_JS_KEY ? { sdkUrl: services.env.KAKAO_MAP_SDK_URL, appKey: services.env.KAKAO_MAP_JS_KEY } : null,
  };
}

/** /stores: the store finder for everyone. */
export function loadStoreFinder(args: PageArgs) {
  return storeFinderData(args);
}

/** Step 1: the same finder, for a member choosing the store of the 1+1 coupon. */
export async function loadStoreStep1(args: PageArgs) {
  requireMember(args.context, args.request);
  return storeFinderData(args);
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
