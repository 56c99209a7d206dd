import { dailyGrams } from '#app/features/catalogue/daily-grams';
import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import type { DbConn } from '#server/platform/db/database';
import type { Database } from '#server/platform/db/schema/database';
import type { LifeStage, ProductRow, ProductSpecies } from '#server/platform/db/schema/products';
import { clampPage, totalPages } from '#app/ui/paginator/paginator';
import { activeProductById } from './catalogue.server';
import { feedSpecies, type FormFilter, PRODUCTS_PER_PAGE, type ProductFilters, SIZES, type SizeFilter, STAGES, type StageFilter } from '../product-filters';
import type { ProductDetail, ProductSummary } from '../product-types';
import { liveWhere } from '#app/staff-kit/data/content-kit.server';
import { isShopCode, shopLabel } from '../purchase-links';
import { shownPurchaseLinks } from './purchase-links.server';

const parseJson = <T>(text: string, fallback: T): T => {
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
};

export function toProductSummary(row: ProductRow): ProductSummary {
  return {
    Id: row.id,
    Name: row.name,
    ThumbnailImageUrl__c: row.thumbnail_url,
    Species__c: row.species,
    LifeStage: row.life_stage,
    Size: row.size,
    Form: row.form,
    InternalCodes: row.internal_codes === '' ? [] : row.internal_codes.split(',').map(Number),
    PackageGrams: row.package_grams,
    Price: row.price,
    DiscountRate: row.discount_rate,
    Summary: row.summary,
    IsVet: row.is_vet === 1,
    PurchaseLink: row.purchase_link_id && row.purchase_shop && isShopCode(row.purchase_shop) ? { id: row.purchase_link_id, label: shopLabel(row.purchase_shop, row.purchase_shop_name, 'short') } : null,
  };
}

function toProductDetail(row: ProductRow): ProductDetail {
  return {
    ...toProductSummary(row),
    Description: row.description,
    Benefits: parseJson<string[]>(row.benefits_json, []),
    Ingredients: row.ingredients,
    Analysis: parseJson<{ label: string; value: string }[]>(row.analysis_json, []),
    KcalPerKg: row.kcal_per_kg,
    SeoTitle: row.seo_title ?? row.name,
    SeoDescription: row.seo_description ?? row.summary,
    Images: [],
    PurchaseLinks: [],
  };
}

/** A product guests may see, with its photos and purchase links (preview: as staff saved it, published or not). Three queries. */
export async function getProduct(db: DbConn, id: string, options: { preview?: boolean } = {}): Promise<ProductDetail | null> {
  const row = options.preview ? await db.selectFrom('products').selectAll().where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst() : await activeProductById(db, id);
  if (!row) return null;
  const [images, links] = await Promise.all([
    db.selectFrom('product_images').select(['content_key', 'alt_text', 'width', 'height']).where('product_id', '=', id).orderBy('sort_order').orderBy('created_at').execute(),
    shownPurchaseLinks(db, id),
  ]);
  return {
    ...toProductDetail(row),
    Images: images.map((i) => ({ url: `/cms/delivery/media/${i.content_key}`, alt: i.alt_text, width: i.width, height: i.height })),
    PurchaseLinks: links.map((l) => ({ id: l.id, label: l.label })),
  };
}

/** Active products carrying any of the internal codes (SPEC 9.8), in catalogue order: one query. */
export async function productsByCodes(db: DbConn, codes: readonly number[], limit = 12): Promise<ProductSummary[]> {
  if (codes.length === 0) return [];
  const rows = await db
    .selectFrom('products')
    .selectAll()
    .where(liveWhere('products', 'is_active', new Date().toISOString()))
    .where('id', 'in', (eb) => eb.selectFrom('product_codes').select('product_id').where('code', 'in', [...codes]))
    .orderBy('sort_order')
    .limit(limit)
    .execute();
  return rows.map(toProductSummary);
}

// --- Product list (/products/Product2) ----------------------------------------------------------

type Facet = 'species' | 'stage' | 'size' | 'form' | 'codes';

const STAGE_VALUES: Record<StageFilter, LifeStage[]> = {
  young: ['puppy', 'kitten', 'all'],
  adult: ['adult', 'all'],
  senior: ['senior', 'all'],
};

