import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { productsForJoin } from '#app/features/catalogue/data/products.server';
import type { BatchInserter } from '#server/platform/db/batch-insert';
import type { DbConn } from '#server/platform/db/database';
import { MAX_VALUE_LENGTH } from '../tracking-rules';
import { type Dimension, DIMENSIONS } from '../attribution';

/**
 * Clicks on purchase links (issue 25 item 2): each counted click is one row with the visitor's
 * attribution as it was at that moment, so the report is a count over a range of Seoul days.
 */

/** How far back a visitor's last campaign visit still earns a click (days). */
const ATTRIBUTION_WINDOW_DAYS = 30;

const UTM_COLUMNS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;
type UtmColumn = (typeof UTM_COLUMNS)[number];
type UtmValues = Record<UtmColumn, string | null>;

export interface ClickAttribution extends UtmValues {
  /** Where the values came from: the page the click came from, the browser's tracking logs, the member's, or nowhere. */
  by: 'page' | 'visitor' | 'member' | 'none';
}

const NONE: ClickAttribution = { by: 'none', utm_source: null, utm_medium: null, utm_campaign: null, utm_term: null, utm_content: null };

const hasAny = (values: UtmValues) => UTM_COLUMNS.some((c) => values[c] !== null);

/** The UTM values in a page address of the site (the click's Referer), trimmed and cut as logs are. */
function utmOfPageUrl(pageUrl: URL): UtmValues {
  const value = (name: string) => {
    const v = pageUrl.searchParams.get(name)?.trim();
    return v ? v.slice(0, MAX_VALUE_LENGTH) : null;
  };
  return { utm_source: value('utm_source'), utm_medium: value('utm_medium'), utm_campaign: value('utm_campaign'), utm_term: value('utm_term'), utm_content: value('utm_content') };
}

/**
 * The attribution of a click, freshest first: UTM values of the site's page it came from (the
 * visit that just arrived with a campaign); else the browser's latest tracking log (SPEC 4.8,
 * by its UUID) within ATTRIBUTION_WINDOW_DAYS; else, for a signed-in member, their latest log;
 * else none. Last campaign visit wins, as in most shops' reports.
 */
export async function clickAttribution(
  db: DbConn,
  batches: BatchInserter,
  click: { pageUrl: URL | null; uuid: string | null; memberId: string | null; now: Date },
): Promise<ClickAttribution> {
  if (click.pageUrl) {
    const page = utmOfPageUrl(click.pageUrl);
    if (hasAny(page)) return { by: 'page', ...page };
  }
  if (click.uuid === null && click.memberId === null) return NONE;
  // The landing's log may still wait in the batch.
  await batches.flush();
  const since = new Date(click.now.getTime() - ATTRIBUTION_WINDOW_DAYS * 86_400_000).toISOString();
  const latest = (where: 'uuid' | 'member_id', value: string) =>
    db
      .selectFrom('tracking_module_logs')
      .select([...UTM_COLUMNS])
      .where(where, '=', value)
      .where('created_at', '>=', since)
      .where((eb) => eb.or(UTM_COLUMNS.map((c) => eb(c, 'is not', null))))
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
  if (click.uuid !== null) {
    const row = await latest('uuid', click.uuid);
    if (row) return { by: 'visitor', ...row };
  }
  if (click.memberId !== null) {
    const row = await latest('member_id', click.memberId);
    if (row) return { by: 'member', ...row };
  }
  return NONE;
}

export interface OutboundClick {
  linkId: string;
  productId: string;
  shop: string;
  shopName: string | null;
  uuid: string | null;
  attribution: ClickAttribution;
  at: Date;
}

export async function recordOutboundClick(db: DbConn, click: OutboundClick): Promise<void> {
  const { by, ...utm } = click.attribution;
  await db
    .insertInto('outbound_clicks')
    .values({ id: randomUUID(), link_id: click.linkId, product_id: click.productId, shop: click.shop, shop_name: click.shopName, uuid: click.uuid, attributed_by: by, ...utm, created_at: click.at.toISOString() })
    .execute();
}

/** Purchase clicks in [start, end) by the value of one UTM dimension (null: the clicks without one). */
export async function purchaseClicksByValue(db: DbConn, dimension: Dimension, start: string, end: string): Promise<{ value: string | null; clicks: number }[]> {
  const column = DIMENSIONS[dimension].column;
  const rows = await db
    .selectFrom('outbound_clicks')
    .select([sql.ref<string | null>(column).as('value'), sql<number>`count(*)`.as('clicks')])
    .where('created_at', '>=', start)
    .where('created_at', '<', end)
    .groupBy(column)
    .execute();
  return rows.map((r) => ({ value: r.value, clicks: Number(r.clicks) }));
}

/** Purchase clicks in [start, end) per product and shop, most clicked products first. */
export async function purchaseClicksByProduct(db: DbConn, start: string, end: string): Promise<{ productId: string; name: string; shop: string; shopName: string | null; clicks: number }[]> {
  const rows = await db
    .selectFrom('outbound_clicks as c')
    .leftJoin(productsForJoin(db).as('p'), 'p.id', 'c.product_id')
    .select(['c.product_id', 'p.name', 'c.shop', 'c.shop_name', sql<number>`count(*)`.as('clicks')])
    .where('c.created_at', '>=', start)
    .where('c.created_at', '<', end)
    .groupBy(['c.product_id', 'p.name', 'c.shop', 'c.shop_name'])
    .execute();
  return rows.map((r) => ({ productId: r.product_id, name: r.name ?? r.product_id, shop: r.shop, shopName: r.shop_name, clicks: Number(r.clicks) }));
}

/** Retention (server/adapters/retention.ts): up to `limit` of the oldest clicks made before `before`, deleted; the count. */
export async function purgeOutboundClicks(db: DbConn, before: Date, limit: number): Promise<number> {
  const result = await db
    .deleteFrom('outbound_clicks')
    .where('id', 'in', (eb) => eb.selectFrom('outbound_clicks').select('id').where('created_at', '<', before.toISOString()).limit(limit))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
