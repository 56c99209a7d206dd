import { auditTrailCsv } from '#app/features/staff/pages/audit.server';
import type { Route } from './+types/staff.audit.export';

/** The filtered audit trail as CSV (admins; the download is itself logged in the audit trail). */
export const loader = (args: Route.LoaderArgs) => auditTrailCsv(args);
