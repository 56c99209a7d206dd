import type { Services } from '#server/platform/services';
import { readThrough } from '#server/platform/cache/read-through';
import { ConfigError } from '#server/platform/errors/request-errors';
import { type SiteConfig, SiteConfigSchema } from './schemas';

export interface SiteSettings {
  brandName: string;
  config: SiteConfig;
}

const CACHE_KEY = 'site-settings';
/**
 * Staff changes are published on this topic (server/platform/cache/invalidation-bus.ts): every instance
 * drops the cached settings, the cached Utils.getSiteConfig answers and its guest pages.
 */
export const SITE_CONFIG_TOPIC = 'site-config';
// Invalidation makes changes visible at once; the time-to-live only bounds a lost invalidation.
const TTL_MS = 15_000;

/**
 * The settings every guest request needs (access check, brand): from the shared cache, else the
 * database, else, while both are away, the last value this instance saw (issue 11.4: a Redis or
 * database outage must not lock guests out).
 */
export async function getSiteSettings(services: Pick<Services, 'db' | 'cache' | 'lastKnown' | 'invalidation' | 'logger'>): Promise<SiteSettings> {
  const text = await readThrough(services, {
    key: CACHE_KEY,
    ttlMs: TTL_MS,
    tags: [SITE_CONFIG_TOPIC],
    load: async () => JSON.stringify(await readSiteSettings(services)),
  });
  return JSON.parse(text) as SiteSettings;
}

/** The settings straight from the database (the staff settings page shows what is stored). */
export async function readSiteSettings(services: Pick<Services, 'db'>): Promise<SiteSettings> {
  const row = await services.db.kysely.selectFrom('site_config').selectAll().where('id', '=', 1).executeTakeFirst();
  if (!row) throw new ConfigError('site_config row 1 is missing');
  if (row.is_maintenance !== 0 && row.is_maintenance !== 1) {
    throw new ConfigError(`site_config.is_maintenance must be 0 or 1, not ${String(row.is_maintenance)}`);
  }
  const parsed = SiteConfigSchema.safeParse({
    DisabledPaths__c: row.disabled_paths,
    IsMaintenance__c: row.is_maintenance === 1,
    AlertMessage__c: row.alert_message,
    LoginRequiredPaths__c: row.login_required_paths,
  });
  if (!parsed.success || row.brand_name.trim() === '') throw new ConfigError('site_config has invalid values');

  return { brandName: row.brand_name, config: parsed.data };
}

export async function updateSiteConfig(
  services: Pick<Services, 'db' | 'invalidation'>,
  change: Partial<SiteConfig> & { BrandName?: string },
): Promise<void> {
  await services.db.kysely
    .updateTable('site_config')
    .set({
      ...(change.BrandName !== undefined && { brand_name: change.BrandName }),
      ...(change.IsMaintenance__c !== undefined && { is_maintenance: change.IsMaintenance__c ? 1 : 0 }),
      ...(change.DisabledPaths__c !== undefined && { disabled_paths: change.DisabledPaths__c }),
      ...(change.AlertMessage__c !== undefined && { alert_message: change.AlertMessage__c }),
      ...(change.LoginRequiredPaths__c !== undefined && { login_required_paths: change.LoginRequiredPaths__c }),
      updated_at: new Date().toISOString(),
    })
    .where('id', '=', 1)
    .execute();
  await services.invalidation.publish(SITE_CONFIG_TOPIC);
}
