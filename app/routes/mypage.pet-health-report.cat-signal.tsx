import { RecordList } from '#app/features/health/report/components/Report';
import { logListLoader } from '#app/features/health/report/pages/report.server';
import { RoutePage } from '#app/ui/shell/RoutePage';
import type { Route } from './+types/mypage.pet-health-report.cat-signal';
import { href } from '#app/config/href';

export const loader = (args: Route.LoaderArgs) => logListLoader('cats-signal')(args);

export default function CatSignalResultsPage({ loaderData: d }: Route.ComponentProps) {
  return (
    <RoutePage routeId="health-report-cat-signal">
      <RecordList basePath={href('health-report-cat-signal')} {...d} emptyText="아직 저장한 캣츠 시그널 결과가 없어요." startHref={href('cats-signal-step1')} startLabel="캣츠 시그널 체크하기" />
    </RoutePage>
  );
}
