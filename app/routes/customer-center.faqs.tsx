import { FaqBrowser } from '#app/features/customer-center/components/FaqBrowser';
import { loadFaqs } from '#app/features/customer-center/pages/customer-center.server';
import { RoutePage } from '#app/ui/shell/RoutePage';
import type { Route } from './+types/customer-center.faqs';

export const loader = (args: Route.LoaderArgs) => loadFaqs(args);

/** FAQ by category, with a search box; answers in an accordion, ten questions a page. */
export default function Faqs({ loaderData }: Route.ComponentProps) {
  return (
    <RoutePage routeId="faqs" lead="궁금한 점을 검색하거나 분류를 골라 보세요. 찾는 답이 없으면 1:1 문의를 남겨 주세요.">
      <FaqBrowser {...loaderData} />
    </RoutePage>
  );
}
