import { FinderHistory } from '#app/features/health/report/components/Report';
import { finderHistoryLoader } from '#app/features/health/report/pages/report.server';
import { RoutePage } from '#app/ui/shell/RoutePage';
import type { Route } from './+types/mypage.productfinder';

export const loader = (args: Route.LoaderArgs) => finderHistoryLoader(args);

export default function ProductFinderHistoryPage({ loaderData: d }: Route.ComponentProps) {
  return (
    <RoutePage routeId="productfinder-history" lead="펫푸드 파인더와 맞춤 사료 찾기에서 추천받은 사료와 하루 급여량이에요.">
      <FinderHistory {...d} />
    </RoutePage>
  );
}
