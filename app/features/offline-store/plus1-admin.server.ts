import { type ContentKind, metaOf, type PublishWrite, stateWhere, textSearchWhere } from '#app/features/backoffice/content-kit.server';
import type { StateFilter } from '#app/features/backoffice/content-state';
import type { DbConn } from '#server/platform/db/database';
import type { Plus1SaveInput } from './schemas';
import { clampPage, totalPages } from '#app/ui/paginator/paginator';

/**
 * The back-office side of the 1+1 store campaigns (issue 15 item 5; tables store_campaigns and
 * store_campaign_products): staff list, editor record, writes. The campaign running now is the
 * latest started of the live ones (plus1.server.ts), read at every request.
 */

/** A campaign members took coupons of may be made private but not deleted. */
async function plus1Guard(db: DbConn, ids: readonly string[], change: 'publish' | 'unpublish' | 'delete' | 'restore'): Promise<string | null> {
  if (change !== 'delete') return null;
  const used = await db.selectFrom('coupons').select('id').where('campaign_id', 'in', [...ids]).limit(1).executeTakeFirst();
  return used ? '쿠폰이 발급된 캠페인은 삭제할 수 없습니다. 비공개로 전환해 주세요.' : null;
}

export const PLUS1_KIND: ContentKind = {
  type: 'plus1-campaign',
  table: 'store_campaigns',
  flag: 'is_published',
  capability: 'campaigns',
  notFound: '1+1 캠페인을 찾을 수 없습니다.',
  guard: plus1Guard,
};

export const PLUS1_SORTS = [
  { value: 'updated', label: '최근 수정 순' },
  { value: 'starts', label: '시작 최근 순' },
] as const;

export async function listStaffPlus1(db: DbConn, query: { q: string; state: StateFilter; sort: string; page: number }, perPage = 20) {
  const now = new Date();
  let base = db.selectFrom('store_campaigns as c').where(stateWhere('c', 'is_published', query.state, now.toISOString()));
  const search = textSearchWhere('c', ['title'], query.q);
  if (search) base = base.where(search);
  const total = Number((await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst())?.n ?? 0);
  const page = clampPage(query.page, totalPages(total, perPage));
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
    .limit(perPage)
    .offset((page - 1) * perPage)
    .execute();
  const at = now.toISOString();
  return {
    rows: list.map((r) => ({
      meta: metaOf(r, r.is_published, now),
      title: r.title,
      startsAt: r.starts_at,
      endsAt: r.ends_at,
      couponValidDays: r.coupon_valid_days,
      products: Number(r.products ?? 0),
      running: r.starts_at <= at && r.ends_at >= at,
    })),
    total,
    page,
    perPage,
  };
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
  const found = new Set((await db.selectFrom('products').select('id').where('id', 'in', ids).where('deleted_at', 'is', null).execute()).map((r) => r.id));
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
