import type { Services } from '#server/platform/services';
import { campaignPhase } from './statuses';
import type { Campaign } from './types';

function baseQuery(services: Pick<Services, 'db'>) {
  return services.db.kysely
    .selectFrom('trial_campaigns as c')
    .innerJoin('products as p', 'p.id', 'c.product_id')
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

/** Open and upcoming campaigns first (soonest deadline first), then closed ones, newest first: one query. */
export async function listCampaigns(services: Pick<Services, 'db'>, now = new Date()): Promise<{ current: Campaign[]; past: Campaign[] }> {
  const rows = await baseQuery(services).orderBy('c.ends_at', 'desc').orderBy('c.sort_order').limit(100).execute();
  const all = rows.map((r) => toCampaign(r, now));
  return {
    current: all.filter((c) => c.phase !== 'closed').sort((a, b) => a.endsAt.localeCompare(b.endsAt)),
    past: all.filter((c) => c.phase === 'closed'),
  };
}

export async function getCampaign(services: Pick<Services, 'db'>, id: string, now = new Date()): Promise<Campaign | null> {
  const row = await baseQuery(services).where('c.id', '=', id).executeTakeFirst();
  return row ? toCampaign(row, now) : null;
}

/**
 * The trial a product page points to: the product's open campaign (the one closing soonest),
 * else its next upcoming one; null when none is running. One query.
 */
export async function runningCampaignFor(services: Pick<Services, 'db'>, productId: string, now = new Date()): Promise<Campaign | null> {
  const rows = await baseQuery(services).where('c.product_id', '=', productId).where('c.ends_at', '>=', now.toISOString()).orderBy('c.ends_at').limit(10).execute();
  const current = rows.map((r) => toCampaign(r, now));
  return current.find((c) => c.phase === 'open') ?? current.find((c) => c.phase === 'upcoming') ?? null;
}
