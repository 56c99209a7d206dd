import { claimListAction, loadClaimList } from '#app/features/recruitment/pages/claim.server';
import { CLAIM_LIST_LEAD, ClaimForm, ClaimList } from '#app/features/recruitment/components/ClaimViews';
import { actionHeadersOnly } from '#app/page-kit/forms.server';
import formStyles from '#app/ui/form/Form.module.css';
import { RoutePage } from '#app/ui/shell/RoutePage';
import type { Route } from './+types/mypage.myrecruitment-claims';

/** /mypage/myrecruitment-return and /mypage/myrecruitment-refund: one module, the kind comes from the path. */
export const loader = (args: Route.LoaderArgs) => loadClaimList(args);
export const action = (args: Route.ActionArgs) => claimListAction(args);

/** Retry-After of a refused upload (the daily quota, 429) reaches the document response. */
export const headers = actionHeadersOnly;

export default function ClaimListPage({ loaderData, actionData }: Route.ComponentProps) {
  const { kind } = loaderData;
  const errors = actionData && 'errors' in actionData ? actionData.errors : undefined;
  const values = actionData && 'values' in actionData ? actionData.values : undefined;
  return (
    <RoutePage routeId={`${kind}-list`} lead={CLAIM_LIST_LEAD[kind]}>
      {loaderData.notice && (
        <p className={formStyles.success} role="status">
          {loaderData.notice}
        </p>
      )}
      {loaderData.orderNote && <p className={formStyles.notice}>{loaderData.orderNote}</p>}
      {loaderData.order && <ClaimForm kind={kind} order={loaderData.order} errors={errors} values={values} />}
      <ClaimList kind={kind} claims={loaderData.claims} />
    </RoutePage>
  );
}
