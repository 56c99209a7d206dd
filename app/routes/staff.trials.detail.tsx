import { StaffPage, staffMeta } from '#app/features/staff/components/StaffPage';
import { StaffDetailBody } from '#app/features/recruitment/components/StaffRecordParts';
import { OrderMoveForm, StaffOrderDetailView } from '#app/features/recruitment/components/StaffOrderViews';
import { loadStaffOrder, moveOrderAction } from '#app/features/recruitment/pages/staff.server';
import type { Route } from './+types/staff.trials.detail';

export const meta: Route.MetaFunction = () => staffMeta('staff-trial-detail');

export const loader = (args: Route.LoaderArgs) => loadStaffOrder(args);
export const action = (args: Route.ActionArgs) => moveOrderAction(args);

export default function StaffTrialDetail({ loaderData, actionData }: Route.ComponentProps) {
  const { order, notice } = loaderData;
  return (
    <StaffPage routeId="staff-trial-detail">
      <StaffDetailBody
        notice={actionData ? null : notice}
        form={<OrderMoveForm key={order.status} order={order} errors={actionData?.errors} values={actionData?.values} />}
      >
        <StaffOrderDetailView order={order} />
      </StaffDetailBody>
    </StaffPage>
  );
}
