import { loadClaimList, submitClaim } from '#app/features/recruitment/claim-pages.server';
import { ClaimForm, ClaimList } from '#app/features/recruitment/components/ClaimViews';
import { requireMember } from '#app/lib/auth.server';
import formStyles from '#app/ui/form/Form.module.css';
import { RoutePage } from '#app/ui/shell/RoutePage';
import type { Route } from './+types/mypage.myrecruitment-return';
import { actionHeadersOnly, readForm } from '#app/lib/forms.server';

export async function loader({ request, context }: Route.LoaderArgs) {
  const member = requireMember(context, request);
  return loadClaimList(context.services, member, 'return', new URL(request.url));
}

export async function action({ request, context }: Route.ActionArgs) {
  const member = requireMember(context, request);
  return submitClaim(context.services, member, 'return', await readForm(request));
}

/** Retry-After of a refused upload (the daily quota, 429) reaches the document response. */
export const headers = actionHeadersOnly;

export default function ClaimListPage({ loaderData, actionData }: Route.ComponentProps) {
  const errors = actionData && 'errors' in actionData ? actionData.errors : undefined;
  const values = actionData && 'values' in actionData ? actionData.values : undefined;
  return (
    <RoutePage routeId="return-list" lead="받은 체험 사료에 문제가 있었다면 반품을 신청해 주세요. 택배 기사님이 배송지로 찾아가요.">
      {loaderData.notice && (
        <p className={formStyles.success} role="status">
          {loaderData.notice}
        </p>
      )}
      {loaderData.orderNote && <p className={formStyles.notice}>{loaderData.orderNote}</p>}
      {loaderData.order && <ClaimForm kind="return" order={loaderData.order} errors={errors} values={values} />}
      <ClaimList kind="return" claims={loaderData.claims} />
    </RoutePage>
  );
}
