import { loadCouponBox } from '#app/features/offline-store/pages/box.server';
import { CouponBox } from '#app/features/recruitment/components/CouponViews';
import { RoutePage } from '#app/ui/shell/RoutePage';
import type { Route } from './+types/mypage.myrecruitment-order.coupon';

export const loader = (args: Route.LoaderArgs) => loadCouponBox(args);

export default function CouponBoxPage({ loaderData }: Route.ComponentProps) {
  return (
    <RoutePage routeId="coupon" lead="온라인몰 쿠폰과 1+1 매장 쿠폰을 한곳에서 확인하세요.">
      <CouponBox coupons={loaderData.coupons} opened={loaderData.opened} filter={loaderData.filter} />
    </RoutePage>
  );
}
