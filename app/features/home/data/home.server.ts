import type { DbConn } from '#server/platform/db/database';
import { bannerLive, HomeWidgetSchema } from '../layout-schema';
import type { HomeWidget } from '../layout-schema';

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

export type { HomeWidget } from '../layout-schema';

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

/**
 * The stored sections of a page (SPEC 2.8), as raw JSON: the caller normalises them. `draft`
 * (staff preview) reads the staff's unpublished edit when there is one; guests never do.
 */
export async function getPageSections(db: DbConn, pageKey: string, options: { draft?: boolean } = {}): Promise<unknown> {
  const row = await db
    .selectFrom('page_layout')
    .select(['sections_json', 'draft_json'])
    .where('page_key', '=', pageKey)
    .executeTakeFirst();
  if (!row) return [];
  return parseSections(options.draft === true && row.draft_json !== null ? row.draft_json : row.sections_json);
}

function parseSections(json: string): unknown {
  try {
    return JSON.parse(json) as unknown;
  } catch {
    return [];
  }
}

/** Leaves out the banners whose display period does not hold `now` (ISO). */
export function liveBannersOnly<T extends { columns: { seedComponents: readonly unknown[] }[] }>(sections: T[], now: string): T[] {
  return sections.map((section) => ({
    ...section,
    columns: section.columns.map((column) => ({
      ...column,
      seedComponents: column.seedComponents.filter((seed) => {
        const w = seed as { type?: string; startsAt?: string; endsAt?: string };
        return w.type !== 'banner' || bannerLive({ startsAt: w.startsAt, endsAt: w.endsAt }, now);
      }),
    })),
  }));
}

/**
 * The publish clock's source for banners (server/adapters/content-schedule.ts): the next start or end of
 * a published banner's display period after `now`, so the cached home page changes on time.
 */
export async function nextBannerChange(db: DbConn, now: string): Promise<string | null> {
  const rows = await db.selectFrom('page_layout').select('sections_json').execute();
  let next: string | null = null;
  for (const row of rows) {
    const sections = parseSections(row.sections_json);
    if (!Array.isArray(sections)) continue;
    for (const section of sections as { columns?: { seedComponents?: unknown[] }[] }[])
      for (const column of section?.columns ?? [])
        for (const seed of column?.seedComponents ?? []) {
          const w = seed as { type?: string; startsAt?: unknown; endsAt?: unknown };
          if (w?.type !== 'banner') continue;
          for (const at of [w.startsAt, w.endsAt]) if (typeof at === 'string' && at > now && (next === null || at < next)) next = at;
        }
  }
  return next;
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
