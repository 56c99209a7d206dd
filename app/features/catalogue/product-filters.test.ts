import { describe, expect, it } from 'vitest';
import { offeredCodes, parseProductFilters, productListHref, productListSearch } from './product-filters';

const parse = (query: string) => parseProductFilters(new URLSearchParams(query));

describe('product list filters in the URL', () => {
  it('defaults to the fullList feed, recommended order, page 1', () => {
    expect(parse('')).toEqual({
      feed: 'fullList',
      species: undefined,
      stage: undefined,
      size: undefined,
      form: undefined,
      codes: [],
      sort: 'recommended',
      page: 1,
    });
    expect(productListHref(parse(''))).toBe('/products/Product2');
  });

  it('reads one or more internal codes, repeated or comma-separated, in SPEC 9.8 display order', () => {
    expect(parse('code=87').codes).toEqual([87]);
    expect(parse('code=79&code=87&code=99').codes).toEqual([87, 99, 79]);
    expect(parse('code=23,25').codes).toEqual([25, 23]);
    expect(parse('code=1&code=abc&code=87&code=87').codes).toEqual([87]);
  });

  it('reads species=Dog|Cat and drops codes of the other species', () => {
    expect(parse('species=Cat').species).toBe('Cat');
    expect(parse('species=Dog&code=87&code=25').codes).toEqual([87]);
    expect(parse('species=Fish').species).toBeUndefined();
  });

  it('a dog or cat feed fixes the species', () => {
    expect(parse('feed=cat&species=Dog')).toMatchObject({ feed: 'cat', species: 'Cat' });
    expect(parse('feed=nope').feed).toBe('fullList');
  });

  it('a dog size means dogs: no size for cats, no cat codes with a size', () => {
    expect(parse('species=Cat&size=small').size).toBeUndefined();
    expect(parse('size=small&code=25&code=87')).toMatchObject({ size: 'small', codes: [87] });
    expect(offeredCodes(parse('size=large'))).toEqual([87, 99, 79, 85, 77, 81]);
    expect(offeredCodes(parse(''))).toEqual([87, 99, 79, 85, 77, 81, 25, 27, 29, 31, 30, 23]);
  });

  it('normalises the page (SPEC 5.4)', () => {
    expect(parse('page=3').page).toBe(3);
    expect(parse('page=0').page).toBe(1);
    expect(parse('page=x').page).toBe(1);
  });

  it('writes canonical URLs: defaults left out, a filter change starts at page 1', () => {
    const filters = parse('feed=dog&stage=adult&code=99&code=87&sort=priceLow&page=2');
    expect(productListSearch(filters)).toBe('?feed=dog&stage=adult&code=87&code=99&sort=priceLow&page=2');
    expect(productListSearch(filters, { page: 3 })).toBe('?feed=dog&stage=adult&code=87&code=99&sort=priceLow&page=3');
    expect(productListSearch(filters, { form: 'wet' })).toBe('?feed=dog&stage=adult&form=wet&code=87&code=99&sort=priceLow');
    expect(productListSearch(parse('species=Cat&code=25'))).toBe('?species=Cat&code=25');
    // Parsing what was written gives the same filters back.
    expect(parse(productListSearch(filters).slice(1))).toEqual(filters);
  });
});
