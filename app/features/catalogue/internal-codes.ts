import type { ProductSpecies } from '#server/platform/db/schema/products';

/**
 * SPEC 9.8: the internal product codes, one per species and health category, each titled
 * '... 관리 도움'. Product lists filter by these codes (`?code=87`), and the health programs
 * link to them.
 */
export interface InternalCode {
  code: number;
  species: ProductSpecies;
  category: 'skin' | 'weight' | 'digest' | 'fur' | 'stress' | 'neutral' | 'urinary' | 'tooth' | 'hairball';
  title: string;
  /** Short name of the concern, for chips and filter options. */
  concern: string;
}

const CODES: readonly InternalCode[] = [
  { code: 87, species: 'Dog', category: 'skin', title: '피부 관리 도움', concern: '피부' },
  { code: 99, species: 'Dog', category: 'weight', title: '체중 관리 도움', concern: '체중' },
  { code: 79, species: 'Dog', category: 'digest', title: '소화 관리 도움', concern: '소화' },
  { code: 85, species: 'Dog', category: 'fur', title: '털 관리 도움', concern: '털' },
  { code: 77, species: 'Dog', category: 'stress', title: '불안 관리 도움', concern: '불안' },
  { code: 81, species: 'Dog', category: 'neutral', title: '중성화 관리 도움', concern: '중성화' },
  { code: 25, species: 'Cat', category: 'urinary', title: '요로 관리 도움', concern: '요로' },
  { code: 27, species: 'Cat', category: 'weight', title: '체중 관리 도움', concern: '체중' },
  { code: 29, species: 'Cat', category: 'digest', title: '소화 관리 도움', concern: '소화' },
  { code: 31, species: 'Cat', category: 'fur', title: '피모 관리 도움', concern: '피모' },
  { code: 30, species: 'Cat', category: 'tooth', title: '치석 관리 도움', concern: '치석' },
  { code: 23, species: 'Cat', category: 'hairball', title: '헤어볼 관리 도움', concern: '헤어볼' },
];

/** SPEC 9.8 display order: dog 87, 99, 79, 85, 77, 81; cat 25, 27, 29, 31, 30, 23. */
export const CODE_ORDER: Readonly<Record<ProductSpecies, readonly number[]>> = {
  Dog: [87, 99, 79, 85, 77, 81],
  Cat: [25, 27, 29, 31, 30, 23],
};

const byCode = new Map(CODES.map((c) => [c.code, c]));

export function internalCode(code: number): InternalCode | undefined {
  return byCode.get(code);
}

/** Codes of a species in display order, or dog then cat codes when no species is given. */
export function codesInOrder(species?: ProductSpecies): InternalCode[] {
  const order = species ? CODE_ORDER[species] : [...CODE_ORDER.Dog, ...CODE_ORDER.Cat];
  return order.map((code) => byCode.get(code)!);
}

/** A product's codes sorted in display order (unknown codes last, kept as they are). */
export function sortCodes(codes: readonly number[]): number[] {
  const rank = (code: number) => {
    const entry = byCode.get(code);
    if (!entry) return 100;
    return (entry.species === 'Dog' ? 0 : 10) + CODE_ORDER[entry.species].indexOf(code);
  };
  return [...codes].sort((a, b) => rank(a) - rank(b));
}

/**
 * Health-article observation subcategories (SPEC 9.10) that match a code, for "related
 * articles": skin/fur/coat → Derma, digestion → Digestive, weight → Weight, urinary → Urinary,
 * hairball → Hairball, neutering → Surgery.
 */
export const ARTICLE_CATEGORY_OF_CATEGORY: Partial<Record<InternalCode['category'], string>> = {
  skin: 'Derma',
  fur: 'Derma',
  digest: 'Digestive',
  weight: 'Weight',
  urinary: 'Urinary',
  hairball: 'Hairball',
  neutral: 'Surgery',
};
