import { sql } from 'kysely';
import { countMembersByUtm } from '#app/features/account/data/account.server';
import type { BatchInserter } from '#server/platform/db/batch-insert';
import type { DbConn } from '#server/platform/db/database';
import { ROLLUP_HORIZON_DAYS } from '#server/platform/db/migrations/tracking-rollups';
import { daysBetween, DIMENSIONS, type Dimension, NONE_LABEL, utcBounds } from '../attribution';
import { isShopCode, shopLabel } from '#app/features/catalogue/purchase-links';
import { purchaseClicksByProduct, purchaseClicksByValue } from './outbound-clicks.server';

interface AttributionRow {
  value: string;
  visitors: number;
  members: number;
  /** Trial applications of members who came with this value. */
  trials: number;
  /** Clicks on purchase links by visitors who came with this value (issue 25 item 2). */
  purchases: number;
}

/** Purchase clicks of one product in the range, with each shop's share, most first. */
interface ProductPurchases {
  productId: string;
  name: string;
  clicks: number;
  shops: { label: string; clicks: number }[];
}

export interface AttributionReport {
  from: string;
  to: string;
  dimension: Dimension;
  days: string[];
  rows: AttributionRow[];
  /** Visitors per day of the top values (by visitors), for the chart. */
  series: { value: string; points: number[] }[];
  totals: { visitors: number; members: number; trials: number; purchases: number };
  products: ProductPurchases[];
}

const TOP_SERIES = 5;

const label = (v: string | null) => (v === null || v.trim() === '' ? NONE_LABEL : v);

/**
 * Visitors (distinct browser UUIDs with a tracking log), members who signed up with UTM values,
 * their trial applications and purchase-link clicks (attributed when clicked, outbound-clicks.server.ts),
 * by source, medium or campaign, per Seoul day; and the purchase clicks per product and shop.
 *
 * Visitors come from the roll-ups the database keeps on every log insert
 * (server/platform/db/migrations/tracking-rollups.ts): a handful of rows per value and day, whatever the
 * number of logs. A visitor counts once in the range: on the first day of it they came.
 */
