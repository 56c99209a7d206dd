import { RecordList } from '#app/features/health/report/components/Report';
import { bcsListLoader } from '#app/features/health/report/report.server';
import { RoutePage } from '#app/ui/shell/RoutePage';
import type { Route } from './+types/mypage.pet-health-report.bcs';

export const loader = (args: Route.LoaderArgs) => bcsListLoader(args);

export default function BcsResultsPage({ loaderData: d }: Route.ComponentProps) {
  return (
    <RoutePage routeId="health-report-bcs">
      <RecordList basePath="/mypage/pet-health-report/bcs" {...d} emptyText="아직 저장한 BCS 체크 결과가 없어요." startHref="/bcs/step1" startLabel="BCS 체크하기" />
    </RoutePage>
  );
}
