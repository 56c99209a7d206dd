import { activeVetProducts } from '#app/features/catalogue/data.server';
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
  const rows = await activeVetProducts(services.db.kysely, 12);
  return rows.map((r) => ({ Id: r.id, Name: r.name, ThumbnailImageUrl__c: r.thumbnail_url, Species__c: r.species, Summary: r.summary }));
}
