import { VetProducts } from '#app/features/health/service/components/Service';
import { vetProductsLoader } from '#app/features/health/service/pages/service.server';
import { RoutePage } from '#app/ui/shell/RoutePage';
import type { Route } from './+types/health-service.stool';

export const loader = (args: Route.LoaderArgs) => vetProductsLoader(args);

export default function VetProductsPage({ loaderData }: Route.ComponentProps) {
  return (
    <RoutePage routeId="health-service-stool" lead="소화기, 피부, 비뇨기 질환 관리를 위해 동물병원에서 처방하는 제품이에요.">
      <VetProducts {...loaderData} />
    </RoutePage>
  );
}
