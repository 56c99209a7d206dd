import { shippingListExport } from '#app/features/recruitment/pages/trial-workflow.server';
import type { Route } from './+types/staff.trials.shipping-list';

/** A campaign's winners to send, as Excel or CSV for the courier (the download is logged in the audit trail). */
export const loader = (args: Route.LoaderArgs) => shippingListExport(args);
