import { ProgramSteps, StartPanel } from '#app/features/health/shared/components/ProgramPage';
import { SensitivityResult } from '#app/features/health/sensitivity/components/Sensitivity';
import { step4Loader } from '#app/features/health/sensitivity/sensitivity.server';
import { RoutePage } from '#app/ui/shell/RoutePage';
import type { Route } from './+types/sensitivitycheck.step4';

export const loader = (args: Route.LoaderArgs) => step4Loader(args);

export default function SensitivityStep4({ loaderData: d }: Route.ComponentProps) {
  return (
    <RoutePage routeId="sensitivity-step4">
      <ProgramSteps routeId="sensitivity-step4" who={d.mode === 'result' ? d.who : null} />
      {d.mode === 'start' ? <StartPanel startHref="/sensitivitycheck/step1" programName="민감도 체크" /> : <SensitivityResult {...d} />}
    </RoutePage>
  );
}