/** The WHERE of a list: the feed and every facet, except the one being counted. */
function listFilter(eb: ExpressionBuilder<Database, 'products'>, filters: ProductFilters, except?: Facet): Expression<SqlBool> {
  const parts: Expression<SqlBool>[] = [liveWhere('products', 'is_active', new Date().toISOString())];
  if (filters.feed === 'vet') parts.push(eb('products.is_vet', '=', 1));
  if (filters.feed === 'sale') parts.push(eb('products.discount_rate', '>', 0));
  // A dog or cat feed fixes the species; only the species facet of the other feeds is counted.
  const species = feedSpecies(filters.feed) ?? (except === 'species' ? undefined : filters.species);
  if (species) parts.push(eb('products.species', '=', species));
  if (filters.stage && except !== 'stage') parts.push(eb('products.life_stage', 'in', STAGE_VALUES[filters.stage]));
  if (filters.size && except !== 'size') {
    parts.push(eb('products.species', '=', 'Dog'));
    parts.push(eb('products.size', 'in', [filters.size, 'all']));
  }
  if (filters.form && except !== 'form') parts.push(eb('products.form', '=', filters.form));
  if (filters.codes.length > 0 && except !== 'codes') {
    parts.push(eb('products.id', 'in', eb.selectFrom('product_codes').select('product_codes.product_id').where('product_codes.code', 'in', filters.codes)));
  }
  return eb.and(parts);
}

export interface FacetCounts {
  /** Products of the list as filtered. */
  total: number;
  species: Record<ProductSpecies, number>;
  stage: Record<StageFilter, number>;
  size: Record<SizeFilter, number>;
  form: Record<FormFilter, number>;
  /** Products carrying each internal code. */
  codes: Record<number, number>;
}

/**
 * Every count the filter panel shows, in one query (UNION ALL of grouped counts). Each facet is
 * counted with all the other filters applied, so a count says what choosing that value gives.
 */
export async function countFacets(db: DbConn, filters: ProductFilters): Promise<FacetCounts> {
  const count = sql<number>`count(*)`;
  // One grouped count per facet, each ignoring its own filter: its options show what choosing them would give.
  const grouped = (facet: 'species' | 'stage' | 'form', column: 'products.species' | 'products.life_stage' | 'products.form') =>
    db
      .selectFrom('products')
      .where((eb) => listFilter(eb, filters, facet))
      .select([sql<string>`${sql.lit(facet)}`.as('facet'), sql<string>`${sql.ref(column)}`.as('value'), count.as('n')])
      .groupBy(column);
  const rows = await db
    .selectFrom('products')
    .where((eb) => listFilter(eb, filters))
    .select([sql<string>`'total'`.as('facet'), sql<string>`''`.as('value'), count.as('n')])
    .unionAll(grouped('species', 'products.species'))
    .unionAll(grouped('stage', 'products.life_stage'))
    .unionAll(
      db
        .selectFrom('products')
        .where((eb) => eb.and([listFilter(eb, filters, 'size'), eb('products.species', '=', 'Dog')]))
        .select([sql<string>`'size'`.as('facet'), 'products.size as value', count.as('n')])
        .groupBy('products.size'),
    )
    .unionAll(grouped('form', 'products.form'))
    .unionAll(
      db
        .selectFrom('product_codes')
        .innerJoin('products', 'products.id', 'product_codes.product_id')
        .where((eb) => listFilter(eb as unknown as ExpressionBuilder<Database, 'products'>, filters, 'codes'))
        .select([sql<string>`'codes'`.as('facet'), sql<string>`cast(product_codes.code as text)`.as('value'), count.as('n')])
        .groupBy('product_codes.code'),
    )
    .execute();

  const counts: FacetCounts = {
    total: 0,
    species: { Dog: 0, Cat: 0 },
    stage: { young: 0, adult: 0, senior: 0 },
    size: { small: 0, medium: 0, large: 0 },
    form: { dry: 0, wet: 0 },
    codes: {},
  };
  for (const row of rows) {
    const n = Number(row.n);
    switch (row.facet) {
      case 'total':
        counts.total = n;
        break;
      case 'species':
        if (row.value === 'Dog' || row.value === 'Cat') counts.species[row.value] += n;
        break;
      case 'stage':
        for (const stage of STAGES) if (STAGE_VALUES[stage].includes(row.value as LifeStage)) counts.stage[stage] += n;
        break;
      case 'size':
        for (const size of SIZES) if (row.value === size || row.value === 'all') counts.size[size] += n;
        break;
      case 'form':
        if (row.value === 'dry' || row.value === 'wet') counts.form[row.value] += n;
        break;
      case 'codes':
        counts.codes[Number(row.value)] = n;
        break;
    }
  }
  return counts;
}

