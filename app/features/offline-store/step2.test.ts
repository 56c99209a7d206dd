import { describe, expect, it } from 'vitest';
import {
  afterLoad,
  changePage,
  initialState,
  isChecked,
  isStoreMissing,
  MISSING_STORE_MESSAGE,
  MISSING_STORE_REDIRECT_MS,
  nextUrl,
  offerText,
  pageItems,
  previousUrl,
  PRODUCTS_PER_PAGE,
  select,
  type Step2Product,
  weightOf,
} from './step2';

const product = (n: number, species = 'Dog'): Step2Product => ({
  Id: `cp-${n}`,
  Product__r: { Id: `p-${n}`, Name: `사료 ${n}`, ThumbnailImageUrl__c: `/img/${n}.svg`, Species__c: species },
});
const products = Array.from({ length: 25 }, (_, i) => product(i + 1, i % 2 ? 'Cat' : 'Dog'));

describe('offline store step 2 rules (SPEC 4.3)', () => {
  it('starts at page 1, 12 per page, nothing selected (SPEC 3.10)', () => {
    expect(initialState()).toEqual({ currentPage: 1, productsPerPage: 12, selectedProductId: '' });
    expect(PRODUCTS_PER_PAGE).toBe(12);
  });

  it('preselects the first product after loading, and nothing when the list is empty', () => {
    expect(afterLoad(initialState(), products).selectedProductId).toBe('p-1');
    expect(afterLoad(initialState(), []).selectedProductId).toBe('');
  });

  it('slices pages at (page − 1) × perPage', () => {
    expect(pageItems(products, 1).map((p) => p.Id)).toEqual(products.slice(0, 12).map((p) => p.Id));
    expect(pageItems(products, 2)[0]!.Id).toBe('cp-13');
    expect(pageItems(products, 3).map((p) => p.Id)).toEqual(['cp-25']);
    expect(pageItems(products, 4)).toEqual([]);
    expect(pageItems(products, 2, 5).map((p) => p.Id)).toEqual(['cp-6', 'cp-7', 'cp-8', 'cp-9', 'cp-10']);
  });

  it('checks the selected product, else the first item of the current page', () => {
    const page2 = pageItems(products, 2);
    expect(isChecked('p-14', 'p-14', page2)).toBe(true);
    expect(isChecked('p-13', 'p-14', page2)).toBe(false);
    expect(isChecked('p-13', '', page2)).toBe(true);
    expect(isChecked('p-14', '', page2)).toBe(false);
    expect(isChecked('p-1', '', [])).toBe(false);
  });

  it('selecting and paging change only their own part of the state', () => {
    const s = changePage(select(initialState(), 'p-7'), 2);
    expect(s).toEqual({ currentPage: 2, productsPerPage: 12, selectedProductId: 'p-7' });
  });

  it('next goes to step 3 with storeId and the clicked card, else the selection; nothing without a product', () => {
    expect(nextUrl('s-1', 'p-3', 'p-1')).toBe('/mypage/myrecruitment-order/store/step3?storeId=s-1&productId=p-3');
    expect(nextUrl('s-1', undefined, 'p-1')).toBe('/mypage/myrecruitment-order/store/step3?storeId=s-1&productId=p-1');
    expect(nextUrl('s-1', '', '')).toBeNull();
    expect(nextUrl('s 1&x', 'p/1', '')).toBe('/mypage/myrecruitment-order/store/step3?storeId=s+1%26x&productId=p%2F1');
  });

  it('previous goes to step 1', () => {
    expect(previousUrl()).toBe('/mypage/myrecruitment-order/store/step1');
  });

  it('weights: 500 g for "Dog", 400 g for any other species (SPEC 9.2)', () => {
    expect(weightOf('Dog')).toBe('500');
    expect(weightOf('Cat')).toBe('400');
    expect(weightOf('dog')).toBe('400');
    expect(weightOf(undefined)).toBe('400');
    expect(offerText('Dog')).toBe('500g(1+1)');
    expect(offerText('Cat')).toBe('400g(1+1)');
  });

  it('a missing or blank storeId is missing; the toast text and delay are the spec’s', () => {
    expect(isStoreMissing(null)).toBe(true);
    expect(isStoreMissing('')).toBe(true);
    expect(isStoreMissing('  ')).toBe(true);
    expect(isStoreMissing('s-1')).toBe(false);
    expect(MISSING_STORE_MESSAGE).toBe('매장을 선택해주세요.');
    expect(MISSING_STORE_REDIRECT_MS).toBe(1000);
  });
});
