import { allProducts } from '#app/features/catalogue/data/catalogue.server';
import { staffPurchaseLinks, writePurchaseLinks } from '#app/features/catalogue/data/purchase-links.server';
import type { PurchaseLinkInput } from '#app/features/catalogue/purchase-links';
import type { DbConn } from '#server/platform/db/database';
import { DEMO_PRODUCTS } from './product-data';
import type { SeedKeys } from './seed-keys';

/**
 * Where the demo products are sold (issue 25 item 2): the brand's own mall (an example domain),
 * its Naver Smart Store and Coupang, on the shops' real domains with made-up paths; the dry
 * adult feeds also on 11번가. Prescription diets are sold at animal hospitals, so they have none
 * (their pages show no 구매하기). Inserted once per product; staff edits stay.
 */
function demoPurchaseLinks(index: number, product: (typeof DEMO_PRODUCTS)[number]): PurchaseLinkInput[] {
  if (product.vet) return [];
  const code = 8_100_000 + index * 37;
  const links: PurchaseLinkInput[] = [
    { shop: 'brand', name: null, url: `https://mall.dodampet.example/goods/${product.id}` },
    { shop: 'naver', name: null, url: `https://smartstore.naver.com/dodampet/products/${code}` },
    { shop: 'coupang', name: null, url: `https://www.coupang.com/vp/products/${code + 5}` },
  ];
  if (product.form === 'dry' && product.lifeStage === 'adult') links.push({ shop: '11st', name: null, url: `https://www.11st.co.kr/products/${code + 11}` });
  return links;
}

export async function seedPurchaseLinks(db: DbConn, keys: SeedKeys): Promise<void> {
  const existing = new Set((await allProducts(db)).map((r) => r.id));
  for (const [index, product] of DEMO_PRODUCTS.entries()) {
    if (!existing.has(product.id)) continue;
    await keys.once(`purchase-links:${product.id}`, async () => {
      const links = demoPurchaseLinks(index, product);
      if (links.length === 0 || (await staffPurchaseLinks(db, product.id)).length > 0) return;
      await db.transaction().execute((trx) => writePurchaseLinks(trx, product.id, links, new Date().toISOString()));
    });
  }
}
