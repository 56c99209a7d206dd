import { catsStep3Loader, catsSaveAction } from '#app/features/health/cats-signal/pages/cats-signal.server';
import { SignsStep } from '#app/features/health/cats-signal/components/CatsSignal';
import { ProgramSteps, StartPanel } from '#app/features/health/shared/components/ProgramPage';
import { RoutePage } from '#app/ui/shell/RoutePage';
import type { Route } from './+types/cats-signal.step3';
import { href } from '#app/config/href';

export const loader = (args: Route.LoaderArgs) => catsStep3Loader(args);
export const action = (args: Route.ActionArgs) => catsSaveAction(args);

export default function CatsSignalStep3({ loaderData: d, actionData }: Route.ComponentProps) {
  return (
    <RoutePage routeId="cats-signal-step3">
      <ProgramSteps routeId="cats-signal-step3" who={d.mode === 'form' ? d.who : null} />
      {d.mode === 'start' ? <StartPanel startHref={href('cats-signal-step1')} programName="캣츠 시그널" /> : <SignsStep {...d} errors={actionData?.errors} />}
    </RoutePage>
  );
}
