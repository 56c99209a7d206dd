import { sql } from 'kysely';
import type { DbConn } from '#server/platform/db/database';
import { liveWhere } from '#app/staff-kit/data/content-kit.server';
import type { StoreRow } from '#server/platform/db/schema/offline-store';
import { REGIONS } from '../regions';
import type { Store } from '../types';
import { likeContaining } from '#server/platform/db/like';

function toStore(row: StoreRow): Store {
  const address = row.address_detail ? `${row.address} ${row.address_detail}` : row.address;
  return { Id: row.id, Name: row.name, Region__c: row.region, Address__c: address, Phone__c: row.phone, BusinessHours__c: row.hours, Latitude__c: row.latitude, Longitude__c: row.longitude };
}

/** Active stores, optionally of one region and matching a search word (name or address). */
export async function listStores(db: DbConn, filter: { region?: string | undefined; keyword?: string | undefined } = {}): Promise<Store[]> {
  let query = db.selectFrom('stores').selectAll().where(liveWhere('stores', 'is_active', new Date().toISOString()));
  if (filter.region && (REGIONS as readonly string[]).includes(filter.region)) query = query.where('region', '=', filter.region);
  const keyword = filter.keyword?.trim().slice(0, 40);
  if (keyword) {
    const pattern = likeContaining(keyword);
    query = query.where(sql<boolean>`(name like ${pattern} or address like ${pattern})`);
  }
  const rows = await query.orderBy('sort_order').orderBy('name').limit(200).execute();
  return rows.map(toStore);
}

export async function getStore(db: DbConn, storeId: string): Promise<Store | null> {
  const row = await db.selectFrom('stores').selectAll().where('id', '=', storeId).where(liveWhere('stores', 'is_active', new Date().toISOString())).executeTakeFirst();
  return row ? toStore(row) : null;
}

/** The active stores that carry a product (their assortment, store_products), in store order. */
export async function storesCarrying(db: DbConn, productId: string): Promise<Store[]> {
  const rows = await db
    .selectFrom('stores')
    .innerJoin('store_products as sp', 'sp.store_id', 'stores.id')
    .selectAll('stores')
    .where('sp.product_id', '=', productId)
    .where(liveWhere('stores', 'is_active', new Date().toISOString()))
    .orderBy('stores.sort_order')
    .orderBy('stores.name')
    .execute();
  return rows.map(toStore);
}

/** The next instant after `now` at which a 1+1 campaign starts, ends or goes live (the publish clock, issue 15). */
export async function nextStoreCampaignChange(db: DbConn, now: string): Promise<string | null> {
  const row = await sql<{ at: string | null }>`
    select min(t) as at from (
      select publish_at as t from store_campaigns where is_published = 1 and deleted_at is null and publish_at > ${now}
      union all select starts_at from store_campaigns where is_published = 1 and deleted_at is null and starts_at > ${now}
      union all select ends_at from store_campaigns where is_published = 1 and deleted_at is null and ends_at > ${now}
    ) as times`.execute(db);
  return row.rows[0]?.at ?? null;
}
