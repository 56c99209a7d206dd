import { randomUUID } from 'node:crypto';
import { setMemberUtm } from '#app/features/account/data/account.server';
import type { BatchInserter } from '#server/platform/db/batch-insert';
import { sql } from 'kysely';
import type { DbConn } from '#server/platform/db/database';
import type { Env } from '#server/platform/env';
import type { AccountUtmInput, RefererLogInput, TrackingModuleLogInput } from '../schemas';
import { currentPageUrl, isOwnHost, parseSiteHosts, storableUrl } from '../tracking-rules';

/**
 * Tracking logs go through the services' batch inserter (one multi-row insert, one commit, every
 * ~50 ms), so a landing costs no write of its own; the answer waits for that commit, so what is
 * acknowledged is stored (group commit). Reads that must see a visitor's own recent logs flush
 * the queue first.
 */

const blankToNull = (v: string | null | undefined): string | null => {
  const t = v?.trim();
  return t ? t : null;
};

/** Stores the log with the next batch; true once committed. */
export function storeTrackingModuleLog(batches: BatchInserter, memberId: string | null, log: TrackingModuleLogInput): Promise<boolean> {
  return batches.store('tracking_module_logs', {
    id: randomUUID(),
    uuid: log.UUID__c,
    member_id: memberId,
    utm_source: blankToNull(log.UTMSource__c),
    utm_medium: blankToNull(log.UTMMedium__c),
    utm_campaign: blankToNull(log.UTMCampaign__c),
    utm_term: blankToNull(log.UTMTerm__c),
    utm_content: blankToNull(log.UTMContent__c),
    utm_id: blankToNull(log.UTMId__c),
    sfmc_contact_id: blankToNull(log.SFMCContactId__c),
    sfmc_pet_species: blankToNull(log.SFMCPetSpecies__c),
    sfmc_pet_age_group: blankToNull(log.SFMCPetAgeGroup__c),
    sfmc_pet_age_month: blankToNull(log.SFMCPetAgeMonth__c),
    // SPEC 5.2 and the stored-parameter allow-list again on the server: a URL carrying enc_data
    // is never stored, nor a token or code of any URL.
    current_page_url: blankToNull(currentPageUrl(log.CurrentPageUrl__c ?? '')),
    product_id: blankToNull(log.Product__c),
    article_id: blankToNull(log.Article__c),
    created_at: new Date().toISOString(),
  });
}

export type RefererOutcome = 'stored' | 'own-host' | 'invalid' | 'dropped';

/** Stores a landing from another site with the next batch ('stored' once committed). */
export async function storeRefererLog(batches: BatchInserter, env: Pick<Env, 'SITE_HOSTS'>, memberId: string | null, log: RefererLogInput): Promise<RefererOutcome> {
  let from: URL;
  try {
    from = new URL(log.Referer__c);
  } catch {
    return 'invalid';
  }
  let pageHost: string | undefined;
  try {
    pageHost = log.CurrentPageUrl__c ? new URL(log.CurrentPageUrl__c).host : undefined;
  } catch {
    pageHost = undefined;
  }
  if (isOwnHost(from, parseSiteHosts(env.SITE_HOSTS), pageHost)) return 'own-host';
  const stored = await batches.store('referer_logs', {
    id: randomUUID(),
    uuid: log.UUID__c,
    member_id: memberId,
    referer: storableUrl(log.Referer__c, 'referrer'),
    current_page_url: blankToNull(currentPageUrl(log.CurrentPageUrl__c ?? '')),
    product_id: blankToNull(log.Product__c),
    article_id: blankToNull(log.Article__c),
    created_at: new Date().toISOString(),
  });
  return stored ? 'stored' : 'dropped';
}

export interface FirstTrackingUtm {
  UTMSource__c: string | null;
  UTMMedium__c: string | null;
  UTMCampaign__c: string | null;
  UTMTerm__c: string | null;
  UTMContent__c: string | null;
  UTMId__c: string | null;
}

