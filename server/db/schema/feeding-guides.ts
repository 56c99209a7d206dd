import type { Selectable } from 'kysely';

/**
 * Feeding guides shown on product detail. A product's own table gives grams per day by body
 * weight (as printed on the bag); a health issue's table (keyed by the internal code of SPEC 9.8)
 * gives the energy a pet with that issue should get per day by body weight, turned into grams
 * with each product's energy density. The table wins when the product carries that code.
 */
export interface ProductFeedingRowsTable {
  product_id: string;
  /** Body weight in grams (integer, so 2.5 kg is 2500). */
  weight_g: number;
  grams_per_day: number;
}

export interface HealthFeedingRowsTable {
  code: number;
  weight_g: number;
  kcal_per_day: number;
}

export type ProductFeedingRow = Selectable<ProductFeedingRowsTable>;
export type HealthFeedingRow = Selectable<HealthFeedingRowsTable>;
