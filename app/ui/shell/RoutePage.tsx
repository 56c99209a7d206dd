import type { ReactNode } from 'react';
import { siteRoute, withBrand } from '#app/config/site-routes';
import { breadcrumbs } from '#app/config/breadcrumbs';
import { useBrand } from '#app/ui/shell/use-brand';
import { PageFrame } from './PageFrame';

/** A page of the route table in its frame: its label as heading, its breadcrumb chain. */
export function RoutePage({ routeId, lead, children }: { routeId: string; lead?: ReactNode; children?: ReactNode }) {
  const brand = useBrand();
  return (
    <PageFrame title={withBrand(siteRoute(routeId).label, brand)} crumbs={breadcrumbs(routeId, brand)} lead={lead}>
      {children}
    </PageFrame>
  );
}
