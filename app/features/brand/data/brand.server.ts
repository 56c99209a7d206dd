import { type ContentKind, liveWhere, metaOf, notDeletedWhere, type PublishWrite, stateWhere, textSearchWhere } from '#app/staff-kit/data/content-kit.server';
import type { StateFilter } from '#app/staff-kit/content-state';
import { siteRoute } from '#app/config/site-routes';
import { staffLinkHref } from '#app/lib/site-link';
import { parseLinkRef } from '#app/lib/link-ref';
import type { DbConn } from '#server/platform/db/database';
import type { BrandPageRow } from '#server/platform/db/schema/legal-and-brand';
import { storeMediaPhoto } from '#server/platform/media/photos';
import type { ObjectStore } from '#server/platform/storage/object-store';
import { BRAND_PAGE_IDS, type BrandPage, type BrandSection } from '../brand-types';
import type { BrandPageSaveInput } from '../schemas';

/**
 * The brand pages as back-office content (issue 15 item 7; docs/decisions/044-legal-and-brand-pages.md):
 * one row per page, keyed by the site route that shows it. The pages themselves are routes, so
 * staff edit, publish and unpublish them but never create new ones.
 */
export const BRAND_PAGE_KIND: ContentKind = { type: 'brand-page', table: 'brand_pages', flag: 'is_published', capability: 'content', notFound: '브랜드 페이지를 찾을 수 없습니다.' };

function brandPageOf(row: BrandPageRow): BrandPage {
  return {
    routeId: row.id,
    image: { key: row.image_key, alt: row.image_alt },
    lead: row.lead,
    sections: JSON.parse(row.sections_json) as BrandSection[],
    ...(row.cta_label !== '' && row.cta_href !== '' && { cta: { label: row.cta_label, href: row.cta_href } }),
  };
}

/** The page guests see (live), or with `preview` the page as saved (never a deleted one). */
export async function readBrandPage(db: DbConn, id: string, preview: boolean): Promise<BrandPage | null> {
  const row = await db
    .selectFrom('brand_pages')
    .selectAll()
    .where('id', '=', id)
    .where(preview ? notDeletedWhere('brand_pages') : liveWhere('brand_pages', 'is_published', new Date().toISOString()))
    .executeTakeFirst();
  if (!row) return null;
  const page = brandPageOf(row);
  // A button stored before the staff-link rule, with a link that leaves the site, is not shown
  // (nor sent to the browser in the page's data); the editor still shows it to be corrected.
  // A picked item (`ref:…`) is resolved by the page's loader.
  if (page.cta && parseLinkRef(page.cta.href) === null && staffLinkHref(page.cta.href, 'site') === null) delete page.cta;
  return page;
}

export const BRAND_PAGE_SORTS = [
  { value: 'route', label: '메뉴 순서' },
  { value: 'updated', label: '최근 수정 순' },
] as const;

/** The staff list: every brand page with its state, in the site's menu order. */
export async function listStaffBrandPages(db: DbConn, query: { q: string; state: StateFilter; sort: string }) {
  const now = new Date().toISOString();
  let base = db.selectFrom('brand_pages').where(stateWhere('brand_pages', 'is_published', query.state, now));
  const search = textSearchWhere('brand_pages', ['lead', 'sections_json'], query.q);
  if (search) base = base.where(search);
  const rows = await base.select(['id', 'lead', 'is_published', 'publish_at', 'deleted_at', 'version', 'updated_at']).orderBy('updated_at', 'desc').orderBy('id').execute();
  // A handful of rows: the menu order is the order of BRAND_PAGE_IDS (the site's menu).
  const menuIndex = (id: string) => (BRAND_PAGE_IDS as readonly string[]).indexOf(id);
  if (query.sort !== 'updated') rows.sort((a, b) => menuIndex(a.id) - menuIndex(b.id));
  return rows.map((r) => ({ meta: metaOf(r, r.is_published), title: siteRoute(r.id).label, path: siteRoute(r.id).path, lead: r.lead }));
}

export async function getStaffBrandPage(db: DbConn, id: string) {
  const row = await db.selectFrom('brand_pages').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return null;
  return { meta: metaOf(row, row.is_published), page: brandPageOf(row), title: siteRoute(row.id).label, path: siteRoute(row.id).path };
}

/** The edit of a page (its row exists: the seed or an earlier save made it); answers the storage keys written. */
export async function writeBrandPage(db: DbConn, storage: ObjectStore, id: string, publish: PublishWrite | null, now: string, input: BrandPageSaveInput): Promise<string[]> {
  const stored: string[] = [];
  let imageKey: string | undefined;
  if (input.image) {
    // A pipeline photo as CMS media: `bimg-…` under `cms/brand/`.
    const photo = await storeMediaPhoto(db, storage, input.image, { keyPrefix: 'bimg', folder: 'cms/brand', alt: input.imageAlt, now });
    stored.push(photo.storageKey);
    imageKey = photo.contentKey;
  }
  await db
    .updateTable('brand_pages')
    .set({
      lead: input.lead,
      image_alt: input.imageAlt,
      sections_json: JSON.stringify(input.sections),
      cta_label: input.ctaLabel,
      cta_href: input.ctaHref,
      updated_at: now,
      ...(imageKey && { image_key: imageKey }),
      ...(publish && { is_published: publish.published ? 1 : 0, publish_at: publish.publishAt }),
    })
    .where('id', '=', id)
    .execute();
  return stored;
}

/** Inserts a page (the seed, once per page). */
export async function insertBrandPage(db: DbConn, page: BrandPage, now: string): Promise<void> {
  await db
    .insertInto('brand_pages')
    .values({
      id: page.routeId,
      lead: page.lead,
      image_key: page.image.key,
      image_alt: page.image.alt,
      sections_json: JSON.stringify(page.sections),
      cta_label: page.cta?.label ?? '',
      cta_href: page.cta?.href ?? '',
      is_published: 1,
      publish_at: null,
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}
