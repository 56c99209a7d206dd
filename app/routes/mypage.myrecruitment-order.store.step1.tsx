import { Link } from 'react-router';
import { StoreFinder } from '#app/features/offline-store/components/StoreFinder';
import { STORE_STEPS } from '#app/features/offline-store/step2';
import { loadStoreStep1 } from '#app/features/offline-store/pages/store.server';
import { RoutePage } from '#app/ui/shell/RoutePage';
import { StepIndicator } from '#app/ui/step-indicator/StepIndicator';
import type { Route } from './+types/mypage.myrecruitment-order.store.step1';
import { href } from '#app/config/href';

export const loader = (args: Route.LoaderArgs) => loadStoreStep1(args);

export default function StoreStep1({ loaderData }: Route.ComponentProps) {
  return (
    <RoutePage routeId="store-step1">
      <StepIndicator steps={STORE_STEPS} current={1} />
      <StoreFinder
        routeId="store-step1"
        {...loaderData}
        action={(s) => (
          <Link className="btn" to={href('store-step2', { storeId: s.Id })} aria-label={`${s.Name}, 이 매장 선택`}>
            이 매장 선택
          </Link>
        )}
      />
    </RoutePage>
  );
}
