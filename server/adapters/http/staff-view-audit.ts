import { personalDataRouteAt } from '#app/features/staff/personal-data-routes';
import { stripBasePath } from '#app/lib/site-url';
import { insertAuditEntry } from '#server/platform/audit/audit-trail';
import { viewEntryOf } from '#server/platform/audit/personal-data';
import { isStaffRole } from '#server/platform/auth/staff-roles';
import type { Viewer } from '#server/platform/auth/viewer';
import type { Services } from '#server/platform/services';

export interface ViewedRequest {
  request: Request;
  /** BASE_PATH ('' at the root). */
  base: string;
  viewer: Viewer;
  clientIp: string;
  requestId: string;
  /** What the page's loader reported it listed (AppLoadContext.shownRecords). */
  shownRecords: readonly string[];
}

/** React Router's single-fetch suffix: `/staff/trials/detail.data?id=…` loads the page's data. */
const DATA_SUFFIX = '.data';

/**
 * Whether the page's loader answered with its data: a GET (document or data request) that was
 * not refused, redirected or missing, or a document POST that rendered the page again (a form
 * with errors). A data POST runs only the action; the page's data comes in a GET after it.
 */
function loaderAnswered(method: string, isData: boolean, status: number): boolean {
  if (method === 'GET' || method === 'HEAD') return status === 200 || status === 206;
  return method === 'POST' && !isData && (status === 200 || status === 400);
}

/**
 * The page side of the personal-data rule (server/platform/audit/personal-data.ts): when a staff
 * member is answered by a route that declares members' personal data, one 'view' entry is written
 * to the audit trail (the database, so every instance and the Redis set-up share it) before the
 * answer is sent. A failure to write it fails the request: nothing is shown unlogged.
 */
export async function auditStaffView(services: Services, viewed: ViewedRequest, response: Response): Promise<void> {
  const { viewer } = viewed;
  if (viewer.isGuest || !isStaffRole(viewer.role)) return;
  const url = new URL(viewed.request.url);
  let path = stripBasePath(url.pathname, viewed.base);
  const isData = path.endsWith(DATA_SUFFIX);
  if (isData) path = path.slice(0, -DATA_SUFFIX.length);
  const route = personalDataRouteAt(path);
  if (route === undefined) return;
  if (!loaderAnswered(viewed.request.method, isData, response.status)) return;
  // A data request may name the loaders to run (`_routes`): without this page's, nothing of it was sent.
  const only = isData ? url.searchParams.get('_routes') : null;
  if (only !== null && !only.split(',').includes(route.id)) return;
  const entry = viewEntryOf(route.personalData, (name) => url.searchParams.get(name) ?? undefined, viewed.shownRecords);
  await insertAuditEntry(services.db.kysely, { id: viewer.userId, name: viewer.name, role: viewer.role, ip: viewed.clientIp, requestId: viewed.requestId }, entry);
}
