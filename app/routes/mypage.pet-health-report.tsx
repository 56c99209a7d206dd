import { NoPets, PetHealthReport } from '#app/features/health/report/components/Report';
import { reportLoader } from '#app/features/health/report/pages/report.server';
import { RoutePage } from '#app/ui/shell/RoutePage';
import type { Route } from './+types/mypage.pet-health-report';

export const loader = (args: Route.LoaderArgs) => reportLoader(args);

export default function PetHealthReportPage({ loaderData: d }: Route.ComponentProps) {
  return (
    <RoutePage routeId="health-report" lead="BCS, 민감도 체크, 캣츠 시그널 결과를 반려동물별로 모아 보고, 동물병원에 가져갈 수 있게 인쇄할 수 있어요.">
      {d.mode === 'no-pets' ? <NoPets /> : <PetHealthReport {...d} />}
    </RoutePage>
  );
}
