/**
 * The two species the site serves, and how each reads in Korean. Pets, campaigns and filters
 * store them in lower case ('dog'); products and articles keep the original platform's codes
 * ('Dog', 'Cat', 'All'). A product, article or campaign for both species reads "강아지·고양이".
 * Every screen takes the words from here, so the label is written once.
 */
export type Species = 'dog' | 'cat';

const LABEL = { dog: '강아지', cat: '고양이', all: '강아지·고양이' } as const;

type SpeciesCode = Species | 'all' | 'Dog' | 'Cat' | 'All';

/** "강아지", "고양이" or "강아지·고양이", whichever way the species is stored. */
export function speciesLabel(species: SpeciesCode): string {
  return LABEL[species.toLowerCase() as keyof typeof LABEL];
}
