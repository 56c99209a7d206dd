import { catsStep4Loader } from '#app/features/health/cats-signal.server';
import { CatsResult } from '#app/features/health/components/CatsSignal';
import { ProgramSteps, StartPanel } from '#app/features/health/components/Common';
import { CATS_SIGNAL_STEPS } from '#app/features/health/steps';
import { RoutePage } from '#app/ui/shell/RoutePage';
import type { Route } from './+types/cats-signal.step4';

export const loader = (args: Route.LoaderArgs) => catsStep4Loader(args);

export default function CatsSignalStep4({ loaderData: d }: Route.ComponentProps) {
  return (
    <RoutePage routeId="cats-signal-step4">
      <ProgramSteps steps={CATS_SIGNAL_STEPS} current={4} who={d.mode === 'result' ? d.who : null} />
      {d.mode === 'start' ? <StartPanel startHref="/cats-signal/step1" programName="캣츠 시그널" /> : <CatsResult {...d} />}
    </RoutePage>
  );
}
