import { toProductSummary } from '#app/features/catalogue/products.server';
import type { ProductSummary } from '#app/features/catalogue/product-types';
import { SPECIES_KO, type Species } from '../shared/health-types';
import { productInfos } from '../shared/product-info';
import type { ProgramContext } from '../shared/program.server';

/** Loaders of the health-care program page, the vet products page and the cat ageing event. */

type Args = { request: Request; context: ProgramContext };

export async function healthServiceLoader({ context }: Args) {
  return {
    isGuest: context.viewer.isGuest,
    lines: (['dog', 'cat'] as const).map((species: Species) => ({
      species,
      title: `${SPECIES_KO[species]} 케어 라인`,
      items: productInfos(species).map((i) => ({ code: i.InternalCode, title: i.title, color: i.color })),
    })),
  };
}

export async function vetProductsLoader({ context }: Args) {
  const rows = await context.services.db.kysely.selectFrom('products').selectAll().where('is_active', '=', 1).where('is_vet', '=', 1).orderBy('species', 'desc').orderBy('sort_order').execute();
  const products = rows.map(toProductSummary);
  return {
    dog: products.filter((p) => p.Species__c === 'Dog'),
    cat: products.filter((p) => p.Species__c === 'Cat'),
  };
}

export async function catAgeingLoader({ context }: Args) {
  const rows = await context.services.db.kysely
    .selectFrom('products')
    .selectAll()
    .where('is_active', '=', 1)
    .where('species', '=', 'Cat')
    .where('life_stage', '=', 'senior')
    .orderBy('sort_order')
    .execute();
  return { products: rows.map(toProductSummary) as ProductSummary[], isGuest: context.viewer.isGuest };
}
