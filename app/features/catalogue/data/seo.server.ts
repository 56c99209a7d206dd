import type { DbConn } from '#server/platform/db/database';
import type { Services } from '#server/platform/services';
import { CONTENT_TOPIC, liveWhere } from '#app/staff-kit/data/content-kit.server';

/** SPEC 7.3 / 9.1: record SEO properties are cached for 1 hour. */
export const SEO_CACHE_TTL_MS = 3_600_000;

/**
 * The SEO properties of a record (a Product2 id): what the server-rendered head of its page
 * says, and what the platform path GET /services/data/{apiVersion}/connect/communities/
 * {communityId}/seo/properties/{recordId} answers.
 */
export interface SeoProperties {
  recordId: string;
  title: string;
  description: string;
  /** Open Graph image: a site path (the page makes it absolute). */
  imageUrl: string;
  imageAlt: string;
  /** The canonical path of the record's page. */
  canonicalPath: string;
}

export const SEO_FIELDS = ['title', 'description', 'imageUrl', 'imageAlt', 'canonicalPath'] as const;
export type SeoField = (typeof SEO_FIELDS)[number];

export function seoCacheKey(recordId: string): string {
  return `seo:properties:${recordId}`;
}

export function productPath(id: string): string {
  return `/products/detail/?id=${encodeURIComponent(id)}`;
}

/**
 * Reads a record's SEO properties through the shared cache (memory or Redis), kept 1 hour.
 * Unknown records are not cached, so guessing ids cannot fill the cache.
 */
export async function getSeoProperties(db: DbConn, deps: Pick<Services, 'cache' | 'invalidation'>, recordId: string): Promise<SeoProperties | null> {
  const key = seoCacheKey(recordId);
  const hit = await deps.cache.get(key);
  if (hit !== undefined) {
    try {
      return JSON.parse(hit) as SeoProperties;
    } catch {
      // A damaged entry is read again from the database below.
    }
  }
  const epoch = deps.invalidation.epoch;
  const row = await db
    .selectFrom('products')
    .select(['id', 'name', 'summary', 'seo_title', 'seo_description', 'thumbnail_url'])
    .where('id', '=', recordId)
    .where(liveWhere('products', 'is_active', new Date().toISOString()))
    .executeTakeFirst();
  if (!row) return null;
  const properties: SeoProperties = {
    recordId: row.id,
    title: row.seo_title ?? row.name,
    description: row.seo_description ?? row.summary,
    imageUrl: row.thumbnail_url,
    imageAlt: row.name,
    canonicalPath: productPath(row.id),
  };
  // Tagged with the back-office topic: a product edit drops it on every instance (issue 15).
  if (deps.invalidation.unchangedSince(epoch)) await deps.cache.set(key, JSON.stringify(properties), SEO_CACHE_TTL_MS, [CONTENT_TOPIC]);
  return properties;
}
