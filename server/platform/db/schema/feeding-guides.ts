/**
 * A product's own feeding guide: grams per day by body weight, as printed on the bag. Product
 * detail shows it for wet feeds and treats; dry feeds use the daily gram table of the health
 * programs (SPEC 9.9) scaled by the feed's energy density (getFeedingGuide).
 */
export interface ProductFeedingRowsTable {
  product_id: string;
  /** Body weight in grams (integer, so 2.5 kg is 2500). */
  weight_g: number;
  grams_per_day: number;
}
