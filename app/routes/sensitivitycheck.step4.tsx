import { ProgramSteps, StartPanel } from '#app/features/health/shared/components/ProgramPage';
import { SensitivityResult } from '#app/features/health/sensitivity/components/Sensitivity';
import { step4Loader } from '#app/features/health/sensitivity/pages/sensitivity.server';
import { RoutePage } from '#app/ui/shell/RoutePage';
import type { Route } from './+types/sensitivitycheck.step4';
import { href } from '#app/config/href';

export const loader = (args: Route.LoaderArgs) => step4Loader(args);

export default function SensitivityStep4({ loaderData: d }: Route.ComponentProps) {
  return (
    <RoutePage routeId="sensitivity-step4">
      <ProgramSteps routeId="sensitivity-step4" who={d.mode === 'result' ? d.who : null} />
      {d.mode === 'start' ? <StartPanel startHref={href('sensitivity-step1')} programName="민감도 체크" /> : <SensitivityResult {...d} />}
    </RoutePage>
  );
}
