import { Step2Products } from '#app/features/offline-store/components/Step2Products';
import { loadStoreStep2 } from '#app/features/offline-store/pages/store.server';
import { RoutePage } from '#app/ui/shell/RoutePage';
import type { Route } from './+types/mypage.myrecruitment-order.store.step2';

export const loader = (args: Route.LoaderArgs) => loadStoreStep2(args);

export default function StoreStep2({ loaderData }: Route.ComponentProps) {
  return (
    <RoutePage routeId="store-step2">
      {/* A new storeId starts the step afresh (state, toast rule and fetches). */}
      <Step2Products key={loaderData.storeId ?? ''} storeId={loaderData.storeId} />
    </RoutePage>
  );
}
