import { toProductSummary } from '#app/features/catalogue/products.server';
import { getMyCouponBySource, insertCoupon } from '#app/features/recruitment/coupons.server';
import type { StoreCampaignRow } from '#server/platform/db/schema/offline-store';
import type { Services } from '#server/platform/services';
import { offerText } from './step2';
import { getStore } from './stores.server';
import type { CampaignProductRecord } from './types';

/** The 1+1 store campaign running now (the latest started, if several overlap). */
export async function activeStoreCampaign(services: Pick<Services, 'db'>, now = new Date()): Promise<StoreCampaignRow | null> {
  const at = now.toISOString();
  const row = await services.db.kysely
    .selectFrom('store_campaigns')
    .selectAll()
    .where('starts_at', '<=', at)
    .where('ends_at', '>=', at)
    .orderBy('starts_at', 'desc')
    .executeTakeFirst();
  return row ?? null;
}

/**
 * ProductController.getPlus1CampaignTargetProducts (SPEC 7.2): the campaign product records of
 * the running 1+1 campaign, each with its product as Product__r. One query.
 */
export async function plus1CampaignProducts(services: Pick<Services, 'db'>, now = new Date()): Promise<CampaignProductRecord[]> {
  const campaign = await activeStoreCampaign(services, now);
  if (!campaign) return [];
  const rows = await services.db.kysely
    .selectFrom('store_campaign_products as cp')
    .innerJoin('products as p', 'p.id', 'cp.product_id')
    .selectAll('p')
    .select(['cp.id as campaign_product_id', 'cp.sort_order as campaign_sort'])
    .where('cp.campaign_id', '=', campaign.id)
    .where('p.is_active', '=', 1)
    .orderBy('cp.sort_order')
    .orderBy('p.sort_order')
    .execute();
  return rows.map((row) => {
    const product = toProductSummary(row);
    return {
      Id: row.campaign_product_id,
      Product__c: product.Id,
      SortOrder__c: row.campaign_sort,
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
export async function issuePlus1Coupon(services: Pick<Services, 'db'>, memberId: string, storeId: string, productId: string, now = new Date()): Promise<IssueOutcome> {
  const campaign = await activeStoreCampaign(services, now);
  if (!campaign) return { ok: false, reason: 'no-campaign' };
  const existing = await getMyCouponBySource(services, memberId, PLUS1_SOURCE(campaign.id), now);
  if (existing) return { ok: true, couponId: existing.id, alreadyIssued: true };
  const [store, product] = await Promise.all([
    getStore(services, storeId),
    services.db.kysely
      .selectFrom('store_campaign_products as cp')
      .innerJoin('products as p', 'p.id', 'cp.product_id')
      .select(['p.id', 'p.name', 'p.species'])
      .where('cp.campaign_id', '=', campaign.id)
      .where('cp.product_id', '=', productId)
      .where('p.is_active', '=', 1)
      .executeTakeFirst(),
  ]);
  if (!store) return { ok: false, reason: 'store' };
  if (!product) return { ok: false, reason: 'product' };
  const validUntil = new Date(Math.min(now.getTime() + campaign.coupon_valid_days * 86_400_000, new Date(campaign.ends_at).getTime()));
  const result = await insertCoupon(services, {
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

/** The running 1+1 offer for a product, when it is one of the campaign's products. Two small queries. */
export async function plus1OfferFor(services: Pick<Services, 'db'>, productId: string, now = new Date()): Promise<Plus1Offer | null> {
  const campaign = await activeStoreCampaign(services, now);
  if (!campaign) return null;
  const product = await services.db.kysely
    .selectFrom('store_campaign_products as cp')
    .innerJoin('products as p', 'p.id', 'cp.product_id')
    .select('p.species')
    .where('cp.campaign_id', '=', campaign.id)
    .where('cp.product_id', '=', productId)
    .where('p.is_active', '=', 1)
    .executeTakeFirst();
  if (!product) return null;
  return { campaignTitle: campaign.title, endsAt: campaign.ends_at, label: offerText(product.species) };
}
