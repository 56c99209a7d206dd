import { useMatches } from 'react-router';
import { LegalDocument } from '#app/features/site/components/LegalDocument';
import { loadLegalPage } from '#app/features/site/pages/legal.server';
import { useBrand, useServicePromises } from '#app/ui/shell/use-brand';
import { RoutePage } from '#app/ui/shell/RoutePage';
import type { Route } from './+types/legal';

export const loader = (args: Route.LoaderArgs) => loadLegalPage(args);

/** /terms and /privacy (issue 15 item 7): one module, the document chosen by its route. */
export default function Legal({ loaderData }: Route.ComponentProps) {
  const brand = useBrand();
  const promises = useServicePromises();
  const matches = useMatches();
  const id = matches[matches.length - 1]?.id === 'privacy' ? 'privacy' : 'terms';
  return (
    <RoutePage routeId={id}>
      <LegalDocument data={loaderData} brand={brand} promises={promises} />
    </RoutePage>
  );
}
