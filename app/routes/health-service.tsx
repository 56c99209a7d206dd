import { HealthService } from '#app/features/health/service/components/Service';
import { healthServiceLoader } from '#app/features/health/service/pages/service.server';
import { RoutePage } from '#app/ui/shell/RoutePage';
import type { Route } from './+types/health-service';

export const loader = (args: Route.LoaderArgs) => healthServiceLoader(args);

export default function HealthServicePage({ loaderData }: Route.ComponentProps) {
  return (
    <RoutePage routeId="health-service" lead="BCS 체크, 민감도 체크, 품종별 민감도, 캣츠 시그널로 우리 아이 건강을 살피고 맞춤 케어를 찾아보세요.">
      <HealthService {...loaderData} />
    </RoutePage>
  );
}
