import type { Generated, Selectable } from 'kysely';

/** Species__c as the spec stores it: "Dog", or another species ("Cat"). */
export type ProductSpecies = 'Dog' | 'Cat';
export type LifeStage = 'puppy' | 'kitten' | 'adult' | 'senior' | 'all';
export type ProductSize = 'small' | 'medium' | 'large' | 'all';
export type ProductForm = 'dry' | 'wet';

/** Product2 records (SPEC 3.8). */
export interface ProductsTable {
  id: string;
  name: string;
  species: ProductSpecies;
  life_stage: LifeStage;
  size: ProductSize;
  form: ProductForm;
  /** Internal product codes of SPEC 9.8, comma-separated (also in product_codes for queries). */
  internal_codes: string;
  package_grams: number;
  /** Regular price in KRW. */
  price: number;
  /** Percent; 0 means no discount (SPEC 9.5 sends '0'). */
  discount_rate: number;
  thumbnail_url: string;
  summary: string;
  description: string;
  /** JSON string[] */
  benefits_json: string;
  ingredients: string;
  /** JSON [{label, value}] guaranteed analysis */
  analysis_json: string;
  kcal_per_kg: number;
  is_vet: number;
  is_active: number;
  sort_order: number;
  seo_title: string | null;
  seo_description: string | null;
  /** The first purchase link (product_purchase_links), kept in step by the save like thumbnail_url: every card shows it without a query. */
  purchase_link_id: string | null;
  purchase_shop: string | null;
  purchase_shop_name: string | null;
  /** Back-office content kit: when it goes live (null: since it was created), soft delete, optimistic version. */
  publish_at: string | null;
  deleted_at: string | null;
  version: Generated<number>;
  created_at: string;
  updated_at: string;
}

export type ProductRow = Selectable<ProductsTable>;

export interface ProductCodesTable {
  product_id: string;
  code: number;
}
