import { StaffNav, STAFF_CRUMBS } from '#app/features/staff/components/StaffNav';
import { OrderMoveForm, StaffOrderDetailView } from '#app/features/recruitment/components/StaffOrderViews';
import staffStyles from '#app/features/recruitment/components/StaffRecruitment.module.css';
import { loadStaffOrder, moveOrderAction } from '#app/features/recruitment/staff-pages.server';
import { requireStaff } from '#app/lib/auth.server';
import formStyles from '#app/ui/form/Form.module.css';
import { PageFrame } from '#app/ui/shell/PageFrame';
import type { Route } from './+types/staff.trials.detail';
import { readForm } from '#app/lib/forms.server';

export const meta: Route.MetaFunction = () => [{ title: '체험 신청 상세 | 운영 관리' }, { name: 'robots', content: 'noindex' }];

export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaff(context, request);
  return loadStaffOrder(context.services, new URL(request.url));
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = requireStaff(context, request);
  return moveOrderAction(context.services, staff.userId, new URL(request.url), await readForm(request));
}

export default function StaffTrialDetail({ loaderData, actionData }: Route.ComponentProps) {
  const { order, notice } = loaderData;
  return (
    <PageFrame title="체험 신청 상세" crumbs={[...STAFF_CRUMBS, { label: '체험 신청 관리', to: '/staff/trials' }, { label: '체험 신청 상세' }]}>
      <StaffNav current="/staff/trials" />
      {notice && !actionData && (
        <p className={`${formStyles.success} ${staffStyles.notice}`} role="status">
          {notice}
        </p>
      )}
      <div className={staffStyles.grid}>
        <div className={staffStyles.stack}>
          <StaffOrderDetailView order={order} />
        </div>
        <OrderMoveForm key={order.status} order={order} errors={actionData?.errors} values={actionData?.values} />
      </div>
    </PageFrame>
  );
}
