import { StaffNav, STAFF_CRUMBS } from '#app/features/staff/components/StaffNav';
import { ClaimMoveForm, StaffClaimDetailView } from '#app/features/recruitment/components/StaffClaimViews';
import staffStyles from '#app/features/recruitment/components/StaffRecruitment.module.css';
import { loadStaffClaim, moveClaimAction } from '#app/features/recruitment/staff-pages.server';
import { requireStaff } from '#app/lib/auth.server';
import formStyles from '#app/ui/form/Form.module.css';
import { PageFrame } from '#app/ui/shell/PageFrame';
import type { Route } from './+types/staff.claims.detail';
import { readForm } from '#app/lib/forms.server';

export const meta: Route.MetaFunction = () => [{ title: '반품·환불 상세 | 운영 관리' }, { name: 'robots', content: 'noindex' }];

export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaff(context, request);
  return loadStaffClaim(context.services, new URL(request.url));
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = requireStaff(context, request);
  return moveClaimAction(context.services, staff.userId, new URL(request.url), await readForm(request));
}

export default function StaffClaimDetail({ loaderData, actionData }: Route.ComponentProps) {
  const { claim, notice } = loaderData;
  return (
    <PageFrame title="반품·환불 상세" crumbs={[...STAFF_CRUMBS, { label: '반품·환불 처리', to: '/staff/claims' }, { label: '반품·환불 상세' }]}>
      <StaffNav current="/staff/claims" />
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
