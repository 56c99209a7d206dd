import { withQuery, type Query } from './href';
import { STAFF_PUBLIC_ROUTES, STAFF_ROUTES, type StaffRouteId } from './staff-routes';

const paths = new Map<string, string>([...STAFF_ROUTES, ...STAFF_PUBLIC_ROUTES].map((r) => [r.id, r.path]));

/**
 * The address of a staff page, as href() gives a site page's: its path from the staff route table,
 * the query and the fragment. Apart from href so that the staff table, which only the back-office
 * and the server need, stays out of the public pages' JavaScript (issue 27).
 */
export function staffHref(id: StaffRouteId, query?: Query, hash?: string): string {
  const path = paths.get(id);
  if (path === undefined) throw new Error(`staffHref: no route ${id}`);
  return withQuery(path, query, hash);
}
