import type { LifeStage, ProductForm, ProductSize, ProductSpecies } from '#server/platform/db/schema/products';

/** A product as every feature shows it; wire names follow the spec (SPEC 3.8). */
export interface ProductSummary {
  Id: string;
  Name: string;
  ThumbnailImageUrl__c: string;
  Species__c: ProductSpecies;
  LifeStage: LifeStage;
  Size: ProductSize;
  Form: ProductForm;
  InternalCodes: number[];
  PackageGrams: number;
  Price: number;
  DiscountRate: number;
  Summary: string;
  IsVet: boolean;
  /** The first place to buy it (issue 25 item 2): its link id (the redirect /products/out takes it) and the shop's name. */
  PurchaseLink?: { id: string; label: string } | null;
}

export interface ProductDetail extends ProductSummary {
  Description: string;
  Benefits: string[];
  Ingredients: string;
  Analysis: { label: string; value: string }[];
  KcalPerKg: number;
  SeoTitle: string;
  SeoDescription: string;
  /** The product's photos in order (the first is the thumbnail); empty for a product shown by its drawn packshot. */
  Images: { url: string; alt: string; width: number; height: number }[];
  /** Every place to buy it, in the order staff gave (issue 25 item 2); the addresses stay on the server. */
  PurchaseLinks: { id: string; label: string }[];
}

/** The price after discount, rounded down to 10 won as Korean shops do. */
export function salePrice(price: number, discountRate: number): number {
  if (discountRate <= 0) return price;
  return Math.floor((price * (100 - discountRate)) / 100 / 10) * 10;
}
