import { MarketingForm, MarketingGuest } from '#app/features/account/components/MarketingForm';
import { loadMarketing, marketingAction } from '#app/features/account/pages/marketing.server';
import { RoutePage } from '#app/ui/shell/RoutePage';
import type { Route } from './+types/marketing';

export const loader = (args: Route.LoaderArgs) => loadMarketing(args);

export const action = (args: Route.ActionArgs) => marketingAction(args);

export default function Marketing({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <RoutePage routeId="marketing">
      {loaderData.consent ? <MarketingForm consent={loaderData.consent} saved={actionData?.saved === true} /> : <MarketingGuest />}
    </RoutePage>
  );
}