export async function attributionReport(db: DbConn, batches: BatchInserter, range: { from: string; to: string }, dimension: Dimension, countTrialsByUtm: CountTrialsByUtm): Promise<AttributionReport> {
  const days = daysBetween(range.from, range.to);
  if (days.length > ROLLUP_HORIZON_DAYS) throw new RangeError(`attribution range longer than ${ROLLUP_HORIZON_DAYS} days`);
  await batches.flush();
  const { start, end } = utcBounds(range.from, range.to);
  const column = DIMENSIONS[dimension].column;
  const firstVisit = sql<number>`sum(case when prev = '' or prev < ${range.from} then n else 0 end)`;

  const [visitorRows, totalRow, memberRows, trialsByValue, purchaseRows, productRows] = await Promise.all([
    db
      .selectFrom('tracking_visitor_counts')
      .select(['value', firstVisit.as('visitors')])
      .where('dim', '=', dimension)
      .where('day', '>=', range.from)
      .where('day', '<=', range.to)
      .groupBy('value')
      .execute(),
    db
      .selectFrom('tracking_visitor_counts')
      .select(firstVisit.as('visitors'))
      .where('dim', '=', 'all')
      .where('day', '>=', range.from)
      .where('day', '<=', range.to)
      .executeTakeFirst(),
    countMembersByUtm(db, column, start, end),
    countTrials(countTrialsByUtm, column, start, end),
    purchaseClicksByValue(db, dimension, start, end),
    purchaseClicksByProduct(db, start, end),
  ]);

  const visitorsByValue = new Map<string, number>();
  for (const r of visitorRows) if (Number(r.visitors) > 0) visitorsByValue.set(label(r.value), Number(r.visitors));
  const membersByValue = new Map<string, number>();
  for (const m of memberRows) membersByValue.set(label(m.value), (membersByValue.get(label(m.value)) ?? 0) + m.n);

  const purchasesByValue = new Map<string, number>();
  for (const p of purchaseRows) purchasesByValue.set(label(p.value), (purchasesByValue.get(label(p.value)) ?? 0) + p.clicks);

  const values = new Set([...visitorsByValue.keys(), ...membersByValue.keys(), ...trialsByValue.keys(), ...purchasesByValue.keys()]);
  const rows: AttributionRow[] = [...values]
    .map((value) => ({
      value,
      visitors: visitorsByValue.get(value) ?? 0,
      members: membersByValue.get(value) ?? 0,
      trials: trialsByValue.get(value) ?? 0,
      purchases: purchasesByValue.get(value) ?? 0,
    }))
    .sort((a, b) => b.visitors - a.visitors || b.members - a.members || b.trials - a.trials || b.purchases - a.purchases || a.value.localeCompare(b.value, 'ko'));

  const top = rows.filter((r) => r.visitors > 0).slice(0, TOP_SERIES);
  const dayIndex = new Map(days.map((d, i) => [d, i]));
  const points = new Map(top.map((r) => [r.value, days.map(() => 0)]));
  if (top.length > 0) {
    // Stored values of the top labels ('' stands for every blank one).
    const stored = visitorRows.filter((r) => points.has(label(r.value))).map((r) => r.value);
    const perDay = await db
      .selectFrom('tracking_visitor_counts')
      .select(['value', 'day', sql<number>`sum(n)`.as('visitors')])
      .where('dim', '=', dimension)
      .where('day', '>=', range.from)
      .where('day', '<=', range.to)
      .where('value', 'in', stored)
      .groupBy(['value', 'day'])
      .execute();
    for (const r of perDay) {
      const index = dayIndex.get(r.day);
      const line = points.get(label(r.value));
      if (index !== undefined && line) line[index]! += Number(r.visitors);
    }
  }

  return {
    from: range.from,
    to: range.to,
    dimension,
    days,
    rows,
    series: top.map((r) => ({ value: r.value, points: points.get(r.value)! })),
    totals: {
      visitors: Number(totalRow?.visitors ?? 0),
      members: [...membersByValue.values()].reduce((a, b) => a + b, 0),
      trials: [...trialsByValue.values()].reduce((a, b) => a + b, 0),
      purchases: [...purchasesByValue.values()].reduce((a, b) => a + b, 0),
    },
    products: productPurchases(productRows),
  };
}

/** The per-product table: clicks summed over shops (a 기타 shop by its typed name), most clicked first. */
function productPurchases(rows: Awaited<ReturnType<typeof purchaseClicksByProduct>>): ProductPurchases[] {
  const byProduct = new Map<string, ProductPurchases>();
  for (const r of rows) {
    const product = byProduct.get(r.productId) ?? { productId: r.productId, name: r.name, clicks: 0, shops: [] };
    const shop = isShopCode(r.shop) ? shopLabel(r.shop, r.shopName) : r.shop;
    const entry = product.shops.find((s) => s.label === shop);
    if (entry) entry.clicks += r.clicks;
    else product.shops.push({ label: shop, clicks: r.clicks });
    product.clicks += r.clicks;
    byProduct.set(r.productId, product);
  }
  const products = [...byProduct.values()];
  for (const p of products) p.shops.sort((a, b) => b.clicks - a.clicks || a.label.localeCompare(b.label, 'ko'));
  return products.sort((a, b) => b.clicks - a.clicks || a.name.localeCompare(b.name, 'ko'));
}

/**
 * Trial applications by their member's UTM value: the free-trial area owns the orders, so the page
 * that composes the report passes its count in (countTrialsByMemberUtm in recruitment).
 */
type CountTrialsByUtm = (column: (typeof DIMENSIONS)[Dimension]['column'], start: string, end: string) => Promise<{ value: string | null; n: number }[]>;

async function countTrials(count: CountTrialsByUtm, column: (typeof DIMENSIONS)[Dimension]['column'], start: string, end: string): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  for (const r of await count(column, start, end)) out.set(label(r.value), (out.get(label(r.value)) ?? 0) + r.n);
  return out;
}
