import { bcsStep4Loader } from '#app/features/health/bcs/pages/bcs.server';
import { BcsResult } from '#app/features/health/bcs/components/Bcs';
import { ProgramSteps, StartPanel } from '#app/features/health/shared/components/ProgramPage';
import { RoutePage } from '#app/ui/shell/RoutePage';
import type { Route } from './+types/bcs.step4';
import { href } from '#app/config/href';

export const loader = (args: Route.LoaderArgs) => bcsStep4Loader(args);

export default function BcsStep4({ loaderData: d }: Route.ComponentProps) {
  return (
    <RoutePage routeId="bcs-step4">
      <ProgramSteps routeId="bcs-step4" who={d.mode === 'result' ? d.who : null} />
      {d.mode === 'start' ? <StartPanel startHref={href('bcs-step1')} programName="BCS 체크" /> : <BcsResult {...d} />}
    </RoutePage>
  );
}
