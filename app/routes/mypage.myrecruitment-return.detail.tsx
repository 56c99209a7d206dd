import { Link } from 'react-router';
import { cancelClaimAction, loadClaimDetail } from '#app/features/recruitment/claim-pages.server';
import { ClaimDetailView } from '#app/features/recruitment/components/ClaimViews';
import { requireMember } from '#app/lib/auth.server';
import formStyles from '#app/ui/form/Form.module.css';
import { RoutePage } from '#app/ui/shell/RoutePage';
import type { Route } from './+types/mypage.myrecruitment-return.detail';

export async function loader({ request, context }: Route.LoaderArgs) {
  const member = requireMember(context, request);
  return loadClaimDetail(context.services, member, 'return', new URL(request.url));
}

export const action = (args: Route.ActionArgs) => cancelClaimAction(args, 'return');

export default function ClaimDetailPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <RoutePage routeId="return-detail">
      {loaderData.notice && (
        <p className={formStyles.success} role="status">
          {loaderData.notice}
        </p>
      )}
      {loaderData.claim ? (
        <ClaimDetailView claim={loaderData.claim} error={actionData?.errors.form} />
      ) : (
        <p className={formStyles.notice}>
          확인할 신청을 목록에서 골라 주세요. <Link to="/mypage/myrecruitment-return">신청 목록 보기</Link>
        </p>
      )}
    </RoutePage>
  );
}
