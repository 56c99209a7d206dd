import { siteOrigin } from '#server/platform/origin/site-origin';
import type { Services } from '#server/platform/services';
import { type Coupon, couponQrSvg, redeemUrl } from '../data/coupons.server';

export async function couponWithQr(services: Services, request: Request, coupon: Coupon): Promise<{ coupon: Coupon; qrSvg: string | null }> {
  const qrSvg = coupon.kind === 'store' && coupon.state === 'usable' ? await couponQrSvg(redeemUrl(siteOrigin(services.env, request), services.env.BASE_PATH, coupon.code)) : null;
  return { coupon, qrSvg };
}
