import { randomUUID } from 'node:crypto';
import type { DbConn } from '#server/platform/db/database';
import { liveWhere } from '#app/staff-kit/data/content-kit.server';
import { isShopCode, type PurchaseLinkInput, shopLabel, type ShopCode } from '../purchase-links';

/**
 * A product's purchase links (issue 25 item 2): written with the product's save, read by the
 * editor, the product page and the redirect that counts a click. The addresses never reach a
 * guest's page; links there point at /products/out?link={id}.
 */

export interface StaffPurchaseLink {
  id: string;
  shop: ShopCode;
  name: string;
  url: string;
}

/** A link as the product page shows it: its id (the redirect's) and the shop's name. */
export interface ShownPurchaseLink {
  id: string;
  shop: ShopCode;
  label: string;
}

/** The editor's rows, in order. */
export async function staffPurchaseLinks(db: DbConn, productId: string): Promise<StaffPurchaseLink[]> {
  const rows = await db.selectFrom('product_purchase_links').select(['id', 'shop', 'shop_name', 'url']).where('product_id', '=', productId).orderBy('sort_order').orderBy('id').execute();
  return rows.flatMap((r) => (isShopCode(r.shop) ? [{ id: r.id, shop: r.shop, name: r.shop_name ?? '', url: r.url }] : []));
}

/** The links of a product page, in order (the page shows only a product guests may see, or a staff preview). */
export async function shownPurchaseLinks(db: DbConn, productId: string): Promise<ShownPurchaseLink[]> {
  const rows = await db.selectFrom('product_purchase_links').select(['id', 'shop', 'shop_name']).where('product_id', '=', productId).orderBy('sort_order').orderBy('id').execute();
  return rows.flatMap((r) => (isShopCode(r.shop) ? [{ id: r.id, shop: r.shop, label: shopLabel(r.shop, r.shop_name) }] : []));
}

/**
 * Sets a product's links to `links`, in that order, in the caller's transaction (the product's
 * save). A link that stays the same (shop, name and address) keeps its id, so a page opened
 * before the save still leads to it; the others are removed or added. The product's first link
 * is copied onto the product row for its cards.
 */
export async function writePurchaseLinks(db: DbConn, productId: string, links: readonly PurchaseLinkInput[], now: string): Promise<void> {
  const existing = await db.selectFrom('product_purchase_links').select(['id', 'shop', 'shop_name', 'url']).where('product_id', '=', productId).execute();
  const free = new Map<string, string[]>();
  const keyOf = (shop: string, name: string | null, url: string) => JSON.stringify([shop, name ?? '', url]);
  for (const r of existing) free.set(keyOf(r.shop, r.shop_name, r.url), [...(free.get(keyOf(r.shop, r.shop_name, r.url)) ?? []), r.id]);
  const kept: string[] = [];
  const placed = links.map((link, order) => {
    const id = free.get(keyOf(link.shop, link.name, link.url))?.shift();
    if (id !== undefined) kept.push(id);
    return { id, link, order };
  });
  await db.deleteFrom('product_purchase_links').where('product_id', '=', productId).$if(kept.length > 0, (q) => q.where('id', 'not in', kept)).execute();
  const ids: string[] = [];
  for (const { id, link, order } of placed) {
    if (id !== undefined) {
      await db.updateTable('product_purchase_links').set({ sort_order: order, updated_at: now }).where('id', '=', id).execute();
      ids.push(id);
    } else {
      const newId = randomUUID();
      await db.insertInto('product_purchase_links').values({ id: newId, product_id: productId, shop: link.shop, shop_name: link.name, url: link.url, sort_order: order, created_at: now, updated_at: now }).execute();
      ids.push(newId);
    }
  }
  const first = links[0];
  await db
    .updateTable('products')
    .set({ purchase_link_id: ids[0] ?? null, purchase_shop: first?.shop ?? null, purchase_shop_name: first?.name ?? null })
    .where('id', '=', productId)
    .execute();
}

/** Where a click on a link leads, for a product guests may see now; null for any other id. */
export async function purchaseLinkTarget(db: DbConn, linkId: string, now = new Date()): Promise<{ id: string; productId: string; shop: ShopCode; shopName: string | null; url: string } | null> {
  const row = await db
    .selectFrom('product_purchase_links as l')
    .innerJoin('products', 'products.id', 'l.product_id')
    .select(['l.id', 'l.product_id', 'l.shop', 'l.shop_name', 'l.url'])
    .where('l.id', '=', linkId)
    .where(liveWhere('products', 'is_active', now.toISOString()))
    .executeTakeFirst();
  if (!row || !isShopCode(row.shop)) return null;
  return { id: row.id, productId: row.product_id, shop: row.shop, shopName: row.shop_name, url: row.url };
}
