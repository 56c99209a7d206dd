import { loadWithdrawal, withdrawalAction } from '#app/features/account/pages/account.server';
import { WithdrawalForm } from '#app/features/account/components/WithdrawalForm';
import { RoutePage } from '#app/ui/shell/RoutePage';
import type { Route } from './+types/mypage.withdrawal';

export const loader = (args: Route.LoaderArgs) => loadWithdrawal(args);

export const action = (args: Route.ActionArgs) => withdrawalAction(args);

/** Passes Retry-After of a throttled password check on to the document response. */
export function headers({ actionHeaders }: Route.HeadersArgs) {
  return actionHeaders;
}

export default function Withdrawal({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <RoutePage routeId="withdrawal">
      <WithdrawalForm hasPassword={loaderData.hasPassword} errors={actionData?.errors} />
    </RoutePage>
  );
}
