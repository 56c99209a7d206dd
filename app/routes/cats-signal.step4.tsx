import { catsStep4Loader } from '#app/features/health/cats-signal/pages/cats-signal.server';
import { CatsResult } from '#app/features/health/cats-signal/components/CatsSignal';
import { ProgramSteps, StartPanel } from '#app/features/health/shared/components/ProgramPage';
import { RoutePage } from '#app/ui/shell/RoutePage';
import type { Route } from './+types/cats-signal.step4';
import { href } from '#app/config/href';

export const loader = (args: Route.LoaderArgs) => catsStep4Loader(args);

export default function CatsSignalStep4({ loaderData: d }: Route.ComponentProps) {
  return (
    <RoutePage routeId="cats-signal-step4">
      <ProgramSteps routeId="cats-signal-step4" who={d.mode === 'result' ? d.who : null} />
      {d.mode === 'start' ? <StartPanel startHref={href('cats-signal-step1')} programName="캣츠 시그널" /> : <CatsResult {...d} />}
    </RoutePage>
  );
}
