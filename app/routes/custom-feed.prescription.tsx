import { FactorTable, FeedingCalculator } from '#app/features/catalogue/components/FeedingCalculator';
import { PrescriptionGuide } from '#app/features/catalogue/components/PrescriptionGuide';
import { loadPrescription } from '#app/features/catalogue/pages/catalogue.server';
import { RoutePage } from '#app/ui/shell/RoutePage';
import type { Route } from './+types/custom-feed.prescription';

export const loader = (args: Route.LoaderArgs) => loadPrescription(args);

export default function Prescription({ loaderData }: Route.ComponentProps) {
  const { page, kakaoJsKey } = loaderData;
  return (
    <RoutePage
      routeId="custom-feed-prescription"
      lead="같은 사료라도 몸무게, 나이, 활동량, 중성화 여부에 따라 알맞은 양이 달라요. 우리 아이에게 맞는 하루 급여량을 계산해 보세요."
    >
      <FeedingCalculator page={page} kakaoJsKey={kakaoJsKey} />
      <PrescriptionGuide factorTable={<FactorTable species={page.species} />} />
    </RoutePage>
  );
}
