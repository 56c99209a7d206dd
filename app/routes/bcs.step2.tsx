import { bcsStep2Loader } from '#app/features/health/bcs/pages/bcs.server';
import { WeightStep } from '#app/features/health/bcs/components/Bcs';
import { ProgramSteps, StartPanel } from '#app/features/health/shared/components/ProgramPage';
import { RoutePage } from '#app/ui/shell/RoutePage';
import type { Route } from './+types/bcs.step2';
import { href } from '#app/config/href';

export const loader = (args: Route.LoaderArgs) => bcsStep2Loader(args);

export default function BcsStep2({ loaderData: d }: Route.ComponentProps) {
  return (
    <RoutePage routeId="bcs-step2">
      <ProgramSteps routeId="bcs-step2" who={d.mode === 'form' ? d.who : null} />
      {d.mode === 'start' ? <StartPanel startHref={href('bcs-step1')} programName="BCS 체크" /> : <WeightStep {...d} />}
    </RoutePage>
  );
}
