import { Link } from 'react-router';
import { cancelClaimAction, loadClaimDetail } from '#app/features/recruitment/pages/claim.server';
import { CLAIM_LIST_PATH } from '#app/features/recruitment/form-options';
import { ClaimDetailView } from '#app/features/recruitment/components/ClaimViews';
import formStyles from '#app/ui/form/Form.module.css';
import { RoutePage } from '#app/ui/shell/RoutePage';
import type { Route } from './+types/mypage.myrecruitment-claims.detail';

/** /mypage/myrecruitment-return/detail and /mypage/myrecruitment-refund/detail: the kind comes from the path. */
export const loader = (args: Route.LoaderArgs) => loadClaimDetail(args);
export const action = (args: Route.ActionArgs) => cancelClaimAction(args);

export default function ClaimDetailPage({ loaderData, actionData }: Route.ComponentProps) {
  const { kind } = loaderData;
  return (
    <RoutePage routeId={`${kind}-detail`}>
      {loaderData.notice && (
        <p className={formStyles.success} role="status">
          {loaderData.notice}
        </p>
      )}
      {loaderData.claim ? (
        <ClaimDetailView claim={loaderData.claim} error={actionData?.errors.form} />
      ) : (
        <p className={formStyles.notice}>
          확인할 신청을 목록에서 골라 주세요. <Link to={CLAIM_LIST_PATH[kind]}>신청 목록 보기</Link>
        </p>
      )}
    </RoutePage>
  );
}
