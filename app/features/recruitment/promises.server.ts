import { getSiteSettings } from '#app/features/site/data/site-config.server';
import type { Services } from '#server/platform/services';
import type { TrialPromises } from './data/notices.server';

/** The service promises the trial notices quote: the site settings' (issue 13, item 6). */
export async function trialPromises(services: Services): Promise<TrialPromises> {
  const { promises } = await getSiteSettings(services.db.kysely, services);
  return { trialShipping: promises.trialShipping };
}
