import { data } from 'react-router';
import { z } from 'zod';
import { requireMember } from '#app/page-kit/auth.server';
import { type PageArgs, readQuery } from '#app/page-kit/page-args';
import { type Coupon, getMyCoupon, listMyCoupons } from '../data/coupons.server';
import { couponWithQr } from './offline-store.server';
import type { CouponState } from '../states';

// An unknown state filter shows every coupon rather than refusing the link.
const BoxQuery = z.object({ id: z.string().optional(), state: z.enum(['usable', 'used', 'expired']).optional().catch(undefined) });

/** /mypage/myrecruitment-order/coupon: the coupon box, with one coupon opened (?id=) showing its QR code when it is a usable store coupon. */
export async function loadCouponBox(args: PageArgs) {
  const { request, context } = args;
  const { services } = context;
  const member = requireMember(context, request);
  const query = readQuery(args, BoxQuery);
  const coupons = await listMyCoupons(services.db.kysely, member.memberId);
  let opened: { coupon: Coupon; qrSvg: string | null } | null = null;
  if (query.id) {
    const coupon = await getMyCoupon(services.db.kysely, member.memberId, query.id);
    if (!coupon) throw data('쿠폰을 찾을 수 없습니다.', { status: 404 });
    opened = await couponWithQr(services, request, coupon);
  }
  const state: 'all' | CouponState = query.state ?? 'all';
  return { coupons, opened, filter: state };
}
