
import { kindKeptWhileUsed, metaOf, type PublishWrite } from '#app/staff-kit/data/content-kit.server';
import { existingProductIds, productsForJoin } from '#app/features/catalogue/data/products.server';
import { staffListPage, staffListWhere } from '#app/staff-kit/data/staff-list.server';
import type { StateFilter } from '#app/staff-kit/content-state';
import type { DbConn } from '#server/platform/db/database';
import type { TrialCampaignsTable } from '#server/platform/db/schema/recruitment';
import type { Insertable } from 'kysely';
import type { CampaignSaveInput } from '../schemas';
import { campaignPhase } from '../statuses';

/**
 * The back-office side of the free-trial campaigns (issue 15 item 5; table trial_campaigns):
 * the staff list, the editor's record and the writes. Opening and closing follow the dates at
 * each read (campaignPhase) and the publish clock drops cached pages at those times.
 */

/** A campaign with applications may be made private but not deleted: members' applications name it. */
export const CAMPAIGN_KIND = kindKeptWhileUsed({ type: 'trial-campaign', table: 'trial_campaigns', flag: 'is_published', capability: 'campaigns', notFound: '체험 캠페인을 찾을 수 없습니다.' }, { table: 'trial_orders', column: 'campaign_id' }, '신청이 들어온 캠페인은');

export const CAMPAIGN_SORTS = [
  { value: 'updated', label: '최근 수정 순' },
  { value: 'starts', label: '신청 시작 최근 순' },
  { value: 'order', label: '노출 순서' },
] as const;

export async function listStaffCampaigns(db: DbConn, query: { q: string; state: StateFilter; sort: string; page: number }, perPage = 20) {
  const now = new Date();
  const base = db
    .selectFrom('trial_campaigns as c')
    .innerJoin(productsForJoin(db).as('p'), 'p.id', 'c.product_id')
    .where(staffListWhere('c', 'is_published', query, ['title', 'summary'], now.toISOString()));
  return staffListPage(base, query.page, perPage, async ({ limit, offset }) => {
    let rows = base.select([
      'c.id',
      'c.title',
      'c.capacity',
      'c.applied_count',
      'c.starts_at',
      'c.ends_at',
      'c.announce_at',
      'c.sort_order',
      'c.is_published',
      'c.publish_at',
      'c.deleted_at',
      'c.version',
      'c.updated_at',
      'p.name as product_name',
    ]);
    if (query.sort === 'starts') rows = rows.orderBy('c.starts_at', 'desc');
    else if (query.sort === 'order') rows = rows.orderBy('c.sort_order');
    else rows = rows.orderBy('c.updated_at', 'desc');
    const list = await rows.orderBy('c.id').limit(limit).offset(offset).execute();
    return list.map((r) => ({
      meta: metaOf(r, r.is_published, now),
      title: r.title,
      productName: r.product_name,
      capacity: r.capacity,
      applied: r.applied_count,
      startsAt: r.starts_at,
      endsAt: r.ends_at,
      phase: campaignPhase({ startsAt: r.starts_at, endsAt: r.ends_at }, now),
    }));
  });
}

export async function getStaffCampaign(db: DbConn, id: string) {
  const row = await db.selectFrom('trial_campaigns').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return null;
  return {
    meta: metaOf(row, row.is_published),
    title: row.title,
    summary: row.summary,
    description: row.description,
    productId: row.product_id,
    species: row.species,
    capacity: row.capacity,
    applied: row.applied_count,
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    announceAt: row.announce_at,
    sortOrder: row.sort_order,
  };
}

export type CampaignWriteRefusal = { field: string; message: string } | null;

/** Checks what the schema cannot: the product exists (not deleted), capacity is not below the applications. */
export async function checkCampaign(db: DbConn, id: string | undefined, input: CampaignSaveInput): Promise<CampaignWriteRefusal> {
  if (!(await existingProductIds(db, [input.productId])).has(input.productId)) return { field: 'productId', message: '체험 상품을 찾을 수 없습니다. 다시 선택해 주세요.' };
  if (id !== undefined) {
    const row = await db.selectFrom('trial_campaigns').select('applied_count').where('id', '=', id).executeTakeFirst();
    if (row && input.capacity < row.applied_count) return { field: 'capacity', message: `이미 ${row.applied_count}명이 신청했습니다. 모집 인원은 그보다 적게 줄일 수 없습니다.` };
  }
  return null;
}

export async function writeCampaign(db: DbConn, id: string, mode: 'insert' | 'update', publish: PublishWrite | null, now: string, input: CampaignSaveInput): Promise<void> {
  const values = {
    title: input.title,
    summary: input.summary,
    description: input.description,
    product_id: input.productId,
    species: input.species,
    capacity: input.capacity,
    starts_at: input.startsAt,
    ends_at: input.endsAt,
    announce_at: input.announceAt,
    sort_order: input.sortOrder,
    updated_at: now,
    ...(publish && { is_published: publish.published ? 1 : 0, publish_at: publish.publishAt }),
  };
  if (mode === 'insert') await db.insertInto('trial_campaigns').values({ id, ...values, applied_count: 0, created_at: now }).execute();
  else await db.updateTable('trial_campaigns').set(values).where('id', '=', id).execute();
}

/** A short id for a new campaign: readable in URLs and logs. */
export function newCampaignId(): string {
  return `trial-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;
}

/** A campaign added unless its id is already there (the seed: the row there is kept as it is). */
export async function insertCampaignIfMissing(db: DbConn, row: Insertable<TrialCampaignsTable>): Promise<void> {
  await db.insertInto('trial_campaigns').values(row).onConflict((oc) => oc.column('id').doNothing()).execute();
}

/** A campaign's description replaced, only while it still reads `former` (the seed's corrections: staff edits stay). */
export async function replaceCampaignDescription(db: DbConn, id: string, former: string, description: string): Promise<void> {
  await db.updateTable('trial_campaigns').set({ description }).where('id', '=', id).where('description', '=', former).execute();
}
