import { StaffPage, staffMeta } from '#app/features/staff/components/StaffPage';
import { ClaimMoveForm, StaffClaimDetailView } from '#app/features/recruitment/components/StaffClaimViews';
import { StaffDetailBody } from '#app/features/recruitment/components/StaffRecordParts';
import { loadStaffClaim, moveClaimAction } from '#app/features/recruitment/pages/staff.server';
import type { Route } from './+types/staff.claims.detail';

export const meta: Route.MetaFunction = () => staffMeta('staff-claim-detail');

export const loader = (args: Route.LoaderArgs) => loadStaffClaim(args);
export const action = (args: Route.ActionArgs) => moveClaimAction(args);

export default function StaffClaimDetail({ loaderData, actionData }: Route.ComponentProps) {
  const { claim, notice } = loaderData;
  return (
    <StaffPage routeId="staff-claim-detail">
      <StaffDetailBody
        notice={actionData ? null : notice}
        form={<ClaimMoveForm key={claim.status} claim={claim} errors={actionData?.errors} values={actionData?.values} />}
      >
        <StaffClaimDetailView claim={claim} />
      </StaffDetailBody>
    </StaffPage>
  );
}
