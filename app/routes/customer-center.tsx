import { CustomerCenterHome } from '#app/features/customer-center/components/CustomerCenterHome';
import { loadCustomerCenter } from '#app/features/customer-center/pages/customer-center.server';
import { RoutePage } from '#app/ui/shell/RoutePage';
import type { Route } from './+types/customer-center';

export const loader = (args: Route.LoaderArgs) => loadCustomerCenter(args);

/** The customer centre's front page: FAQ search, the ways to get help, top questions and latest notices. */
export default function CustomerCenter({ loaderData }: Route.ComponentProps) {
  return (
    <RoutePage routeId="customer-center" lead="무엇을 도와드릴까요?">
      <CustomerCenterHome faqs={loaderData.faqs} news={loaderData.news} />
    </RoutePage>
  );
}
