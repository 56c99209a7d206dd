import { RecordList } from '#app/features/health/report/components/Report';
import { logListLoader } from '#app/features/health/report/pages/report.server';
import { RoutePage } from '#app/ui/shell/RoutePage';
import type { Route } from './+types/mypage.pet-health-report.sensitivity';
import { href } from '#app/config/href';

export const loader = (args: Route.LoaderArgs) => logListLoader('sensitivity')(args);

export default function SensitivityResultsPage({ loaderData: d }: Route.ComponentProps) {
  return (
    <RoutePage routeId="health-report-sensitivity">
      <RecordList basePath={href('health-report-sensitivity')} {...d} emptyText="아직 저장한 민감도 체크 결과가 없어요." startHref={href('sensitivity-step1')} startLabel="민감도 체크하기" />
    </RoutePage>
  );
}
