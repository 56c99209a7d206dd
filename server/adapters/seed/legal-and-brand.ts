import type { Kysely } from 'kysely';
import { insertBrandPage } from '#app/features/brand/data/brand.server';
import { hasPublishedLegal, insertFirstLegalVersion } from '#app/features/site/data/legal.server';
import { seoulDay, seoulDayBounds } from '#app/lib/seoul-time';
import type { Database } from '#server/platform/db/schema/database';
import type { LegalKind } from '#server/platform/db/schema/legal-and-brand';
import { BRAND_PAGES } from './brand-pages-data';
import { DEMO_PRIVACY, DEMO_TERMS } from './legal-data';
import type { SeedKeys } from './seed-keys';

/**
 * Issue 15 item 7: the brand pages (once each, from their first words) and the first version of
 * the terms of use and the privacy policy (제1판, in force from the install day). Staff edit and
 * publish from there; an edited or deleted page never comes back.
 */
export async function seedLegalAndBrandPages(db: Kysely<Database>, keys: SeedKeys): Promise<void> {
  const now = new Date().toISOString();
  for (const page of Object.values(BRAND_PAGES)) {
    await keys.once(`brand-page:${page.routeId}`, () => insertBrandPage(db, page, now));
  }
  const legal: [LegalKind, typeof DEMO_TERMS][] = [
    ['terms', DEMO_TERMS],
    ['privacy', DEMO_PRIVACY],
  ];
  // In force from the start of the install day (Seoul), so a version staff publish "from now"
  // (minutes, as the editor takes them) is never dated before the first one.
  const installDay = seoulDayBounds(seoulDay(now), seoulDay(now)).start;
  for (const [kind, doc] of legal) {
    await keys.once(`legal:${kind}:1`, async () => {
      // A site that published its own first version before the seed ran keeps it.
      if (await hasPublishedLegal(db, kind)) return;
      await insertFirstLegalVersion(db, kind, doc, installDay, now);
    });
  }
}
