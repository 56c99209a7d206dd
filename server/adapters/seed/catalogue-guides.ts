import type { Kysely } from 'kysely';
import { allProducts, insertFeedingRows, productIdsWithFeedingGuide } from '#app/features/catalogue/data/catalogue.server';
import { dailyGrams, type LifeStage as Stage } from '#app/features/catalogue/daily-grams';
import type { Database } from '#server/platform/db/schema/database';
import type { LifeStage, ProductSize } from '#server/platform/db/schema/products';
import { DEMO_PRODUCTS, type DemoProduct } from './product-data';
import { SeedKeys } from './seed-keys';

/**
 * Each demo product's own feeding table (grams per day by body weight, as printed on the bag),
 * inserted where missing: the daily grams (app/features/catalogue (daily-grams.ts)) of a neutered pet of normal
 * activity at its life stage; treats keep within 10 % of the day's energy, as vets advise. Dry feeds are
 * shown with the health programs' gram table instead (products.server.ts getFeedingGuide).
 */

const TREATS = new Set(['p-dog-calm-treat', 'p-cat-dental-treat']);

/** Body weights (kg) of each table, by species and size. */
function weightsOf(product: DemoProduct): number[] {
  if (product.species === 'Cat') return [2, 3, 4, 5, 6, 7];
  const bySize: Record<ProductSize, number[]> = {
    small: [1, 2, 3, 5, 7, 10],
    medium: [5, 10, 15, 20, 25],
    large: [10, 15, 20, 30, 40, 50],
    all: [2, 5, 10, 15, 20, 30],
  };
  return bySize[product.size];
}

function stageOf(lifeStage: LifeStage): Stage {
  return lifeStage === 'puppy' || lifeStage === 'kitten' ? 'young' : lifeStage === 'senior' ? 'senior' : 'adult';
}

function productFeedingRows(product: DemoProduct): { weight_g: number; grams_per_day: number }[] {
  return weightsOf(product).map((kg) => {
    const species = product.species === 'Dog' ? 'dog' : 'cat';
    const { grams } = dailyGrams({ species, weightKg: kg, stage: stageOf(product.lifeStage), activity: 'normal', neutered: true }, product.kcalPerKg);
    const share = TREATS.has(product.id) ? 0.1 : 1;
    return { weight_g: kg * 1000, grams_per_day: Math.round(grams * share) };
  });
}

export async function seedCatalogueGuides(db: Kysely<Database>, keys?: SeedKeys): Promise<void> {
  const seeded = keys ?? (await SeedKeys.load(db));
  const existingProducts = new Set((await allProducts(db)).map((r) => r.id));
  const withGuide = await productIdsWithFeedingGuide(db);
  for (const product of DEMO_PRODUCTS) {
    if (!existingProducts.has(product.id)) continue;
    await seeded.once(`feeding-guide:${product.id}`, async () => {
      if (!withGuide.has(product.id)) await insertFeedingRows(db, product.id, productFeedingRows(product));
    });
  }
}
