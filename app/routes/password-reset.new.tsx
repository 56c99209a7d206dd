import { NewPasswordForm } from '#app/features/account/components/PasswordResetForms';
import { loadPasswordResetNew, passwordResetNewAction } from '#app/features/account/pages/password-reset.server';
import { RoutePage } from '#app/ui/shell/RoutePage';
import type { Route } from './+types/password-reset.new';

export const loader = (args: Route.LoaderArgs) => loadPasswordResetNew(args);
export const action = (args: Route.ActionArgs) => passwordResetNewAction(args);

/** The link is the secret: no cache keeps this page. */
export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export default function PasswordResetNew({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <RoutePage routeId="password-reset-new">
      <NewPasswordForm valid={loaderData.valid} token={loaderData.token} email={loaderData.email} errors={actionData?.errors} />
    </RoutePage>
  );
}
