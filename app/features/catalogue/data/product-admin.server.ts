import { type ContentKind, metaOf, type PublishWrite, stateWhere, textSearchWhere } from '#app/staff-kit/data/content-kit.server';
import type { StateFilter } from '#app/staff-kit/content-state';
import type { DbConn } from '#server/platform/db/database';
import type { ObjectStore } from '#server/platform/storage/object-store';
import { storeMediaPhoto } from '#server/platform/media/photos';
import { sortCodes } from '../internal-codes';
import type { ProductSaveInput } from '../schemas';
import { syncProductSearch } from './search-document.server';
import { staffPurchaseLinks, writePurchaseLinks } from './purchase-links.server';
import { clampPage, totalPages } from '#app/ui/paginator/paginator';

/**
 * The back-office side of the catalogue (issue 15 item 1): the staff list of products, the
 * editor's record, the writes of a product with its internal codes and its photos (CMS media
 * made by the image pipeline, the first one the thumbnail).
 */

export const PRODUCT_KIND: ContentKind = {
  type: 'product',
  table: 'products',
  flag: 'is_active',
  capability: 'content',
  notFound: '상품을 찾을 수 없습니다.',
  sync: syncProductSearch,
  guard: (db, ids, change) => (change === 'publish' ? productPublishGaps(db, ids) : Promise.resolve(null)),
};