/**
 * SPEC 4.8 step 1: the first tracking log of a browser, for the signed-in member. Logs already
 * claimed by another member are not theirs to read.
 */
export async function firstTrackingModuleLog(db: DbConn, batches: BatchInserter, memberId: string, uuid: string): Promise<FirstTrackingUtm | null> {
  await batches.flush();
  const row = await db
    .selectFrom('tracking_module_logs')
    .select(['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content', 'utm_id'])
    .where('uuid', '=', uuid)
    .where((eb) => eb.or([eb('member_id', 'is', null), eb('member_id', '=', memberId)]))
    .orderBy('created_at')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  if (!row) return null;
  return {
    UTMSource__c: row.utm_source,
    UTMMedium__c: row.utm_medium,
    UTMCampaign__c: row.utm_campaign,
    UTMTerm__c: row.utm_term,
    UTMContent__c: row.utm_content,
    UTMId__c: row.utm_id,
  };
}

/** SPEC 4.8 step 2: the browser's unclaimed logs become the member's. Returns how many. */
export async function claimLogs(db: DbConn, batches: BatchInserter, memberId: string, uuid: string): Promise<number> {
  await batches.flush();
  const [tracking, referer] = await Promise.all([
    db.updateTable('tracking_module_logs').set({ member_id: memberId }).where('uuid', '=', uuid).where('member_id', 'is', null).executeTakeFirst(),
    db.updateTable('referer_logs').set({ member_id: memberId }).where('uuid', '=', uuid).where('member_id', 'is', null).executeTakeFirst(),
  ]);
  return Number(tracking.numUpdatedRows) + Number(referer.numUpdatedRows);
}

/** AccountController.updateAccountUTM: the member's own account; all-blank values change nothing. */
export async function updateAccountUtm(db: DbConn, memberId: string, utm: AccountUtmInput): Promise<boolean> {
  const values = {
    utm_source: blankToNull(utm.utmSource),
    utm_medium: blankToNull(utm.utmMedium),
    utm_campaign: blankToNull(utm.utmCampaign),
    utm_term: blankToNull(utm.utmTerm),
    utm_content: blankToNull(utm.utmContent),
    utm_id: blankToNull(utm.utmId),
  };
  if (Object.values(values).every((v) => v === null)) return false;
  return setMemberUtm(db, memberId, values);
}

/** Retention (server/adapters/retention.ts): up to `limit` of the oldest rows written before `before`, deleted; the count. */
export async function purgeTrackingLogs(db: DbConn, before: Date, limit: number): Promise<number> {
  const result = await db
    .deleteFrom('tracking_module_logs')
    .where('id', 'in', (eb) => eb.selectFrom('tracking_module_logs').select('id').where('created_at', '<', before.toISOString()).limit(limit))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Retention (server/adapters/retention.ts): up to `limit` of the oldest rows written before `before`, deleted; the count. */
export async function purgeRefererLogs(db: DbConn, before: Date, limit: number): Promise<number> {
  const result = await db
    .deleteFrom('referer_logs')
    .where('id', 'in', (eb) => eb.selectFrom('referer_logs').select('id').where('created_at', '<', before.toISOString()).limit(limit))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * Retention of the report's visitor-days (one row per dimension, value, browser and Seoul day,
 * kept by the log triggers): up to `limit` rows of days before `before`'s Seoul day; the count.
 * The counts the report reads stay: they hold no browser id. Kept at least as long as the
 * roll-up looks back (ROLLUP_HORIZON_DAYS), so counting later visits is unchanged.
 */
export async function purgeVisitorDays(db: DbConn, before: Date, limit: number): Promise<number> {
  const day = new Date(before.getTime() + 9 * 3_600_000).toISOString().slice(0, 10);
  const result = await sql`delete from tracking_visitor_days where (dim, value, uuid, day) in (select dim, value, uuid, day from tracking_visitor_days where day < ${day} limit ${limit})`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}
