import { ProgramSteps, StartPanel } from '#app/features/health/shared/components/ProgramPage';
import { CategoryStep } from '#app/features/health/sensitivity/components/Sensitivity';
import { step2Loader } from '#app/features/health/sensitivity/pages/sensitivity.server';
import { RoutePage } from '#app/ui/shell/RoutePage';
import type { Route } from './+types/sensitivitycheck.step2';
import { href } from '#app/config/href';

export const loader = (args: Route.LoaderArgs) => step2Loader(args);

export default function SensitivityStep2({ loaderData: d }: Route.ComponentProps) {
  return (
    <RoutePage routeId="sensitivity-step2">
      <ProgramSteps routeId="sensitivity-step2" who={d.mode === 'form' ? d.who : null} />
      {d.mode === 'start' ? <StartPanel startHref={href('sensitivity-step1')} programName="민감도 체크" /> : <CategoryStep {...d} />}
    </RoutePage>
  );
}
