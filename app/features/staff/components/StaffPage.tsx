import type { ReactNode } from 'react';
import { useRouteLoaderData } from 'react-router';
import type { Crumb } from '#app/config/breadcrumbs';
import { PageFrame } from '#app/ui/shell/PageFrame';
import { type StaffPageId, staffPageRoute, staffParents } from '../../../config/staff-routes';

const HOME = staffPageRoute('staff');

/** The first crumb of every staff page but 운영 홈 itself (and of the staff error page). */
export const STAFF_CRUMBS: readonly Crumb[] = [{ label: HOME.title, to: HOME.path }];

/** A staff page's breadcrumb: 운영 홈, the parent chain of the route table (each linked), then the page (`label` replacing its crumb). */
export function staffCrumbs(routeId: StaffPageId, label?: string): Crumb[] {
  const route = staffPageRoute(routeId);
  const last = { label: label ?? route.crumb ?? route.title };
  if (routeId === HOME.id) return [last];
  return [...STAFF_CRUMBS, ...staffParents(routeId).map((p) => ({ label: p.crumb ?? p.title, to: p.path })), last];
}

/**
 * A staff page in its frame, heading and breadcrumb from the route table (STAFF_ROUTES). `title`
 * replaces the table's title in the heading and the last crumb (an editor: '새 상품', a document's
 * name); `heading` replaces it in the heading only (a member's name over the crumb 회원 상세).
 */
export function StaffPage({ routeId, title, heading, lead, children }: { routeId: StaffPageId; title?: string; heading?: string; lead?: ReactNode; children?: ReactNode }) {
  // A role without the staff home (a store clerk) sees 운영 홈 as a crumb, not a link to a refusal.
  const layout = useRouteLoaderData<{ staff?: { menu: { to: string }[] } }>('staff-layout');
  const mayOpenHome = layout?.staff?.menu.some((m) => m.to === HOME.path) ?? true;
  const crumbs = staffCrumbs(routeId, title).map((c) => (c.to === HOME.path && !mayOpenHome ? { label: c.label } : c));
  return (
    <PageFrame title={heading ?? title ?? staffPageRoute(routeId).title} crumbs={crumbs} lead={lead}>
      {children}
    </PageFrame>
  );
}

/** A staff route module's meta: '<title> | 운영 관리' (or the page's section), not indexed. `title` replaces the table's. */
export function staffMeta(routeId: StaffPageId, title?: string) {
  const route = staffPageRoute(routeId);
  return [{ title: `${title ?? route.title} | ${route.section ?? '운영 관리'}` }, { name: 'robots', content: 'noindex' }];
}
