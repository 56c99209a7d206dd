import type { DbOnly } from '#app/lib/search-index.server';

export interface VetProductCard {
  Id: string;
  Name: string;
  ThumbnailImageUrl__c: string;
  Species__c: string;
  Summary: string;
}

/** The prescription (V-DIET) feeds of the catalogue, read-only, in catalogue order: one query. */
export async function vetProducts(services: DbOnly): Promise<VetProductCard[]> {
  const rows = await services.db.kysely
    .selectFrom('products')
    .select(['id', 'name', 'thumbnail_url', 'species', 'summary'])
    .where('is_vet', '=', 1)
    .where('is_active', '=', 1)
    .orderBy('sort_order')
    .limit(12)
    .execute();
  return rows.map((r) => ({ Id: r.id, Name: r.name, ThumbnailImageUrl__c: r.thumbnail_url, Species__c: r.species, Summary: r.summary }));
}
