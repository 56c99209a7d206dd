import { CatAgeing } from '#app/features/health/service/components/Service';
import { catAgeingLoader } from '#app/features/health/service/service.server';
import { RoutePage } from '#app/ui/shell/RoutePage';
import type { Route } from './+types/event.cat-ageing-7';

export const loader = (args: Route.LoaderArgs) => catAgeingLoader(args);

export default function CatAgeingEventPage({ loaderData }: Route.ComponentProps) {
  return (
    <RoutePage routeId="cat-ageing-event">
      <CatAgeing {...loaderData} />
    </RoutePage>
  );
}
