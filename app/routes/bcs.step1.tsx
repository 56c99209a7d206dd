import { bcsStep1Loader, bcsStep1Action } from '#app/features/health/bcs.server';
import { ChoosePetPage } from '#app/features/health/components/ChoosePetPage';
import { RoutePage } from '#app/ui/shell/RoutePage';
import type { Route } from './+types/bcs.step1';

export const loader = (args: Route.LoaderArgs) => bcsStep1Loader(args);
export const action = (args: Route.ActionArgs) => bcsStep1Action(args);

export default function BcsStep1({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <RoutePage routeId="bcs-step1">
      <ChoosePetPage base="/bcs" routeId="bcs-step1" data={loaderData} actionData={actionData} />
    </RoutePage>
  );
}
