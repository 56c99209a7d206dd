import { Step2Products } from '#app/features/offline-store/components/Step2Products';
import { requireMember } from '#app/lib/auth.server';
import { RoutePage } from '#app/ui/shell/RoutePage';
import type { Route } from './+types/mypage.myrecruitment-order.store.step2';

/**
 * "Offline Store Step 2" (SPEC 2.4): storeId from the query; recordId, when present, only
 * serves SEO. The frame renders on the server, the lists load in the browser (SPEC 4.3).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireMember(context, request);
  const url = new URL(request.url);
  return { storeId: url.searchParams.get('storeId') };
}

export default function StoreStep2({ loaderData }: Route.ComponentProps) {
  return (
    <RoutePage routeId="store-step2">
      {/* A new storeId starts the step afresh (state, toast rule and fetches). */}
      <Step2Products key={loaderData.storeId ?? ''} storeId={loaderData.storeId} />
    </RoutePage>
  );
}
