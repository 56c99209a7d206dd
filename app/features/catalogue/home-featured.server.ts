import type { ProductSpecies } from '#server/platform/db/schema/products';
import type { Services } from '#server/platform/services';
import { productHref } from './labels';
import { salePrice } from './product-types';
import { featuredProducts } from './data/products.server';

/** The settings of a home "featured-products" widget, as the home schema validated them. */
interface FeaturedSeed {
  type: 'featured-products';
  productIds?: readonly string[] | undefined;
  species?: ProductSpecies | undefined;
  codes?: readonly number[] | undefined;
  limit: number;
}

function isFeatured(seed: unknown): seed is FeaturedSeed {
  return typeof seed === 'object' && seed !== null && (seed as { type?: unknown }).type === 'featured-products';
}

/**
 * Gives every featured-products widget of a page its products (server-rendered cards): one
 * query per such widget, whatever else the page holds.
 */
export async function attachFeaturedProducts<T extends { columns: readonly { seedComponents: readonly unknown[] }[] }>(
  services: Pick<Services, 'db'>,
  sections: T[],
): Promise<T[]> {
  return Promise.all(
    sections.map(async (section) => ({
      ...section,
      columns: await Promise.all(
        section.columns.map(async (column) => ({
          ...column,
          seedComponents: await Promise.all(
            column.seedComponents.map(async (seed) => {
              if (!isFeatured(seed)) return seed;
              const products = await featuredProducts(services.db.kysely, { productIds: seed.productIds, species: seed.species, codes: seed.codes, limit: seed.limit });
              return {
                ...seed,
                products: products.map((p) => ({
                  Id: p.Id,
                  Name: p.Name,
                  ThumbnailImageUrl__c: p.ThumbnailImageUrl__c,
                  Summary: p.Summary,
                  Price: p.Price,
                  SalePrice: salePrice(p.Price, p.DiscountRate),
                  DiscountRate: p.DiscountRate,
                  href: productHref(p.Id),
                })),
              };
            }),
          ),
        })),
      ),
    })),
  );
}
