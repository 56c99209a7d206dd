import { bcsSaveAction, bcsStep3Loader } from '#app/features/health/bcs/pages/bcs.server';
import { BodyStep } from '#app/features/health/bcs/components/Bcs';
import { ProgramSteps, StartPanel } from '#app/features/health/shared/components/ProgramPage';
import { RoutePage } from '#app/ui/shell/RoutePage';
import type { Route } from './+types/bcs.step3';
import { href } from '#app/config/href';

export const loader = (args: Route.LoaderArgs) => bcsStep3Loader(args);
export const action = (args: Route.ActionArgs) => bcsSaveAction(args);

export default function BcsStep3({ loaderData: d, actionData }: Route.ComponentProps) {
  return (
    <RoutePage routeId="bcs-step3">
      <ProgramSteps routeId="bcs-step3" who={d.mode === 'form' ? d.who : null} />
      {d.mode === 'start' ? (
        <StartPanel startHref={href('bcs-step1')} programName="BCS 체크" />
      ) : (
        <BodyStep {...d} answers={actionData?.answers ?? d.answers} errors={actionData?.errors ?? d.errors} />
      )}
    </RoutePage>
  );
}
