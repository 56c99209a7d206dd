import { loadClaimList, submitClaim } from '#app/features/recruitment/claim-pages.server';
import { ClaimForm, ClaimList } from '#app/features/recruitment/components/ClaimViews';
import { requireMember } from '#app/lib/auth.server';
import formStyles from '#app/ui/form/Form.module.css';
import { RoutePage } from '#app/ui/shell/RoutePage';
import type { Route } from './+types/mypage.myrecruitment-refund';
import { actionHeadersOnly, readForm } from '#app/lib/forms.server';

export async function loader({ request, context }: Route.LoaderArgs) {
  const member = requireMember(context, request);
  return loadClaimList(context.services, member, 'refund', new URL(request.url));
}

export async function action({ request, context }: Route.ActionArgs) {
  const member = requireMember(context, request);
  return submitClaim(context.services, member, 'refund', await readForm(request));
}

/** Retry-After of a refused upload (the daily quota, 429) reaches the document response. */
export const headers = actionHeadersOnly;

export default function ClaimListPage({ loaderData, actionData }: Route.ComponentProps) {
  const errors = actionData && 'errors' in actionData ? actionData.errors : undefined;
  const values = actionData && 'values' in actionData ? actionData.values : undefined;
  return (
    <RoutePage routeId="refund-list" lead="반품 택배비나 정품 구매 페이백처럼 돌려받을 금액이 있다면 영수증과 함께 신청해 주세요.">
      {loaderData.notice && (
        <p className={formStyles.success} role="status">
          {loaderData.notice}
        </p>
      )}
      {loaderData.orderNote && <p className={formStyles.notice}>{loaderData.orderNote}</p>}
      {loaderData.order && <ClaimForm kind="refund" order={loaderData.order} errors={errors} values={values} />}
      <ClaimList kind="refund" claims={loaderData.claims} />
    </RoutePage>
  );
}
