import { breedResultLoader } from '#app/features/health/breed/pages/breed.server';
import { BreedResult } from '#app/features/health/breed/components/Breed';
import { ProgramSteps, StartPanel } from '#app/features/health/shared/components/ProgramPage';
import { RoutePage } from '#app/ui/shell/RoutePage';
import type { Route } from './+types/breedsensitivity.result';
import { href } from '#app/config/href';

export const loader = (args: Route.LoaderArgs) => breedResultLoader(args);

export default function BreedResultPage({ loaderData: d }: Route.ComponentProps) {
  return (
    <RoutePage routeId="breed-result">
      <ProgramSteps routeId="breed-result" who={d.mode === 'result' ? d.who : null} />
      {d.mode === 'start' ? <StartPanel startHref={href('breed-step1')} programName="품종별 민감도 체크" /> : <BreedResult {...d} />}
    </RoutePage>
  );
}
