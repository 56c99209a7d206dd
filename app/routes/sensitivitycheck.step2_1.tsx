import { ProgramSteps, StartPanel } from '#app/features/health/shared/components/ProgramPage';
import { QuestionStep } from '#app/features/health/sensitivity/components/Sensitivity';
import { step21Loader } from '#app/features/health/sensitivity/pages/sensitivity.server';
import { RoutePage } from '#app/ui/shell/RoutePage';
import type { Route } from './+types/sensitivitycheck.step2_1';
import { href } from '#app/config/href';

export const loader = (args: Route.LoaderArgs) => step21Loader(args);

export default function SensitivityStep21({ loaderData: d }: Route.ComponentProps) {
  return (
    <RoutePage routeId="sensitivity-step2_1">
      <ProgramSteps routeId="sensitivity-step2_1" who={d.mode === 'form' ? d.who : null} />
      {d.mode === 'start' ? <StartPanel startHref={href('sensitivity-step1')} programName="민감도 체크" /> : <QuestionStep key={d.category.id} {...d} />}
    </RoutePage>
  );
}
