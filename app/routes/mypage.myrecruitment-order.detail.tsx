import { data, Link, redirect } from 'react-router';
import { OrderDetailView } from '#app/features/recruitment/components/OrderViews';
import { cancelMyOrder, getMyOrder } from '#app/features/recruitment/orders.server';
import { requireMember } from '#app/lib/auth.server';
import formStyles from '#app/ui/form/Form.module.css';
import { RoutePage } from '#app/ui/shell/RoutePage';
import type { Route } from './+types/mypage.myrecruitment-order.detail';
import { readForm } from '#app/lib/forms.server';

export async function loader({ request, context }: Route.LoaderArgs) {
  const member = requireMember(context, request);
  const url = new URL(request.url);
  const id = url.searchParams.get('id');
  if (!id) return { order: null, notice: null };
  const order = await getMyOrder(context.services, member.userId, id);
  if (!order) throw data('신청 내역을 찾을 수 없습니다.', { status: 404 });
  return { order, notice: url.searchParams.get('cancelled') === '1' && order.status === 'cancelled' ? '체험 신청을 취소했어요. 자리는 다른 보호자에게 돌아갔어요.' : null };
}

/** 신청 취소, until the draw (cancelMyOrder). */
export async function action({ request, context }: Route.ActionArgs) {
  const member = requireMember(context, request);
  const form = await readForm(request);
  if (form.get('intent') !== 'cancel') throw data('알 수 없는 요청입니다.', { status: 400 });
  const id = String(form.get('orderId') ?? '');
  const outcome = id ? await cancelMyOrder(context.services, member.userId, id) : 'not-found';
  if (outcome === 'not-found') throw data('신청 내역을 찾을 수 없습니다.', { status: 404 });
  if (outcome === 'not-cancellable') return data({ error: '당첨 발표가 끝난 신청은 취소할 수 없습니다. 고객센터로 문의해 주세요.' }, { status: 409 });
  return redirect(`/mypage/myrecruitment-order/detail?id=${encodeURIComponent(id)}&cancelled=1`);
}

export default function MyOrderDetail({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <RoutePage routeId="order-detail">
      {loaderData.notice && (
        <p className={formStyles.success} role="status">
          {loaderData.notice}
        </p>
      )}
      {loaderData.order ? (
        <OrderDetailView order={loaderData.order} error={actionData?.error} />
      ) : (
        <p className={formStyles.notice}>
          확인할 신청을 목록에서 골라 주세요. <Link to="/mypage/myrecruitment-order">신청 목록 보기</Link>
        </p>
      )}
    </RoutePage>
  );
}
