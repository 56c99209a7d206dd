import { RecordList } from '#app/features/health/report/components/Report';
import { bcsListLoader } from '#app/features/health/report/pages/report.server';
import { RoutePage } from '#app/ui/shell/RoutePage';
import type { Route } from './+types/mypage.pet-health-report.bcs';
import { href } from '#app/config/href';

export const loader = (args: Route.LoaderArgs) => bcsListLoader(args);

export default function BcsResultsPage({ loaderData: d }: Route.ComponentProps) {
  return (
    <RoutePage routeId="health-report-bcs">
      <RecordList basePath={href('health-report-bcs')} {...d} emptyText="아직 저장한 BCS 체크 결과가 없어요." startHref={href('bcs-step1')} startLabel="BCS 체크하기" />
    </RoutePage>
  );
}
