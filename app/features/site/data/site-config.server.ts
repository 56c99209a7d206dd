import type { DbConn } from '#server/platform/db/database';
import type { Services } from '#server/platform/services';
import type { InvalidationBus } from '#server/platform/cache/invalidation-bus';
import { readThrough } from '#server/platform/cache/read-through';
import { ConfigError } from '#server/platform/errors/request-errors';
import type { ServicePromises } from '#app/lib/service-promises';
import { type SiteConfig, SiteConfigSchema } from '../schemas';

export interface SiteSettings {
  brandName: string;
  config: SiteConfig;
  /** Answer, shipping and delivery times, contacts and business details (issue 13, item 6). */
  promises: ServicePromises;
  /** The search engines' site-ownership values ('' when unset: no meta tag). */
  searchVerification: SearchVerification;
}

interface SearchVerification {
  naver: string;
  google: string;
}

const PROMISE_COLUMNS = {
  csPhone: 'cs_phone',
  csHours: 'cs_hours',
  csEmail: 'cs_email',
  inquiryAnswerTime: 'inquiry_answer_time',
  trialShipping: 'trial_shipping',
  deliveryTime: 'delivery_time',
  companyName: 'company_name',
  companyCeo: 'company_ceo',
  businessNumber: 'business_number',
  mailOrderNumber: 'mail_order_number',
  companyAddress: 'company_address',
} as const satisfies Record<keyof ServicePromises, string>;

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
export async function getSiteSettings(db: DbConn, deps: Pick<Services, 'cache' | 'lastKnown' | 'invalidation' | 'logger'>): Promise<SiteSettings> {
  const text = await readThrough(deps, {
    key: CACHE_KEY,
    ttlMs: TTL_MS,
    tags: [SITE_CONFIG_TOPIC],
    load: async () => JSON.stringify(await readSiteSettings(db)),
  });
  const settings = JSON.parse(text) as Partial<SiteSettings>;
  // A value cached by an instance older than the service promises (a rolling deploy): read it anew.
  if (settings.promises === undefined || settings.searchVerification === undefined) return readSiteSettings(db);
  return settings as SiteSettings;
}

/** The settings straight from the database (the staff settings page shows what is stored). */
export async function readSiteSettings(db: DbConn): Promise<SiteSettings> {
  const row = await db.selectFrom('site_config').selectAll().where('id', '=', 1).executeTakeFirst();
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

  const promises = Object.fromEntries(Object.entries(PROMISE_COLUMNS).map(([key, column]) => [key, row[column]])) as unknown as ServicePromises;
  return { brandName: row.brand_name, config: parsed.data, promises, searchVerification: { naver: row.naver_site_verification, google: row.google_site_verification } };
}

export async function updateSiteConfig(
  db: DbConn,
  invalidation: InvalidationBus,
  change: SiteConfigChange,
): Promise<void> {
  await writeSiteConfig(db, change);
  await publishSiteConfigChange(invalidation);
}

/** Every instance drops the cached settings (after the write has committed). */
export async function publishSiteConfigChange(invalidation: InvalidationBus): Promise<void> {
  await invalidation.publish(SITE_CONFIG_TOPIC);
}

/** The stored values of the fields a change names, as the change names them (the audit trail's "before"). */
export async function siteConfigValues(db: DbConn): Promise<Record<string, unknown>> {
  const row = await db.selectFrom('site_config').selectAll().where('id', '=', 1).executeTakeFirst();
  if (!row) return {};
  return {
    BrandName: row.brand_name,
    IsMaintenance__c: row.is_maintenance === 1,
    DisabledPaths__c: row.disabled_paths,
    AlertMessage__c: row.alert_message,
    LoginRequiredPaths__c: row.login_required_paths,
    ServicePromises: Object.fromEntries(Object.entries(PROMISE_COLUMNS).map(([key, column]) => [key, row[column]])),
    SearchVerification: { naver: row.naver_site_verification, google: row.google_site_verification },
  };
}

/** The UPDATE alone, on `db` (the operation's transaction). */
type SiteConfigChange = Partial<SiteConfig> & { BrandName?: string; ServicePromises?: Partial<ServicePromises>; SearchVerification?: Partial<SearchVerification> };

export async function writeSiteConfig(db: DbConn, change: SiteConfigChange): Promise<void> {
  const promises = Object.fromEntries(
    Object.entries(change.ServicePromises ?? {})
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => [PROMISE_COLUMNS[key as keyof ServicePromises], value]),
  );
  await db
    .updateTable('site_config')
    .set({
      ...(change.BrandName !== undefined && { brand_name: change.BrandName }),
      ...(change.IsMaintenance__c !== undefined && { is_maintenance: change.IsMaintenance__c ? 1 : 0 }),
      ...(change.DisabledPaths__c !== undefined && { disabled_paths: change.DisabledPaths__c }),
      ...(change.AlertMessage__c !== undefined && { alert_message: change.AlertMessage__c }),
      ...(change.LoginRequiredPaths__c !== undefined && { login_required_paths: change.LoginRequiredPaths__c }),
      ...promises,
      ...(change.SearchVerification?.naver !== undefined && { naver_site_verification: change.SearchVerification.naver }),
      ...(change.SearchVerification?.google !== undefined && { google_site_verification: change.SearchVerification.google }),
      updated_at: new Date().toISOString(),
    })
    .where('id', '=', 1)
    .execute();
}

/** Whether the site has its settings row yet (a database the server never started on has none). */
export async function hasSiteConfig(db: DbConn): Promise<boolean> {
  return (await db.selectFrom('site_config').select('id').where('id', '=', 1).executeTakeFirst()) !== undefined;
}

/** The settings row of a new site, unless it has one (the seed, at every start: staff changes stay). */
export async function insertSiteConfigIfMissing(
  db: DbConn,
  values: { brandName: string; isMaintenance: boolean; disabledPaths: string; alertMessage: string; loginRequiredPaths: string },
  now: string,
): Promise<void> {
  await db
    .insertInto('site_config')
    .values({
      id: 1,
      brand_name: values.brandName,
      is_maintenance: values.isMaintenance ? 1 : 0,
      disabled_paths: values.disabledPaths,
      alert_message: values.alertMessage,
      login_required_paths: values.loginRequiredPaths,
      updated_at: now,
    })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}

/** The brand name as stored, unchecked (the seed draws it on the packshots); undefined without a settings row. */
export async function storedBrandName(db: DbConn): Promise<string | undefined> {
  return (await db.selectFrom('site_config').select('brand_name').where('id', '=', 1).executeTakeFirst())?.brand_name;
}
