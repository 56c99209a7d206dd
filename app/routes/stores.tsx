import { StoreFinder } from '#app/features/offline-store/components/StoreFinder';
import { loadStoreFinder } from '#app/features/offline-store/pages/store.server';
import { RoutePage } from '#app/ui/shell/RoutePage';
import type { Route } from './+types/stores';

export const loader = (args: Route.LoaderArgs) => loadStoreFinder(args);

/** The store finder for everyone (issue 25, item 3): stores by region, by name, or nearest first, with a map when opened. */
export default function Stores({ loaderData }: Route.ComponentProps) {
  return (
    <RoutePage routeId="stores" lead="제품을 직접 보고 살 수 있는 매장이에요. 지역을 고르거나 ‘내 주변’을 눌러 가까운 매장을 찾아보세요.">
      <StoreFinder routeId="stores" {...loaderData} />
    </RoutePage>
  );
}
