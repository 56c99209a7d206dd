import { STAFF_CRUMBS } from '#app/features/staff/components/StaffNav';
import { ClaimMoveForm, StaffClaimDetailView } from '#app/features/recruitment/components/StaffClaimViews';
import staffStyles from '#app/features/recruitment/components/StaffRecruitment.module.css';
import { loadStaffClaim, moveClaimAction } from '#app/features/recruitment/staff-pages.server';
import formStyles from '#app/ui/form/Form.module.css';
import { PageFrame } from '#app/ui/shell/PageFrame';
import type { Route } from './+types/staff.claims.detail';

export const meta: Route.MetaFunction = () => [{ title: '반품·환불 상세 | 운영 관리' }, { name: 'robots', content: 'noindex' }];

export const loader = (args: Route.LoaderArgs) => loadStaffClaim(args);
export const action = (args: Route.ActionArgs) => moveClaimAction(args);

export default function StaffClaimDetail({ loaderData, actionData }: Route.ComponentProps) {
  const { claim, notice } = loaderData;
  return (
    <PageFrame title="반품·환불 상세" crumbs={[...STAFF_CRUMBS, { label: '반품·환불 처리', to: '/staff/claims' }, { label: '반품·환불 상세' }]}>
      {notice && !actionData && (
        <p className={`${formStyles.success} ${staffStyles.notice}`} role="status">
          {notice}
        </p>
      )}
      <div className={staffStyles.grid}>
        <div className={staffStyles.stack}>
          <StaffClaimDetailView claim={claim} />
        </div>
        <ClaimMoveForm key={claim.status} claim={claim} errors={actionData?.errors} values={actionData?.values} />
      </div>
    </PageFrame>
  );
}
