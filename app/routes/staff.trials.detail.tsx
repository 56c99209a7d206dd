import { STAFF_CRUMBS } from '#app/features/staff/components/StaffNav';
import { OrderMoveForm, StaffOrderDetailView } from '#app/features/recruitment/components/StaffOrderViews';
import staffStyles from '#app/features/recruitment/components/StaffRecruitment.module.css';
import { loadStaffOrder, moveOrderAction } from '#app/features/recruitment/staff-pages.server';
import formStyles from '#app/ui/form/Form.module.css';
import { PageFrame } from '#app/ui/shell/PageFrame';
import type { Route } from './+types/staff.trials.detail';

export const meta: Route.MetaFunction = () => [{ title: '체험 신청 상세 | 운영 관리' }, { name: 'robots', content: 'noindex' }];

export const loader = (args: Route.LoaderArgs) => loadStaffOrder(args);
export const action = (args: Route.ActionArgs) => moveOrderAction(args);

export default function StaffTrialDetail({ loaderData, actionData }: Route.ComponentProps) {
  const { order, notice } = loaderData;
  return (
    <PageFrame title="체험 신청 상세" crumbs={[...STAFF_CRUMBS, { label: '체험 신청 관리', to: '/staff/trials' }, { label: '체험 신청 상세' }]}>
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
