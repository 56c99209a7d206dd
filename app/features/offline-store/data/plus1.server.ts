import { activeProductById, activeProductsByIds } from '#app/features/catalogue/data/catalogue.server';
import { toProductSummary } from '#app/features/catalogue/data/products.server';
import { liveWhere } from '#app/staff-kit/data/content-kit.server';
import type { StoreCampaignRow } from '#server/platform/db/schema/offline-store';
import type { ProductRow } from '#server/platform/db/schema/products';
import type { DbConn } from '#server/platform/db/database';
import { getMyCouponBySource, insertCoupon } from './coupons.server';
import { offerText } from '../step2';
import { getStore } from './stores.server';
import type { CampaignProductRecord } from '../types';

/** The 1+1 store campaign running now (the latest started, if several overlap). */
export async function activeStoreCampaign(db: DbConn, now = new Date()): Promise<StoreCampaignRow | null> {
  const at = now.toISOString();
  const row = await db
    .selectFrom('store_campaigns')
    .selectAll()
    .where(liveWhere('store_campaigns', 'is_published', at))
    .where('starts_at', '<=', at)
    .where('ends_at', '>=', at)
    .orderBy('starts_at', 'desc')
    .executeTakeFirst();
  return row ?? null;
}

/** The product when it is one of the campaign's products and active (the catalogue owns products). */
export async function campaignProduct(db: DbConn, campaignId: string, productId: string): Promise<ProductRow | undefined> {
  const listed = await db
    .selectFrom('store_campaign_products')
    .select('product_id')
    .where('campaign_id', '=', campaignId)
    .where('product_id', '=', productId)
    .executeTakeFirst();
  return listed ? activeProductById(db, listed.product_id) : undefined;
}

/**
 * ProductController.getPlus1CampaignTargetProducts (SPEC 7.2): the campaign product records of
 * the running 1+1 campaign, each with its product as Product__r. Two queries: the campaign's
 * list here, its active products from the catalogue.
 */
export async function plus1CampaignProducts(db: DbConn, now = new Date()): Promise<CampaignProductRecord[]> {
  const campaign = await activeStoreCampaign(db, now);
  if (!campaign) return [];
  const listed = await db
    .selectFrom('store_campaign_products')
    .select(['id', 'product_id', 'sort_order'])
    .where('campaign_id', '=', campaign.id)
    .execute();
  const products = new Map((await activeProductsByIds(db, listed.map((cp) => cp.product_id))).map((p) => [p.id, p]));
  return listed
    .flatMap((cp) => {
      const row = products.get(cp.product_id);
      return row ? [{ cp, row }] : [];
    })
    .sort((a, b) => a.cp.sort_order - b.cp.sort_order || a.row.sort_order - b.row.sort_order)
    .map(({ cp, row }) => {
      const product = toProductSummary(row);
      return {
        Id: cp.id,
        Product__c: product.Id,
        SortOrder__c: cp.sort_order,
        Product__r: { ...product },
      };
    });
}

export type IssueOutcome =
  | { ok: true; couponId: string; alreadyIssued: boolean }
  | { ok: false; reason: 'no-campaign' | 'store' | 'product' };

export const PLUS1_SOURCE = (campaignId: string) => `plus1:${campaignId}`;

/**
 * Issues the member's 1+1 coupon for a store and a campaign product: one per member per
 * campaign (unique index). When the member already has one, that coupon is answered.
 */
export async function issuePlus1Coupon(db: DbConn, memberId: string, storeId: string, productId: string, now = new Date()): Promise<IssueOutcome> {
  const campaign = await activeStoreCampaign(db, now);
  if (!campaign) return { ok: false, reason: 'no-campaign' };
  const existing = await getMyCouponBySource(db, memberId, PLUS1_SOURCE(campaign.id), now);
  if (existing) return { ok: true, couponId: existing.id, alreadyIssued: true };
  const [store, product] = await Promise.all([
    getStore(db, storeId),
    campaignProduct(db, campaign.id, productId),
  ]);
  if (!store) return { ok: false, reason: 'store' };
  if (!product) return { ok: false, reason: 'product' };
  const validUntil = new Date(Math.min(now.getTime() + campaign.coupon_valid_days * 86_400_000, new Date(campaign.ends_at).getTime()));
  const result = await insertCoupon(db, {
    memberId,
    kind: 'store',
    sourceKey: PLUS1_SOURCE(campaign.id),
    title: `1+1 매장 쿠폰 · ${store.Name}`,
    benefit: `${product.name} ${product.species === 'Dog' ? 500 : 400}g 1+1`,
    storeId: store.Id,
    productId: product.id,
    campaignId: campaign.id,
    validFrom: now,
    validUntil,
  });
  return { ok: true, couponId: result.id!, alreadyIssued: result.outcome === 'exists' };
}

export interface Plus1Offer {
  campaignTitle: string;
  endsAt: string;
  /** SPEC 9.2: "{Weight}g(1+1)", the weight derived from the species. */
  label: string;
}

/** The running 1+1 offer for a product, when it is one of the campaign's products. Three small queries. */
export async function plus1OfferFor(db: DbConn, productId: string, now = new Date()): Promise<Plus1Offer | null> {
  const campaign = await activeStoreCampaign(db, now);
  if (!campaign) return null;
  const product = await campaignProduct(db, campaign.id, productId);
  if (!product) return null;
  return { campaignTitle: campaign.title, endsAt: campaign.ends_at, label: offerText(product.species) };
}

/**
 * The 1+1 coupon of the running campaign the member already holds (one per member per campaign),
 * or null: pages that invite people to get one point a holder to it instead.
 */
export async function heldPlus1CouponId(db: DbConn, memberId: string, now = new Date()): Promise<string | null> {
  const campaign = await activeStoreCampaign(db, now);
  if (!campaign) return null;
  return (await getMyCouponBySource(db, memberId, PLUS1_SOURCE(campaign.id), now))?.id ?? null;
}
