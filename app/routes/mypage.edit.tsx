import { editAction, loadEdit } from '#app/features/account/pages/account.server';
import { AgreedVersions } from '#app/features/account/components/AgreedVersions';
import { ProfileForms } from '#app/features/account/components/ProfileForms';
import { RoutePage } from '#app/ui/shell/RoutePage';
import type { Route } from './+types/mypage.edit';

export const loader = (args: Route.LoaderArgs) => loadEdit(args);

export const action = (args: Route.ActionArgs) => editAction(args);

/** Passes Retry-After of a throttled password check on to the document response. */
export function headers({ actionHeaders }: Route.HeadersArgs) {
  return actionHeaders;
}

export default function MemberEdit({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <RoutePage routeId="member-edit">
      <ProfileForms profile={loaderData.profile} postcodeScriptUrl={loaderData.postcodeScriptUrl} pendingEmail={loaderData.pendingEmail} result={actionData} />
      <AgreedVersions agreements={loaderData.agreements} />
    </RoutePage>
  );
}
