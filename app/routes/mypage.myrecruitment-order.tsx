import { OrderList } from '#app/features/recruitment/components/OrderViews';
import { listMyOrders } from '#app/features/recruitment/orders.server';
import { requireMember } from '#app/lib/auth.server';
import { RoutePage } from '#app/ui/shell/RoutePage';
import type { Route } from './+types/mypage.myrecruitment-order';

export async function loader({ request, context }: Route.LoaderArgs) {
  const member = requireMember(context, request);
  return { orders: await listMyOrders(context.services, member.userId) };
}

export default function MyOrders({ loaderData }: Route.ComponentProps) {
  return (
    <RoutePage routeId="order-list" lead="신청한 무료 체험의 당첨 여부와 배송 상태를 확인하세요.">
      <OrderList orders={loaderData.orders} />
    </RoutePage>
  );
}
