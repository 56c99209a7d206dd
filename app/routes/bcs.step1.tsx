import { bcsStep1Loader, bcsStep1Action } from '#app/features/health/bcs/pages/bcs.server';
import { ChoosePetPage } from '#app/features/health/shared/components/ChoosePetPage';
import { RoutePage } from '#app/ui/shell/RoutePage';
import type { Route } from './+types/bcs.step1';
import { actionHeadersOnly } from '#app/page-kit/forms.server';

export const loader = (args: Route.LoaderArgs) => bcsStep1Loader(args);
export const action = (args: Route.ActionArgs) => bcsStep1Action(args);

/** Retry-After of a refused upload (the daily quota, 429) reaches the document response. */
export const headers = actionHeadersOnly;

export default function BcsStep1({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <RoutePage routeId="bcs-step1">
      <ChoosePetPage routeId="bcs-step1" data={loaderData} actionData={actionData} />
    </RoutePage>
  );
}
