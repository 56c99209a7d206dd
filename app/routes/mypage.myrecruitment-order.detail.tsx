import { Link } from 'react-router';
import { OrderDetailView } from '#app/features/recruitment/components/OrderViews';
import { cancelOrderAction, loadOrderDetail } from '#app/features/recruitment/pages/order.server';
import formStyles from '#app/ui/form/Form.module.css';
import { RoutePage } from '#app/ui/shell/RoutePage';
import type { Route } from './+types/mypage.myrecruitment-order.detail';
import { href } from '#app/config/href';

export const loader = (args: Route.LoaderArgs) => loadOrderDetail(args);
export const action = (args: Route.ActionArgs) => cancelOrderAction(args);

export default function MyOrderDetail({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <RoutePage routeId="order-detail">
      {loaderData.notice && (
        <p className={formStyles.success} role="status">
          {loaderData.notice}
        </p>
      )}
      {loaderData.order ? (
        <OrderDetailView order={loaderData.order} error={actionData?.errors.form} />
      ) : (
        <p className={formStyles.notice}>
          확인할 신청을 목록에서 골라 주세요. <Link to={href('order-list')}>신청 목록 보기</Link>
        </p>
      )}
    </RoutePage>
  );
}
