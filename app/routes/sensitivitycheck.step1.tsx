import { step1Loader, step1Action } from '#app/features/health/sensitivity/pages/sensitivity.server';
import { ChoosePetPage } from '#app/features/health/shared/components/ChoosePetPage';
import { RoutePage } from '#app/ui/shell/RoutePage';
import type { Route } from './+types/sensitivitycheck.step1';
import { actionHeadersOnly } from '#app/page-kit/forms.server';

export const loader = (args: Route.LoaderArgs) => step1Loader(args);
export const action = (args: Route.ActionArgs) => step1Action(args);

/** Retry-After of a refused upload (the daily quota, 429) reaches the document response. */
export const headers = actionHeadersOnly;

export default function SensitivityStep1({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <RoutePage routeId="sensitivity-step1">
      <ChoosePetPage routeId="sensitivity-step1" data={loaderData} actionData={actionData} />
    </RoutePage>
  );
}
