import { marketingConsentCsv } from '#app/features/staff/pages/member.server';
import type { Route } from './+types/staff.members.marketing-consent';

/** The marketing-consent list as CSV (admins; the download is logged in the audit trail). */
export const loader = (args: Route.LoaderArgs) => marketingConsentCsv(args);
