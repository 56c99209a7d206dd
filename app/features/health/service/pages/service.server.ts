import { activeProductsAtLifeStage, activeVetProducts } from '#app/features/catalogue/data/catalogue.server';
import { toProductSummary } from '#app/features/catalogue/data/products.server';
import type { ProductSummary } from '#app/features/catalogue/product-types';
import { type Species } from '../../shared/health-types';
import { productInfos } from '../../shared/product-info';
import type { ProgramContext } from '../../shared/program.server';
import { speciesLabel } from '#app/features/pets/species';

/** Loaders of the health-care program page, the vet products page and the cat ageing event. */

type Args = { request: Request; context: ProgramContext };

export async function healthServiceLoader({ context }: Args) {
  return {
    isGuest: context.viewer.isGuest,
    lines: (['dog', 'cat'] as const).map((species: Species) => ({
      species,
      title: `${speciesLabel(species)} 케어 라인`,
      items: productInfos(species).map((i) => ({ code: i.InternalCode, title: i.title, color: i.color })),
    })),
  };
}

export async function vetProductsLoader({ context }: Args) {
  // Split by species below, so catalogue order within each is all that matters.
  const rows = await activeVetProducts(context.services.db.kysely);
  const products = rows.map(toProductSummary);
  return {
    dog: products.filter((p) => p.Species__c === 'Dog'),
    cat: products.filter((p) => p.Species__c === 'Cat'),
  };
}

export async function catAgeingLoader({ context }: Args) {
  const rows = await activeProductsAtLifeStage(context.services.db.kysely, 'Cat', 'senior');
  return { products: rows.map(toProductSummary) as ProductSummary[], isGuest: context.viewer.isGuest };
}