function parse<T>(text: string, fallback: T): T {
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

/**
 * What a live product must have beyond a save's required fields: the photo its card and page
 * show and the analysis table of its page. Checked when it is published (alone or in bulk) and
 * when a live product is saved; a draft may lack them.
 */
async function productPublishGaps(db: DbConn, ids: readonly string[]): Promise<string | null> {
  const rows = await db.selectFrom('products').select(['name', 'thumbnail_url', 'analysis_json']).where('id', 'in', [...ids]).orderBy('name').execute();
  const gaps = rows.flatMap((r) => {
    const missing = [r.thumbnail_url === '' ? '사진' : null, parse<unknown[]>(r.analysis_json, []).length === 0 ? '성분 분석' : null].filter((m) => m !== null);
    return missing.length > 0 ? [`${r.name}(${missing.join(', ')})`] : [];
  });
  return gaps.length === 0 ? null : `사진과 성분 분석이 있어야 게시할 수 있습니다. 채워 주세요: ${gaps.join(', ')}`;
}

export const PRODUCT_SORTS = [
  { value: 'updated', label: '최근 수정 순' },
  { value: 'order', label: '노출 순서' },
  { value: 'name', label: '상품명 순' },
  { value: 'price', label: '가격 낮은 순' },
] as const;

export interface ProductListQuery {
  q: string;
  state: StateFilter;
  sort: string;
  page: number;
  species?: string | null;
  form?: string | null;
}

/** The staff list: two queries (count, page) whatever the catalogue's size. */
export async function listStaffProducts(db: DbConn, query: ProductListQuery, perPage = 20) {
  const now = new Date();
  let base = db.selectFrom('products').where(stateWhere('products', 'is_active', query.state, now.toISOString()));
  const search = textSearchWhere('products', ['name', 'summary', 'internal_codes'], query.q);
  if (search) base = base.where(search);
  if (query.species === 'Dog' || query.species === 'Cat') base = base.where('species', '=', query.species);
  if (query.form === 'dry' || query.form === 'wet') base = base.where('form', '=', query.form);
  const total = Number((await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst())?.n ?? 0);
  const page = clampPage(query.page, totalPages(total, perPage));
  let rows = base.select(['id', 'name', 'species', 'form', 'price', 'discount_rate', 'thumbnail_url', 'internal_codes', 'is_vet', 'is_active', 'publish_at', 'deleted_at', 'version', 'updated_at']);
  if (query.sort === 'order') rows = rows.orderBy('sort_order');
  else if (query.sort === 'name') rows = rows.orderBy('name');
  else if (query.sort === 'price') rows = rows.orderBy('price');
  else rows = rows.orderBy('updated_at', 'desc');
  const list = await rows.orderBy('id').limit(perPage).offset((page - 1) * perPage).execute();
  return {
    rows: list.map((r) => ({
      meta: metaOf(r, r.is_active, now),
      name: r.name,
      species: r.species,
      form: r.form,
      price: r.price,
      discountRate: r.discount_rate,
      thumbnail: r.thumbnail_url,
      codes: r.internal_codes,
      isVet: r.is_vet === 1,
    })),
    total,
    page,
    perPage,
  };
}

export interface StaffProductImage {
  id: string;
  url: string;
  alt: string;
  width: number;
  height: number;
  sortOrder: number;
}

async function productImages(db: DbConn, productId: string): Promise<StaffProductImage[]> {
  const rows = await db.selectFrom('product_images').selectAll().where('product_id', '=', productId).orderBy('sort_order').orderBy('created_at').execute();
  return rows.map((r) => ({ id: r.id, url: `/cms/delivery/media/${r.content_key}`, alt: r.alt_text, width: r.width, height: r.height, sortOrder: r.sort_order }));
}

export async function getStaffProduct(db: DbConn, id: string) {
  const row = await db.selectFrom('products').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return null;
  return {
    meta: metaOf(row, row.is_active),
    name: row.name,
    species: row.species,
    lifeStage: row.life_stage,
    size: row.size,
    form: row.form,
    packageGrams: row.package_grams,
    price: row.price,
    discountRate: row.discount_rate,
    codes: row.internal_codes === '' ? [] : row.internal_codes.split(',').map(Number),
    kcalPerKg: row.kcal_per_kg,
    summary: row.summary,
    description: row.description,
    benefits: parse<string[]>(row.benefits_json, []),
    ingredients: row.ingredients,
    analysis: parse<{ label: string; value: string }[]>(row.analysis_json, []),
    isVet: row.is_vet === 1,
    sortOrder: row.sort_order,
    seoTitle: row.seo_title ?? '',
    seoDescription: row.seo_description ?? '',
    thumbnail: row.thumbnail_url,
    images: await productImages(db, id),
    purchaseLinks: await staffPurchaseLinks(db, id),
  };
}

/** The photos of a save: which of the kept ones belong to the product (the others are not its). */
export async function foreignImage(db: DbConn, productId: string | undefined, input: ProductSaveInput): Promise<string | null> {
  if (input.images.length === 0) return null;
  const own = new Set(productId ? (await db.selectFrom('product_images').select('id').where('product_id', '=', productId).execute()).map((r) => r.id) : []);
  return input.images.find((i) => !own.has(i.id))?.id ?? null;
}

/**
 * Writes a product, its codes and its photos in the caller's transaction. New photos are stored
 * (original and variants) under `cms/products/{id}/` and become CMS media; photos left out of
 * the form are removed from the gallery. The thumbnail is the first photo (kept as it was when
 * the product has none, e.g. a drawn packshot).
 */
export async function writeProduct(db: DbConn, storage: ObjectStore, id: string, mode: 'insert' | 'update', publish: PublishWrite | null, now: string, input: ProductSaveInput): Promise<string[]> {
  const codes = sortCodes(input.codes);
  const values = {
    name: input.name,
    species: input.species,
    life_stage: input.lifeStage,
    size: input.size,
    form: input.form,
    internal_codes: codes.join(','),
    package_grams: input.packageGrams,
    price: input.price,
    discount_rate: input.discountRate,
    summary: input.summary,
    description: input.description,
    benefits_json: JSON.stringify(input.benefits),
    ingredients: input.ingredients,
    analysis_json: JSON.stringify(input.analysis),
    kcal_per_kg: input.kcalPerKg,
    is_vet: input.isVet ? 1 : 0,
    sort_order: input.sortOrder,
    seo_title: input.seoTitle || null,
    seo_description: input.seoDescription || null,
    updated_at: now,
    ...(publish && { is_active: publish.published ? 1 : 0, publish_at: publish.publishAt }),
  };
  if (mode === 'insert') await db.insertInto('products').values({ id, ...values, is_active: publish?.published ? 1 : 0, thumbnail_url: '', created_at: now }).execute();
  else await db.updateTable('products').set(values).where('id', '=', id).execute();
  await db.deleteFrom('product_codes').where('product_id', '=', id).execute();
  await writePurchaseLinks(db, id, input.purchaseLinks, now);
  if (codes.length > 0) await db.insertInto('product_codes').values(codes.map((code) => ({ product_id: id, code }))).execute();

  // Photos: kept ones get their alt text and order, the rest leave the gallery, new ones are stored.
  const kept = new Set(input.images.map((i) => i.id));
  const former = (await db.selectFrom('product_images').select('content_key').where('product_id', '=', id).execute()).map((r) => r.content_key);
  await db.deleteFrom('product_images').where('product_id', '=', id).$if(kept.size > 0, (q) => q.where('id', 'not in', [...kept])).execute();
  for (const image of input.images) await db.updateTable('product_images').set({ alt_text: image.alt, sort_order: image.sortOrder }).where('id', '=', image.id).execute();
  const last = await db.selectFrom('product_images').select((eb) => eb.fn.max('sort_order').as('n')).where('product_id', '=', id).executeTakeFirst();
  let order = Number(last?.n ?? 0);
  const stored: string[] = [];
  for (const upload of input.uploads) {
    const { id: imageId, contentKey, storageKey } = await storeMediaPhoto(db, storage, upload.image, { keyPrefix: 'pimg', folder: `cms/products/${id}`, alt: upload.alt, now });
    stored.push(storageKey);
    order += 1;
    await db.insertInto('product_images').values({ id: imageId, product_id: id, content_key: contentKey, alt_text: upload.alt, width: upload.image.width, height: upload.image.height, sort_order: order, created_at: now }).execute();
  }
  const first = await db.selectFrom('product_images').select('content_key').where('product_id', '=', id).orderBy('sort_order').orderBy('created_at').executeTakeFirst();
  if (first) await db.updateTable('products').set({ thumbnail_url: `/cms/delivery/media/${first.content_key}` }).where('id', '=', id).execute();
  // The last gallery photo removed: the card's photo was one of them, so it goes too (a demo pack shot, not in the gallery, stays).
  else if (former.length > 0) await db.updateTable('products').set({ thumbnail_url: '' }).where('id', '=', id).where('thumbnail_url', 'in', former.map((key) => `/cms/delivery/media/${key}`)).execute();
  return stored;
}

/** A readable id for a new product. */
export function newProductId(): string {
  return `p-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;
}
