import type { ProductSpecies } from '#server/platform/db/schema/products';
import { activeVetProducts } from '#app/features/catalogue/data/catalogue.server';
import type { DbConn } from '#server/platform/db/database';

export interface VetProductCard {
  Id: string;
  Name: string;
  ThumbnailImageUrl__c: string;
  Species__c: ProductSpecies;
  Summary: string;
}

/** The prescription (V-DIET) feeds of the catalogue, read-only, in catalogue order: one query. */
export async function vetProducts(db: DbConn): Promise<VetProductCard[]> {
  const rows = await activeVetProducts(db, 12);
  return rows.map((r) => ({ Id: r.id, Name: r.name, ThumbnailImageUrl__c: r.thumbnail_url, Species__c: r.species, Summary: r.summary }));
}
