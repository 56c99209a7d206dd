import { catsStep2Loader } from '#app/features/health/cats-signal/pages/cats-signal.server';
import { SignsStep } from '#app/features/health/cats-signal/components/CatsSignal';
import { ProgramSteps, StartPanel } from '#app/features/health/shared/components/ProgramPage';
import { RoutePage } from '#app/ui/shell/RoutePage';
import type { Route } from './+types/cats-signal.step2';
import { href } from '#app/config/href';

export const loader = (args: Route.LoaderArgs) => catsStep2Loader(args);


export default function CatsSignalStep2({ loaderData: d }: Route.ComponentProps) {
  return (
    <RoutePage routeId="cats-signal-step2">
      <ProgramSteps routeId="cats-signal-step2" who={d.mode === 'form' ? d.who : null} />
      {d.mode === 'start' ? <StartPanel startHref={href('cats-signal-step1')} programName="캣츠 시그널" /> : <SignsStep {...d} />}
    </RoutePage>
  );
}
