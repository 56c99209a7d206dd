import { ProgramSteps, StartPanel } from '#app/features/health/shared/components/ProgramPage';
import { ConfirmStep } from '#app/features/health/sensitivity/components/Sensitivity';
import { saveAction, step3Loader } from '#app/features/health/sensitivity/pages/sensitivity.server';
import { RoutePage } from '#app/ui/shell/RoutePage';
import type { Route } from './+types/sensitivitycheck.step3';
import { href } from '#app/config/href';

export const loader = (args: Route.LoaderArgs) => step3Loader(args);
export const action = (args: Route.ActionArgs) => saveAction(args);

export default function SensitivityStep3({ loaderData: d, actionData }: Route.ComponentProps) {
  return (
    <RoutePage routeId="sensitivity-step3">
      <ProgramSteps routeId="sensitivity-step3" who={d.mode === 'form' ? d.who : null} />
      {d.mode === 'start' ? <StartPanel startHref={href('sensitivity-step1')} programName="민감도 체크" /> : <ConfirmStep {...d} error={actionData?.errors.pet} />}
    </RoutePage>
  );
}