export interface ProductListItem extends ProductSummary {
  /** Whether the signed-in member has bookmarked it (always false for guests). */
  Bookmarked: boolean;
}

export interface ProductListPage {
  items: ProductListItem[];
  counts: FacetCounts;
  /** The page shown, clamped to the pages that exist (SPEC 4.5). */
  page: number;
  perPage: number;
}

/**
 * A page of the product list with its counts: always two queries, whatever the page size
 * (the counts, then the page with each product's bookmark flag joined in).
 */
export async function listProducts(
  db: DbConn,
  filters: ProductFilters,
  options: { memberId?: string | undefined; perPage?: number } = {},
): Promise<ProductListPage> {
  const perPage = options.perPage ?? PRODUCTS_PER_PAGE;
  const counts = await countFacets(db, filters);
  const page = clampPage(filters.page, totalPages(counts.total, perPage));
  let query = db
    .selectFrom('products')
    .leftJoin('bookmarks', (join) => join.onRef('bookmarks.product_id', '=', 'products.id').on('bookmarks.member_id', '=', options.memberId ?? ''))
    .selectAll('products')
    .select('bookmarks.created_at as bookmarked_at')
    .where((eb) => listFilter(eb as unknown as ExpressionBuilder<Database, 'products'>, filters));
  const salePriceOrder = sql<number>`products.price * (100 - products.discount_rate)`;
  switch (filters.sort) {
    case 'priceLow':
      query = query.orderBy(salePriceOrder, 'asc');
      break;
    case 'priceHigh':
      query = query.orderBy(salePriceOrder, 'desc');
      break;
    case 'name':
      query = query.orderBy('products.name', 'asc');
      break;
    case 'recommended':
      break;
  }
  const rows = await query
    .orderBy('products.sort_order', 'asc')
    .orderBy('products.id', 'asc')
    .limit(perPage)
    .offset((page - 1) * perPage)
    .execute();
  return {
    items: rows.map((row) => ({ ...toProductSummary(row), Bookmarked: row.bookmarked_at !== null })),
    counts,
    page,
    perPage,
  };
}

/**
 * Products to show beside one: same species, those sharing one of its health codes first, then
 * catalogue order. One query.
 */
export async function relatedProducts(db: DbConn, product: ProductSummary, limit = 4): Promise<ProductSummary[]> {
  const codes = product.InternalCodes.length > 0 ? product.InternalCodes : [-1];
  const rows = await db
    .selectFrom('products')
    .selectAll()
    .where(liveWhere('products', 'is_active', new Date().toISOString()))
    .where('species', '=', product.Species__c)
    .where('id', '!=', product.Id)
    .orderBy(
      (eb) =>
        eb
          .case()
          .when('id', 'in', eb.selectFrom('product_codes').select('product_id').where('code', 'in', codes))
          .then(0)
          .else(1)
          .end(),
      'asc',
    )
    .orderBy('sort_order', 'asc')
    .limit(limit)
    .execute();
  return rows.map(toProductSummary);
}

