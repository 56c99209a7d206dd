import { z } from 'zod';
import type { Services } from '#server/platform/services';

/** The widgets a home section may hold. Validated here, on the server, so zod stays out of the browser. */
const Cta = z.object({ label: z.string(), href: z.string().startsWith('/') });

export const HomeWidgetSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('hero'), eyebrow: z.string().optional(), title: z.string(), text: z.string(), cta: Cta, secondary: Cta.optional() }),
  z.object({ type: z.literal('section-title'), title: z.string(), text: z.string().optional() }),
  z.object({
    type: z.literal('program-card'),
    title: z.string(),
    text: z.string(),
    href: z.string().startsWith('/'),
    image: z.object({ src: z.string().startsWith('/'), alt: z.string(), width: z.number(), height: z.number() }),
  }),
  z.object({ type: z.literal('promo'), tone: z.enum(['warm', 'cool']).default('warm'), title: z.string(), text: z.string(), cta: Cta }),
  z.object({ type: z.literal('link-list'), title: z.string(), text: z.string().optional(), links: z.array(Cta) }),
  // Real products, chosen by id (in that order) or by species/internal codes; the page's loader
  // attaches them (catalogue's attachFeaturedProducts), so stored data never carries products.
  z.object({
    type: z.literal('featured-products'),
    title: z.string(),
    text: z.string().optional(),
    productIds: z.array(z.string().max(64)).max(12).optional(),
    species: z.enum(['Dog', 'Cat']).optional(),
    codes: z.array(z.number().int()).max(12).optional(),
    limit: z.number().int().min(1).max(12).default(4),
    cta: Cta.optional(),
  }),
  // The newest health articles; the page's loader fills in `items` (LatestArticleItem[]).
  z.object({ type: z.literal('latest-articles'), title: z.string(), text: z.string().optional(), limit: z.number().int().min(1).max(8).default(4), cta: Cta.optional() }),
]);

/** An article as the latest-articles widget shows it (filled in by the home loader, not stored). */
export interface LatestArticleItem {
  href: string;
  title: string;
  summary: string;
  category: string;
  date: string;
  image: { src: string; width: number; height: number };
}

/** Sets data the loader fetched on every widget of one type (e.g. the articles of latest-articles). */
export function fillWidgets<T extends { columns: { seedComponents: readonly unknown[] }[] }>(
  sections: T[],
  type: HomeWidget['type'],
  fill: (widget: Record<string, unknown>) => Record<string, unknown>,
): T[] {
  return sections.map((section) => ({
    ...section,
    columns: section.columns.map((column) => ({
      ...column,
      seedComponents: column.seedComponents.map((seed) => ((seed as { type?: string }).type === type ? fill(seed as Record<string, unknown>) : seed)),
    })),
  }));
}

/** The largest `limit` among the widgets of a type (0 when there is none): what the loader must fetch. */
export function widgetLimit(sections: { columns: { seedComponents: readonly unknown[] }[] }[], type: HomeWidget['type']): number {
  let limit = 0;
  for (const section of sections)
    for (const column of section.columns)
      for (const seed of column.seedComponents) {
        const w = seed as { type?: string; limit?: number };
        if (w.type === type) limit = Math.max(limit, w.limit ?? 1);
      }
  return limit;
}

export type HomeWidget = z.infer<typeof HomeWidgetSchema>;

/** A product as the featured-products widget shows it. */
export interface HomeProductCard {
  Id: string;
  Name: string;
  ThumbnailImageUrl__c: string;
  Summary: string;
  Price: number;
  SalePrice: number;
  DiscountRate: number;
  href: string;
}

export type FeaturedProductsWidget = Extract<HomeWidget, { type: 'featured-products' }> & { products?: HomeProductCard[] };

/** The stored sections of a page (SPEC 2.8), as raw JSON: the caller normalises them. */
export async function getPageSections(services: Pick<Services, 'db'>, pageKey: string): Promise<unknown> {
  const row = await services.db.kysely
    .selectFrom('page_layout')
    .select('sections_json')
    .where('page_key', '=', pageKey)
    .executeTakeFirst();
  if (!row) return [];
  try {
    return JSON.parse(row.sections_json) as unknown;
  } catch {
    return [];
  }
}

/** Keeps only the seed components that are valid home widgets; stored data may be edited by hand. */
export function validHomeWidgets<T extends { columns: { seedComponents: readonly unknown[] }[] }>(sections: T[]): T[] {
  return sections.map((section) => ({
    ...section,
    columns: section.columns.map((column) => ({
      ...column,
      seedComponents: column.seedComponents.flatMap((seed) => {
        const parsed = HomeWidgetSchema.safeParse(seed);
        return parsed.success ? [parsed.data] : [];
      }),
    })),
  }));
}
