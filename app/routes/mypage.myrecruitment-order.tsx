import { OrderList } from '#app/features/recruitment/components/OrderViews';
import { loadMyOrders } from '#app/features/recruitment/pages/member.server';
import { RoutePage } from '#app/ui/shell/RoutePage';
import type { Route } from './+types/mypage.myrecruitment-order';

export const loader = (args: Route.LoaderArgs) => loadMyOrders(args);

export default function MyOrders({ loaderData }: Route.ComponentProps) {
  return (
    <RoutePage routeId="order-list" lead="신청한 무료 체험의 당첨 여부와 배송 상태를 확인하세요.">
      <OrderList orders={loaderData.orders} />
    </RoutePage>
  );
}