/** Products picked for a home widget: named ids in their given order, else a species/code selection. */
export async function featuredProducts(
  db: DbConn,
  pick: { productIds?: readonly string[] | undefined; species?: ProductSpecies | undefined; codes?: readonly number[] | undefined; limit: number },
): Promise<ProductSummary[]> {
  let query = db.selectFrom('products').selectAll().where(liveWhere('products', 'is_active', new Date().toISOString()));
  if (pick.productIds && pick.productIds.length > 0) {
    query = query.where('id', 'in', [...pick.productIds]);
  } else {
    if (pick.species) query = query.where('species', '=', pick.species);
    if (pick.codes && pick.codes.length > 0) {
      const codes = [...pick.codes];
      query = query.where('id', 'in', (eb) => eb.selectFrom('product_codes').select('product_id').where('code', 'in', codes));
    }
  }
  const rows = await query
    .orderBy('sort_order')
    .limit(pick.productIds && pick.productIds.length > 0 ? pick.productIds.length : pick.limit)
    .execute();
  const products = rows.map(toProductSummary);
  if (pick.productIds && pick.productIds.length > 0) {
    const order = new Map(pick.productIds.map((id, i) => [id, i]));
    products.sort((a, b) => (order.get(a.Id) ?? 0) - (order.get(b.Id) ?? 0));
    return products.slice(0, pick.limit);
  }
  return products;
}

// --- Feeding guide (product detail) --------------------------------------------------------------

export interface FeedingGuide {
  /** 'health': the health programs' daily gram table (SPEC 9.9) scaled to the feed; 'product': the product's own. */
  source: 'health' | 'product';
  rows: { weightG: number; grams: number }[];
}

/** Weights shown in a feeding guide, per species (kg). */
const GUIDE_WEIGHTS = { dog: [2, 5, 10, 15, 20, 30, 40], cat: [2, 3, 4, 5, 6, 8] } as const;

/**
 * Grams a day by weight: from the health programs' daily gram table (SPEC 9.9, the "체중 유지"
 * column, scaled by this feed's energy density) for dry feeds; wet feeds and treats keep the
 * product's own table, since the gram table is written for dry food.
 */
export async function getFeedingGuide(db: DbConn, product: ProductDetail): Promise<FeedingGuide | null> {
  const species = product.Species__c === 'Dog' ? 'dog' : 'cat';
  if (product.Form === 'dry' && product.KcalPerKg > 0 && product.PackageGrams >= 1000) {
    return {
      source: 'health',
      rows: GUIDE_WEIGHTS[species].map((kg) => ({
        weightG: kg * 1000,
        // A grown pet of normal activity at its ideal weight: the "체중 유지" column.
        grams: dailyGrams({ species, weightKg: kg, stage: 'adult', activity: 'normal', neutered: false }, product.KcalPerKg).grams,
      })),
    };
  }
  const own = await db.selectFrom('product_feeding_rows').selectAll().where('product_id', '=', product.Id).orderBy('weight_g').execute();
  if (own.length === 0) return null;
  return { source: 'product', rows: own.map((r) => ({ weightG: r.weight_g, grams: r.grams_per_day })) };
}

/** Active products of a species with their energy density (feeding calculator, finder, daily portion tool). One query. */
export async function activeProductsOfSpecies(db: DbConn, species: ProductSpecies): Promise<ProductDetail[]> {
  const rows = await db
    .selectFrom('products')
    .selectAll()
    .where(liveWhere('products', 'is_active', new Date().toISOString()))
    .where('species', '=', species)
    .orderBy('sort_order')
    .execute();
  return rows.map(toProductDetail);
}

/**
 * The products as other features' SQL may join them (issue 23: one owner per table): a read model
 * catalogue publishes — `.innerJoin(productsForJoin(db).as('p'), 'p.id', 'c.product_id')` — so a
 * trial, review or coupon list can show, sort and search by a product's name without naming the
 * table. Deleted and inactive products are included: a past trial still shows what it was for.
 */
export function productsForJoin(db: DbConn) {
  return db.selectFrom('products').select(['id', 'name', 'species', 'thumbnail_url', 'is_active', 'deleted_at']);
}

/** The products staff may pick for a campaign or the home page (not deleted), by name. */
export function productChoices(db: DbConn, limit: number) {
  return db.selectFrom('products').select(['id', 'name', 'is_active']).where('deleted_at', 'is', null).orderBy('name').orderBy('id').limit(limit).execute();
}

/** Which of these product ids exist and are not deleted. */
export async function existingProductIds(db: DbConn, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  return new Set((await db.selectFrom('products').select('id').where('id', 'in', ids).where('deleted_at', 'is', null).execute()).map((r) => r.id));
}
