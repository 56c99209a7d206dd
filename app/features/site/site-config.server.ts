import type { Services } from '#server/services';
import { ConfigError } from '#server/rpc/errors';
import { type SiteConfig, SiteConfigSchema } from './schemas';

export interface SiteSettings {
  brandName: string;
  config: SiteConfig;
}

const CACHE_KEY = 'site-settings';
// Short, because maintenance switches must take effect quickly on every instance.
const TTL_MS = 15_000;

export async function getSiteSettings(services: Pick<Services, 'db' | 'cache'>): Promise<SiteSettings> {
  const cached = await services.cache.get(CACHE_KEY);
  if (cached !== undefined) return JSON.parse(cached) as SiteSettings;
  const settings = await readSiteSettings(services);
  await services.cache.set(CACHE_KEY, JSON.stringify(settings), TTL_MS);
  return settings;
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
  services: Pick<Services, 'db' | 'cache' | 'fastCache'>,
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
  await services.cache.delete(CACHE_KEY);
  services.fastCache.clear();
}
