import { href } from '#app/config/href';

/**
 * Offline store step 2 (SPEC 2.4, 3.10, 4.3, 5.3, 8, 9.2) as pure rules: the page only wires
 * them to React state, the router and the two server calls.
 */

/** SPEC 9.1 / 3.10 */
export const PRODUCTS_PER_PAGE = 12;
/** SPEC 9.1: redirect delay when no store is selected. */
export const MISSING_STORE_REDIRECT_MS = 1000;
/** SPEC 5.3 / 8 */
export const MISSING_STORE_MESSAGE = '매장을 선택해주세요.';
const OFFER_LABEL = '1+1';

export const STEP1_PATH = href('store-step1');
const STEP3_PATH = href('store-step3');

export interface Step2Product {
  Id: string;
  Product__r?: { Id: string; Name: string; ThumbnailImageUrl__c: string; Species__c: string } | null;
}

/** SPEC 3.10 view state. */
export interface Step2State {
  currentPage: number;
  productsPerPage: number;
  selectedProductId: string;
}

export function initialState(): Step2State {
  return { currentPage: 1, productsPerPage: PRODUCTS_PER_PAGE, selectedProductId: '' };
}

/** SPEC 3.8 / 9.2: 500 for "Dog", 400 for any other species, shown in grams. */
export function weightOf(species: string | null | undefined): '500' | '400' {
  return species === 'Dog' ? '500' : '400';
}

/** "{Weight}g(1+1)" */
export function offerText(species: string | null | undefined): string {
  return `${weightOf(species)}g(${OFFER_LABEL})`;
}

/** The product id a record stands for (its Product__r). */
export function productIdOf(record: Step2Product): string {
  return record.Product__r?.Id ?? '';
}

/** SPEC 4.3 on load: the first product is preselected when at least one came back. */
export function afterLoad(state: Step2State, products: readonly Step2Product[]): Step2State {
  const first = products[0];
  return first ? { ...state, selectedProductId: productIdOf(first) } : state;
}

/** SPEC 4.3 page change: items from (page − 1) × perPage, at most perPage of them. */
export function pageItems<T>(products: readonly T[], page: number, perPage: number = PRODUCTS_PER_PAGE): T[] {
  const start = (page - 1) * perPage;
  return products.slice(start, start + perPage);
}

/** SPEC 4.3 radio rule: checked when it is the selection; with no selection, the first item of the page. */
export function isChecked(productId: string, selectedProductId: string, itemsOnPage: readonly Step2Product[]): boolean {
  if (selectedProductId) return productId === selectedProductId;
  const first = itemsOnPage[0];
  return first !== undefined && productIdOf(first) === productId;
}

export function select(state: Step2State, productId: string): Step2State {
  return { ...state, selectedProductId: productId };
}

export function changePage(state: Step2State, page: number): Step2State {
  return { ...state, currentPage: page };
}

function step3Url(storeId: string, productId: string): string {
  return `${STEP3_PATH}?${new URLSearchParams({ storeId, productId }).toString()}`;
}

/**
 * SPEC 4.3 next: the clicked card's product if any, else the selection; no product → null
 * (the page writes a console warning and stays).
 */
export function nextUrl(storeId: string, clickedProductId: string | undefined, selectedProductId: string): string | null {
  const productId = clickedProductId || selectedProductId;
  if (!productId) return null;
  return step3Url(storeId, productId);
}

export function previousUrl(): string {
  return STEP1_PATH;
}

/** SPEC 5.3: the warning applies when storeId is missing (or blank) on first render. */
export function isStoreMissing(storeId: string | null | undefined): boolean {
  return storeId === null || storeId === undefined || storeId.trim() === '';
}

/** Names of the three steps, for the shared StepIndicator. */
export const STORE_STEPS = ['매장 선택', '상품 선택', '쿠폰 발급'] as const;
