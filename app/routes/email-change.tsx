import { EmailChangeConfirm } from '#app/features/account/components/EmailChangeConfirm';
import { emailChangeAction, loadEmailChange } from '#app/features/account/pages/email-change.server';
import { RoutePage } from '#app/ui/shell/RoutePage';
import type { Route } from './+types/email-change';

export const loader = (args: Route.LoaderArgs) => loadEmailChange(args);
export const action = (args: Route.ActionArgs) => emailChangeAction(args);

/** The link is the secret: no cache keeps this page. */
export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export default function EmailChange({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <RoutePage routeId="email-change">
      <EmailChangeConfirm
        valid={loaderData.valid}
        token={loaderData.token}
        newEmail={loaderData.newEmail}
        changedTo={actionData && 'changed' in actionData ? actionData.newEmail : null}
        error={actionData && 'errors' in actionData ? actionData.errors.form : undefined}
      />
    </RoutePage>
  );
}
