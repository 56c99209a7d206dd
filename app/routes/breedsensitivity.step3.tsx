import { breedStep3Loader } from '#app/features/health/breed/pages/breed.server';
import { FactsStep } from '#app/features/health/breed/components/Breed';
import { ProgramSteps, StartPanel } from '#app/features/health/shared/components/ProgramPage';
import { RoutePage } from '#app/ui/shell/RoutePage';
import type { Route } from './+types/breedsensitivity.step3';
import { href } from '#app/config/href';

export const loader = (args: Route.LoaderArgs) => breedStep3Loader(args);

export default function BreedStep3({ loaderData: d }: Route.ComponentProps) {
  return (
    <RoutePage routeId="breed-step3">
      <ProgramSteps routeId="breed-step3" who={d.mode === 'form' ? d.who : null} />
      {d.mode === 'start' ? <StartPanel startHref={href('breed-step1')} programName="품종별 민감도 체크" /> : <FactsStep {...d} />}
    </RoutePage>
  );
}
