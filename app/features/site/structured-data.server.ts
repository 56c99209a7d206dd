import type { AppLoadContext } from 'react-router';
import { href } from '#app/config/href';
import { siteUrl } from '#app/lib/site-url';
import { absoluteUrl, organization, type SiteIdentity, webSite } from '#app/lib/structured-data';
import { siteOrigin } from '#server/platform/origin/site-origin';
import { getSiteSettings } from './data/site-config.server';

/**
 * What a page loader needs to write its schema.org data (issue 25, docs/decisions/051-search-engines.md): the
 * site's origin (PUBLIC_ORIGIN, never an unlisted Host: these pages are cached for every guest),
 * the brand as the site's identity, and absolute URLs of site paths.
 */
export interface StructuredSite {
  origin: string;
  identity: SiteIdentity;
  /** A site path (no base path) as an absolute URL. */
  url: (path: string) => string;
  /** The requested page's own absolute URL (path and query). */
  pageUrl: string;
}

export function structuredSite(context: AppLoadContext, request: Request, brand: string): StructuredSite {
  const origin = siteOrigin(context.services.env, request);
  const url = (path: string) => absoluteUrl(origin, siteUrl(path));
  const requested = new URL(request.url);
  return {
    origin,
    identity: { name: brand, url: url(href('home')), logo: url('/favicon.svg') },
    url,
    pageUrl: absoluteUrl(origin, requested.pathname + requested.search),
  };
}

/** The same, reading the brand from the (cached) site settings. */
export async function loadStructuredSite(context: AppLoadContext, request: Request): Promise<StructuredSite> {
  const settings = await getSiteSettings(context.services.db.kysely, context.services);
  return structuredSite(context, request, settings.brandName);
}

/** The home page's Organization and WebSite (with the site search as its SearchAction). */
export function homeStructuredData(site: StructuredSite) {
  return [organization(site.identity), webSite(site.identity, site.url(href('search')))];
}
