import { Finder } from '#app/features/health/finder/components/Finder';
import { finderAction, finderLoader } from '#app/features/health/finder/pages/finder.server';
import { RoutePage } from '#app/ui/shell/RoutePage';
import type { Route } from './+types/dailyportiontool';

export const loader = (args: Route.LoaderArgs) => finderLoader('dailyportiontool')(args);
export const action = (args: Route.ActionArgs) => finderAction('dailyportiontool')(args);

export default function DailyPortionTool({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <RoutePage routeId="dailyportiontool" lead="체중과 체형, 활동량으로 우리 아이에게 맞는 사료와 하루에 줘야 할 양(g)을 계산해 드려요.">
      <Finder key={`${String(loaderData.values.species ?? '')}-${loaderData.petId ?? ''}`} {...loaderData} actionErrors={actionData?.errors} actionValues={actionData?.values} />
    </RoutePage>
  );
}
