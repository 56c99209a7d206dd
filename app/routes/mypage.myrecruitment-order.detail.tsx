import { data, Link } from 'react-router';
import { OrderDetailView } from '#app/features/recruitment/components/OrderViews';
import { getMyOrder } from '#app/features/recruitment/orders.server';
import { requireMember } from '#app/lib/auth.server';
import formStyles from '#app/ui/form/Form.module.css';
import { RoutePage } from '#app/ui/shell/RoutePage';
import type { Route } from './+types/mypage.myrecruitment-order.detail';

export async function loader({ request, context }: Route.LoaderArgs) {
  const member = requireMember(context, request);
  const id = new URL(request.url).searchParams.get('id');
  if (!id) return { order: null };
  const order = await getMyOrder(context.services, member.userId, id);
  if (!order) throw data('신청 내역을 찾을 수 없습니다.', { status: 404 });
  return { order };
}

export default function MyOrderDetail({ loaderData }: Route.ComponentProps) {
  return (
    <RoutePage routeId="order-detail">
      {loaderData.order ? (
        <OrderDetailView order={loaderData.order} />
      ) : (
        <p className={formStyles.notice}>
          확인할 신청을 목록에서 골라 주세요. <Link to="/mypage/myrecruitment-order">신청 목록 보기</Link>
        </p>
      )}
    </RoutePage>
  );
}
