import { data } from 'react-router';
import type { MemberViewer } from '#app/lib/auth.server';
import { siteOrigin } from '#server/platform/origin/site-origin';
import type { Services } from '#server/platform/services';
import type { CouponState } from './states';
import { type Coupon, couponQrSvg, getMyCoupon, listMyCoupons, redeemUrl } from './coupons.server';

export async function couponWithQr(services: Services, request: Request, coupon: Coupon): Promise<{ coupon: Coupon; qrSvg: string | null }> {
  const qrSvg = coupon.kind === 'store' && coupon.state === 'usable' ? await couponQrSvg(redeemUrl(siteOrigin(services.env, request), services.env.BASE_PATH, coupon.code)) : null;
  return { coupon, qrSvg };
}

/** The coupon box, with one coupon opened (?id=) showing its QR code when it is a usable store coupon. */
export async function loadCouponBox(services: Services, member: MemberViewer, request: Request) {
  const url = new URL(request.url);
  const id = url.searchParams.get('id');
  const coupons = await listMyCoupons(services, member.userId);
  let opened: { coupon: Coupon; qrSvg: string | null } | null = null;
  if (id) {
    const coupon = await getMyCoupon(services, member.userId, id);
    if (!coupon) throw data('쿠폰을 찾을 수 없습니다.', { status: 404 });
    opened = await couponWithQr(services, request, coupon);
  }
  const filter = url.searchParams.get('state');
  const state: 'all' | CouponState = filter === 'usable' || filter === 'used' || filter === 'expired' ? filter : 'all';
  return { coupons, opened, filter: state };
}
