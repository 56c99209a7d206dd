import type { Generated, Selectable } from 'kysely';

/** Offline stores, the 1+1 store campaigns and the member's coupons (docs/decisions/024-recruitment-coupons.md). */

export interface StoresTable {
  id: string;
  name: string;
  region: string;
  /** Road address and its extra part (as the postcode service gives them). */
  address: string;
  postcode: Generated<string>;
  address_detail: Generated<string>;
  phone: string;
  hours: string;
  is_active: number;
  sort_order: number;
  created_at: string;
  updated_at: string | null;
  /** Back-office content kit: when it goes live (null: since it was created), soft delete, optimistic version. */
  publish_at: string | null;
  deleted_at: string | null;
  version: Generated<number>;
  /** Position in WGS84 degrees (issue 25): both null when unknown. */
  latitude: number | null;
  longitude: number | null;
  /** How the position was obtained: 'geocoded', 'manual', 'not_found', 'error'; null when nobody tried. */
  location_status: LocationStatus | null;
}
export type LocationStatus = 'geocoded' | 'manual' | 'not_found' | 'error';
export type StoreRow = Selectable<StoresTable>;

/** A store's regular assortment: the products it carries (docs/decisions/032-store-assortment.md). */
export interface StoreProductsTable {
  store_id: string;
  product_id: string;
}

export interface StoreCampaignsTable {
  id: string;
  title: string;
  starts_at: string;
  ends_at: string;
  coupon_valid_days: number;
  created_at: string;
  is_published: Generated<number>;
  updated_at: string | null;
  /** Back-office content kit: when it goes live (null: since it was created), soft delete, optimistic version. */
  publish_at: string | null;
  deleted_at: string | null;
  version: Generated<number>;
}
export type StoreCampaignRow = Selectable<StoreCampaignsTable>;

export interface StoreCampaignProductsTable {
  id: string;
  campaign_id: string;
  product_id: string;
  sort_order: number;
}

type CouponKind = 'online' | 'store';

export interface CouponsTable {
  id: string;
  member_id: string;
  kind: CouponKind;
  /** What issued it (`plus1:{campaign id}`, `review:{order id}`): unique per member. */
  source_key: string;
  title: string;
  benefit: string;
  /** Single-use code (the QR code's content); unique. */
  code: string;
  /** Short number staff can type; unique, store coupons only. */
  pin: string | null;
  store_id: string | null;
  product_id: string | null;
  campaign_id: string | null;
  valid_from: string;
  valid_until: string;
  used_at: string | null;
  created_at: string;
  /** Online coupons: the online mall's order it was used for (OnlineMallController.redeemCoupon). */
  online_order_no: string | null;
}
export type CouponRow = Selectable<CouponsTable>;

export interface CouponRedemptionsTable {
  coupon_id: string;
  store_id: string;
  staff_id: string;
  redeemed_at: string;
}
