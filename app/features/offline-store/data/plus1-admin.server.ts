import { kindKeptWhileUsed, metaOf, type PublishWrite } from '#app/staff-kit/data/content-kit.server';
import { existingProductIds } from '#app/features/catalogue/data/products.server';
import { staffListPage, staffListWhere } from '#app/staff-kit/data/staff-list.server';
import type { StateFilter } from '#app/staff-kit/content-state';
import type { DbConn } from '#server/platform/db/database';
import type { StoreCampaignProductsTable, StoreCampaignsTable } from '#server/platform/db/schema/offline-store';
import type { Insertable } from 'kysely';
import type { Plus1SaveInput } from '../schemas';

/**
 * The back-office side of the 1+1 store campaigns (issue 15 item 5; tables store_campaigns and
 * store_campaign_products): staff list, editor record, writes. The campaign running now is the
 * latest started of the live ones (plus1.server.ts), read at every request.
 */

/** A campaign members took coupons of may be made private but not deleted. */
export const PLUS1_KIND = kindKeptWhileUsed({ type: 'plus1-campaign', table: 'store_campaigns', flag: 'is_published', capability: 'campaigns', notFound: '1+1 캠페인을 찾을 수 없습니다.' }, { table: 'coupons', column: 'campaign_id' }, '쿠폰이 발급된 캠페인은');

export const PLUS1_SORTS = [
  { value: 'updated', label: '최근 수정 순' },
  { value: 'starts', label: '시작 최근 순' },
] as const;

export async function listStaffPlus1(db: DbConn, query: { q: string; state: StateFilter; sort: string; page: number }, perPage = 20) {
  const now = new Date();
  const at = now.toISOString();
  const base = db.selectFrom('store_campaigns as c').where(staffListWhere('c', 'is_published', query, ['title'], at));
  return staffListPage(base, query.page, perPage, async ({ limit, offset }) => {
    const list = await base
      .select([
        'c.id',
        'c.title',
        'c.starts_at',
        'c.ends_at',
        'c.coupon_valid_days',
        'c.is_published',
        'c.publish_at',
        'c.deleted_at',
        'c.version',
        'c.updated_at',
        (eb) => eb.selectFrom('store_campaign_products as cp').select((e) => e.fn.countAll<number>().as('n')).whereRef('cp.campaign_id', '=', 'c.id').as('products'),
      ])
      .orderBy(query.sort === 'starts' ? 'c.starts_at' : 'c.updated_at', 'desc')
      .orderBy('c.id')
      .limit(limit)
      .offset(offset)
      .execute();
    return list.map((r) => ({
      meta: metaOf(r, r.is_published, now),
      title: r.title,
      startsAt: r.starts_at,
      endsAt: r.ends_at,
      couponValidDays: r.coupon_valid_days,
      products: Number(r.products ?? 0),
      running: r.starts_at <= at && r.ends_at >= at,
    }));
  });
}

export async function getStaffPlus1(db: DbConn, id: string) {
  const row = await db.selectFrom('store_campaigns').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return null;
  const products = await db.selectFrom('store_campaign_products').select(['product_id', 'sort_order']).where('campaign_id', '=', id).orderBy('sort_order').execute();
  return {
    meta: metaOf(row, row.is_published),
    title: row.title,
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    couponValidDays: row.coupon_valid_days,
    products: products.map((p) => ({ productId: p.product_id, sortOrder: p.sort_order })),
  };
}

/** The chosen products exist and are not deleted; answers the first that is not. */
export async function missingProduct(db: DbConn, input: Plus1SaveInput): Promise<string | null> {
  const ids = input.products.map((p) => p.productId);
  const found = await existingProductIds(db, ids);
  return ids.find((id) => !found.has(id)) ?? null;
}

export async function writePlus1(db: DbConn, id: string, mode: 'insert' | 'update', publish: PublishWrite | null, now: string, input: Plus1SaveInput): Promise<void> {
  const values = {
    title: input.title,
    starts_at: input.startsAt,
    ends_at: input.endsAt,
    coupon_valid_days: input.couponValidDays,
    updated_at: now,
    ...(publish && { is_published: publish.published ? 1 : 0, publish_at: publish.publishAt }),
  };
  if (mode === 'insert') await db.insertInto('store_campaigns').values({ id, ...values, created_at: now }).execute();
  else await db.updateTable('store_campaigns').set(values).where('id', '=', id).execute();
  // The product list is the form's: rows kept by product (their ids stay, as coupons may name them), others removed.
  const existing = new Map((await db.selectFrom('store_campaign_products').select(['id', 'product_id']).where('campaign_id', '=', id).execute()).map((r) => [r.product_id, r.id]));
  const wanted = new Set(input.products.map((p) => p.productId));
  const gone = [...existing].filter(([productId]) => !wanted.has(productId)).map(([, rowId]) => rowId);
  if (gone.length > 0) await db.deleteFrom('store_campaign_products').where('id', 'in', gone).execute();
  for (const p of input.products) {
    const rowId = existing.get(p.productId);
    if (rowId) await db.updateTable('store_campaign_products').set({ sort_order: p.sortOrder }).where('id', '=', rowId).execute();
    else await db.insertInto('store_campaign_products').values({ id: `cp-${id}-${p.productId}`.slice(0, 64), campaign_id: id, product_id: p.productId, sort_order: p.sortOrder }).execute();
  }
}

export function newPlus1Id(): string {
  return `plus1-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;
}

/** A 1+1 campaign added unless its id is already there (the seed: the row there is kept as it is). */
export async function insertPlus1IfMissing(db: DbConn, row: Insertable<StoreCampaignsTable>): Promise<void> {
  await db.insertInto('store_campaigns').values(row).onConflict((oc) => oc.column('id').doNothing()).execute();
}

/** A product added to a 1+1 campaign unless the campaign has it already. */
export async function addPlus1Product(db: DbConn, row: Insertable<StoreCampaignProductsTable>): Promise<void> {
  await db.insertInto('store_campaign_products').values(row).onConflict((oc) => oc.columns(['campaign_id', 'product_id']).doNothing()).execute();
}
