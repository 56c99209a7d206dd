import { allProducts, insertProduct, updateProduct } from '#app/features/catalogue/data/catalogue.server';
import type { DbConn } from '#server/platform/db/database';
import { ensureMedia } from '#server/platform/media/photos';
import type { ObjectStore } from '#server/platform/storage/object-store';
import fs from 'node:fs/promises';
import path from 'node:path';
import { variantKey } from '#server/platform/storage/image-pipeline';
import { PACK_ART_FORMATS, PACK_ART_SIZE, PACK_ART_WIDTHS, packArtFile } from './pack-art';
import { PACK_ART_KEY_PREFIX } from '#app/lib/responsive-image';
import { SeedKeys } from './seed-keys';
import { DEMO_PRODUCTS } from './product-data';
import { demoDescription, formerDemoDescription } from './product-descriptions';
import { DEMO_INGREDIENTS, FORMER_DEMO_INGREDIENTS } from './product-ingredients';

const ANALYSIS = (kcal: number, wet: boolean) =>
  JSON.stringify(
    wet
      ? [
          { label: '조단백', value: '9% 이상' },
          { label: '조지방', value: '4% 이상' },
          { label: '조섬유', value: '1% 이하' },
          { label: '조회분', value: '2.5% 이하' },
          { label: '수분', value: '80% 이하' },
          { label: '열량', value: `${kcal.toLocaleString('ko-KR')}kcal/kg` },
        ]
      : [
          { label: '조단백', value: '25% 이상' },
          { label: '조지방', value: '12% 이상' },
          { label: '조섬유', value: '4% 이하' },
          { label: '조회분', value: '8% 이하' },
          { label: '수분', value: '10% 이하' },
          { label: '열량', value: `${kcal.toLocaleString('ko-KR')}kcal/kg` },
        ],
  );

/** The packshots' content keys; a redrawn packshot gets a new key (media keys are immutable). */
export const packshotKey = (productId: string) => `${PACK_ART_KEY_PREFIX}${productId}`;
/** Packshots seeded by earlier versions (SVG drawings), replaced by the pack art where a row still shows them. */
const FORMER_PACKSHOT_URLS = (productId: string) => [`/cms/delivery/media/pack-${productId}`, `/cms/delivery/media/pack2-${productId}`];

/**
 * Stores a product's pack art (scripts/draw-pack-art.mjs drew it into `packsDir`) as the image
 * pipeline stores a photo: the PNG under `storageKey`, each AVIF/WebP width under its variant
 * key, the 800 px files also as the 1280 rung (a rung wider than the image repeats it).
 */
async function storePackArt(storage: ObjectStore, packsDir: string, productId: string, storageKey: string): Promise<Uint8Array> {
  const read = (file: string) => fs.readFile(path.join(packsDir, file));
  for (const format of PACK_ART_FORMATS) {
    for (const width of PACK_ART_WIDTHS) {
      const bytes = await read(packArtFile(productId, { width, format }));
      const rungs = width === 320 || width === 640 ? [width] : ([1280] as const);
      for (const rung of rungs) await storage.put(variantKey(storageKey, rung, format), bytes, format === 'avif' ? 'image/avif' : 'image/webp');
    }
  }
  return read(packArtFile(productId));
}

/**
 * Inserts the demo catalogue and its packshots where missing (idempotent, like every seed).
 * Demo rows seeded by an earlier version get the corrected demo copy (ingredients) and redrawn
 * packshots, but only where the row still holds what that version wrote: staff edits stay.
 */
export async function seedCatalogue(db: DbConn, storage: ObjectStore, brand: string, packsDir: string, keys?: SeedKeys): Promise<void> {
  const seeded = keys ?? (await SeedKeys.load(db));
  const now = new Date().toISOString();
  const existing = new Map((await allProducts(db)).map((r) => [r.id, r]));
  for (const [index, p] of DEMO_PRODUCTS.entries()) {
    const key = `product:${p.id}`;
    // Inserted once: a demo product staff deleted (or removed by SQL) stays away.
    if (seeded.has(key) && !existing.has(p.id)) continue;
    const contentKey = packshotKey(p.id);
    const media = { contentKey, storageKey: `cms/${contentKey}.png`, contentType: 'image/png', alt: p.name, width: PACK_ART_SIZE, height: PACK_ART_SIZE, createdAt: now };
    await ensureMedia(db, storage, media, () => storePackArt(storage, packsDir, p.id, media.storageKey));
    const ingredients = DEMO_INGREDIENTS[p.id]!;
    const row = existing.get(p.id);
    if (row) {
      const fix: { thumbnail_url?: string; ingredients?: string; description?: string } = {};
      if (FORMER_PACKSHOT_URLS(p.id).includes(row.thumbnail_url)) fix.thumbnail_url = `/cms/delivery/media/${contentKey}`;
      if (row.ingredients === FORMER_DEMO_INGREDIENTS[p.species]) fix.ingredients = ingredients;
      if (row.description === formerDemoDescription(p, brand)) fix.description = demoDescription(p, brand);
      if (Object.keys(fix).length > 0) await updateProduct(db, p.id, fix);
      await seeded.record(key);
      continue;
    }
    await db.transaction().execute((trx) =>
      insertProduct(
        trx,
        {
          id: p.id,
          name: p.name,
          species: p.species,
          life_stage: p.lifeStage,
          size: p.size,
          form: p.form,
          internal_codes: p.codes.join(','),
          package_grams: p.packageGrams,
          price: p.price,
          discount_rate: p.discountRate,
          thumbnail_url: `/cms/delivery/media/${contentKey}`,
          summary: p.summary,
          description: demoDescription(p, brand),
          benefits_json: JSON.stringify(p.benefits),
          ingredients,
          analysis_json: ANALYSIS(p.kcalPerKg, p.form === 'wet'),
          kcal_per_kg: p.kcalPerKg,
          is_vet: p.vet ? 1 : 0,
          is_active: 1,
          sort_order: index,
          seo_title: `${p.name} | ${brand}`,
          seo_description: p.summary,
          created_at: now,
          updated_at: now,
        },
        p.codes,
      ),
    );
    await seeded.record(key);
  }
}
