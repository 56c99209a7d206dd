import type { ProductSpecies } from '#server/platform/db/schema/products';
import { normalisePage } from '#app/ui/paginator/paginator';
import { CODE_ORDER, internalCode, sortCodes } from './internal-codes';
import { speciesLabel } from '#app/features/pets/species';
import { href } from '#app/config/href';

/**
 * The product list's filters as they live in the URL (/products/Product2?feed=…&code=…), so a
 * filtered list can be linked, shared, reloaded and paged without JavaScript.
 *
 * Named feeds (`feed={filterName}`, SPEC 2.1; default fullList):
 * - fullList: every feed on sale
 * - dog, cat: feeds for dogs / for cats
 * - vet: veterinary diets (수의사 처방식)
 * - sale: feeds on discount
 * Facets narrow a feed: species=Dog|Cat, stage=young|adult|senior, size=small|medium|large
 * (dogs), form=dry|wet, code={InternalCode} (one or more, SPEC 9.8), plus sort and page.
 */

export const FEEDS = ['fullList', 'dog', 'cat', 'vet', 'sale'] as const;
export type FeedName = (typeof FEEDS)[number];
const DEFAULT_FEED: FeedName = 'fullList';
export const FEED_LABEL: Record<FeedName, string> = {
  fullList: '전체',
  dog: speciesLabel('dog'),
  cat: speciesLabel('cat'),
  vet: '수의사 처방식',
  sale: '할인 중',
};

export const SORTS = ['recommended', 'priceLow', 'priceHigh', 'name'] as const;
export type SortName = (typeof SORTS)[number];
export const SORT_LABEL: Record<SortName, string> = {
  recommended: '추천순',
  priceLow: '낮은 가격순',
  priceHigh: '높은 가격순',
  name: '이름순',
};

/** Life-stage filter values; a product for every age ('all') matches each of them. */
export const STAGES = ['young', 'adult', 'senior'] as const;
export type StageFilter = (typeof STAGES)[number];
const STAGE_FILTER_LABEL: Record<StageFilter, { Dog: string; Cat: string; both: string }> = {
  young: { Dog: '퍼피', Cat: '키튼', both: '퍼피·키튼' },
  adult: { Dog: '어덜트', Cat: '어덜트', both: '어덜트' },
  senior: { Dog: '시니어 (7세 이상)', Cat: '시니어 (7세 이상)', both: '시니어 (7세 이상)' },
};

/** Dog sizes; choosing one narrows the list to dogs. Products for every size match each. */
export const SIZES = ['small', 'medium', 'large'] as const;
export type SizeFilter = (typeof SIZES)[number];
export const SIZE_LABEL: Record<SizeFilter, string> = { small: '소형견', medium: '중형견', large: '중대형견' };

export const FORMS = ['dry', 'wet'] as const;
export type FormFilter = (typeof FORMS)[number];
export const FORM_LABEL: Record<FormFilter, string> = { dry: '건식', wet: '습식·간식' };


/** Products per page of the list. */
export const PRODUCTS_PER_PAGE = 12;
export const PRODUCT_LIST_PATH = href('product-list');

export interface ProductFilters {
  feed: FeedName;
  species?: ProductSpecies;
  stage?: StageFilter;
  size?: SizeFilter;
  form?: FormFilter;
  /** Internal codes, in display order; a product matches when it carries any of them. */
  codes: number[];
  sort: SortName;
  page: number;
}

function oneOf<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return value !== null && (values as readonly string[]).includes(value) ? (value as T) : undefined;
}

/** The species a feed implies, if any. */
export function feedSpecies(feed: FeedName): ProductSpecies | undefined {
  return feed === 'dog' ? 'Dog' : feed === 'cat' ? 'Cat' : undefined;
}

/**
 * Reads the filters from a query string. Anything unknown is ignored rather than refused: old
 * and hand-typed links still show a sensible list. Contradictions are resolved the way a
 * shopper would expect: a dog or cat feed fixes the species, codes and sizes of the other
 * species are dropped, and choosing a dog size means dogs.
 */
export function parseProductFilters(params: URLSearchParams): ProductFilters {
  const feed = oneOf(FEEDS, params.get('feed')) ?? DEFAULT_FEED;
  const speciesParam = params.get('species');
  const species =
    feedSpecies(feed) ?? (speciesParam === 'Dog' || speciesParam === 'dog' ? 'Dog' : speciesParam === 'Cat' || speciesParam === 'cat' ? 'Cat' : undefined);
  const size = species === 'Cat' ? undefined : oneOf(SIZES, params.get('size'));
  const codes = new Set<number>();
  for (const raw of params.getAll('code')) {
    for (const part of raw.split(',')) {
      const code = Number(part.trim());
      const known = Number.isInteger(code) ? internalCode(code) : undefined;
      if (!known) continue;
      if (species && known.species !== species) continue;
      if (size && known.species !== 'Dog') continue;
      codes.add(code);
    }
  }
  return {
    feed,
    species,
    stage: oneOf(STAGES, params.get('stage')),
    size,
    form: oneOf(FORMS, params.get('form')),
    codes: sortCodes([...codes]),
    sort: oneOf(SORTS, params.get('sort')) ?? 'recommended',
    page: normalisePage(params.get('page')),
  };
}

/**
 * The query string of a list (with a leading '?', or '' for the default list). Defaults are left
 * out so each list has one canonical URL; changing any filter starts again at page 1.
 */
export function productListSearch(filters: ProductFilters, change: Partial<ProductFilters> = {}): string {
  const filterChanged = Object.keys(change).some((k) => k !== 'page');
  const next: ProductFilters = { ...filters, ...change, page: change.page ?? (filterChanged ? 1 : filters.page) };
  const params = new URLSearchParams();
  if (next.feed !== DEFAULT_FEED) params.set('feed', next.feed);
  if (next.species && !feedSpecies(next.feed)) params.set('species', next.species);
  if (next.stage) params.set('stage', next.stage);
  if (next.size) params.set('size', next.size);
  if (next.form) params.set('form', next.form);
  for (const code of next.codes) params.append('code', String(code));
  if (next.sort !== 'recommended') params.set('sort', next.sort);
  if (next.page > 1) params.set('page', String(next.page));
  const search = params.toString();
  return search === '' ? '' : `?${search}`;
}

export function productListHref(filters: ProductFilters, change: Partial<ProductFilters> = {}): string {
  return PRODUCT_LIST_PATH + productListSearch(filters, change);
}

/** The species whose codes a list offers: the chosen one, dogs when a size is chosen, else both. */
export function offeredCodes(filters: ProductFilters): number[] {
  if (filters.species) return [...CODE_ORDER[filters.species]];
  if (filters.size) return [...CODE_ORDER.Dog];
  return [...CODE_ORDER.Dog, ...CODE_ORDER.Cat];
}

export function stageLabel(stage: StageFilter, species: ProductSpecies | undefined): string {
  return STAGE_FILTER_LABEL[stage][species ?? 'both'];
}
