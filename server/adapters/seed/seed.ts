import type { TextConditions } from '#app/lib/text-conditions';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { homeLayoutRow, insertHomeLayoutIfMissing, replaceHomeSections } from '#app/features/home/data/home-admin.server';
import { insertSiteConfigIfMissing, storedBrandName } from '#app/features/site/data/site-config.server';
import type { Database } from '#server/platform/db/schema/database';
import type { ObjectStore } from '#server/platform/storage/object-store';
import { ensureMedia } from '#server/platform/media/photos';
import { seedCatalogue } from './catalogue';
import { seedPurchaseLinks } from './purchase-links';
import { seedContent } from './content';
import { DEMO_SITE_CONFIG } from './factories';
import { HOME_SECTIONS } from './home-layout';
import { seedRecruitment } from './recruitment';
import { seedQnaContent } from './qna';
import { SeedKeys } from './seed-keys';
import { seedCatalogueGuides } from './catalogue-guides';
import { seedLegalAndBrandPages } from './legal-and-brand';
import { projectRoot } from '#server/platform/paths';

const DEFAULT_SEED_MEDIA_DIR = path.join(projectRoot(), 'server/adapters/seed/media');

const MEDIA = [
  { key: 'home-hero-desktop', alt: '사료 그릇 옆에 앉은 강아지와 고양이 일러스트', width: 1440, height: 560 },
  { key: 'home-hero-mobile', alt: '사료 그릇 옆에 앉은 강아지와 고양이 일러스트', width: 750, height: 900 },
  { key: 'home-hero-mobile-v2', alt: '사료 그릇 옆에 앉은 강아지와 고양이 일러스트', width: 750, height: 1500 },
  { key: 'program-bcs', alt: 'BCS 체크 아이콘', width: 160, height: 160 },
  { key: 'program-sensitivity', alt: '민감도 체크 아이콘', width: 160, height: 160 },
  { key: 'program-breed', alt: '품종별 민감도 아이콘', width: 160, height: 160 },
  { key: 'program-cats-signal', alt: '캣츠 시그널 아이콘', width: 160, height: 160 },
];

/**
 * The phone hero was redrawn (the animals under the text, not behind the buttons) under a new
 * content key, since media keys are immutable. A home layout seeded before still names the old
 * picture; it is moved to the new one unless staff have chosen another picture since.
 */
async function switchToRedrawnPhoneHero(db: Kysely<Database>, now: string): Promise<void> {
  const former = '"/cms/delivery/media/home-hero-mobile"';
  const row = await homeLayoutRow(db);
  if (!row?.sections_json.includes(former)) return;
  await replaceHomeSections(db, row.sections_json, row.sections_json.replaceAll(former, '"/cms/delivery/media/home-hero-mobile-v2"'), now);
}

/**
 * What every site needs before staff add anything, demo content or not (issue 15 item 9): the
 * site settings row (staff change it at /staff/site) and the images of the site's own pages.
 * Runs at every start; inserts only what is missing.
 */
export async function seedEssentials(db: Kysely<Database>, storage: ObjectStore, mediaDir = DEFAULT_SEED_MEDIA_DIR): Promise<void> {
  const now = new Date().toISOString();
  await insertSiteConfigIfMissing(db, DEMO_SITE_CONFIG, now);
  await seedQnaContent(storage, mediaDir);
}

/**
 * Korean demo content (SEED_DEMO, default on), each item inserted once: its key is recorded in
 * seed_keys (seed-keys.ts), so what staff edited or deleted since never comes back. Campaign
 * dates are relative to the day the demo was first inserted (the install day).
 */
export async function seedDemoContent(db: Kysely<Database>, storage: ObjectStore, mediaDir = DEFAULT_SEED_MEDIA_DIR, conditions: TextConditions = { kakao: false }): Promise<void> {
  const now = new Date().toISOString();
  await seedEssentials(db, storage, mediaDir);
  const keys = await SeedKeys.load(db);

  await keys.once('home-layout', () => insertHomeLayoutIfMissing(db, JSON.stringify(HOME_SECTIONS), now));
  await switchToRedrawnPhoneHero(db, now);

  for (const media of MEDIA) {
    await keys.once(`media:${media.key}`, async () => {
      const row = { contentKey: media.key, storageKey: `cms/${media.key}.svg`, contentType: 'image/svg+xml', alt: media.alt, width: media.width, height: media.height, createdAt: now };
      await ensureMedia(db, storage, row, () => fs.readFile(path.join(mediaDir, `${media.key}.svg`)));
    });
  }

  const brand = (await storedBrandName(db)) ?? DEMO_SITE_CONFIG.brandName;
  await seedCatalogue(db, storage, brand, path.join(mediaDir, 'packs'), keys);
  await seedPurchaseLinks(db, keys);
  await seedContent(db, storage, keys, conditions);
  await seedRecruitment(db, keys);
  await seedCatalogueGuides(db, keys);
  await seedLegalAndBrandPages(db, keys);
}
