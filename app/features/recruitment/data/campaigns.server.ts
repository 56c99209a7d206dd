import { sql } from 'kysely';
import { productsForJoin } from '#app/features/catalogue/data/products.server';
import type { DbConn } from '#server/platform/db/database';
import { liveWhere, notDeletedWhere } from '#app/staff-kit/data/content-kit.server';
import { campaignPhase } from '../statuses';
import type { Campaign } from '../types';

/** Campaigns guests see at `now` (published, their time come, not deleted); preview: every one not deleted. */
function baseQuery(db: DbConn, now: Date, preview = false) {
  return db
    .selectFrom('trial_campaigns as c')
    .innerJoin(productsForJoin(db).as('p'), 'p.id', 'c.product_id')
    .where(preview ? notDeletedWhere('c') : liveWhere('c', 'is_published', now.toISOString()))
    .select([
      'c.id',
      'c.title',
      'c.summary',
      'c.description',
      'c.species',
      'c.capacity',
      'c.applied_count',
      'c.starts_at',
      'c.ends_at',
      'c.announce_at',
      'c.sort_order',
      'p.id as product_id',
      'p.name as product_name',
      'p.thumbnail_url as product_thumbnail',
      'p.species as product_species',
    ]);
}

type Row = Awaited<ReturnType<ReturnType<typeof baseQuery>['executeTakeFirstOrThrow']>>;

function toCampaign(row: Row, now: Date): Campaign {
  return {
    id: row.id,
    title: row.title,
    summary: row.summary,
    description: row.description,
    species: row.species,
    capacity: row.capacity,
    remaining: Math.max(0, row.capacity - row.applied_count),
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    announceAt: row.announce_at,
    phase: campaignPhase({ startsAt: row.starts_at, endsAt: row.ends_at }, now),
    product: { Id: row.product_id, Name: row.product_name, ThumbnailImageUrl__c: row.product_thumbnail, Species__c: row.product_species },
  };
}

/**
 * Open and upcoming campaigns first, in the order staff set (then soonest deadline first), then
 * closed ones, newest first: one query. Opening and closing follow the dates at every read.
 */
export async function listCampaigns(db: DbConn, now = new Date(), options: { preview?: boolean } = {}): Promise<{ current: Campaign[]; past: Campaign[] }> {
  const rows = await baseQuery(db, now, options.preview).orderBy('c.ends_at', 'desc').orderBy('c.sort_order').limit(100).execute();
  const order = new Map(rows.map((r) => [r.id, r.sort_order]));
  const all = rows.map((r) => toCampaign(r, now));
  return {
    current: all.filter((c) => c.phase !== 'closed').sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0) || a.endsAt.localeCompare(b.endsAt)),
    past: all.filter((c) => c.phase === 'closed'),
  };
}

/** A campaign guests may see (and apply to while it is open). */
export async function getCampaign(db: DbConn, id: string, now = new Date()): Promise<Campaign | null> {
  const row = await baseQuery(db, now).where('c.id', '=', id).executeTakeFirst();
  return row ? toCampaign(row, now) : null;
}

/**
 * The trial a product page points to: the product's open campaign (the one closing soonest),
 * else its next upcoming one; null when none is running. One query.
 */
export async function runningCampaignFor(db: DbConn, productId: string, now = new Date()): Promise<Campaign | null> {
  const rows = await baseQuery(db, now).where('c.product_id', '=', productId).where('c.ends_at', '>=', now.toISOString()).orderBy('c.ends_at').limit(10).execute();
  const current = rows.map((r) => toCampaign(r, now));
  return current.find((c) => c.phase === 'open') ?? current.find((c) => c.phase === 'upcoming') ?? null;
}

/**
 * The next instant after `now` at which a trial campaign's page changes by itself: it goes live
 * (scheduled publish), opens, closes or announces its winners (the publish clock, issue 15).
 */
export async function nextTrialCampaignChange(db: DbConn, now: string): Promise<string | null> {
  const row = await sql<{ at: string | null }>`
    select min(t) as at from (
      select publish_at as t from trial_campaigns where is_published = 1 and deleted_at is null and publish_at > ${now}
      union all select starts_at from trial_campaigns where is_published = 1 and deleted_at is null and starts_at > ${now}
      union all select ends_at from trial_campaigns where is_published = 1 and deleted_at is null and ends_at > ${now}
      union all select announce_at from trial_campaigns where is_published = 1 and deleted_at is null and announce_at > ${now}
    ) as times`.execute(db);
  return row.rows[0]?.at ?? null;
}
