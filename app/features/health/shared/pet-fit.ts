import type { ProductSummary } from '#app/features/catalogue/product-types';
import type { LifeStage } from '#server/platform/db/schema/products';
import { type LifeStageChoice, lifeStageLabel } from './life-stage';
import { SPECIES_FIELD, type Species } from './health-types';
import { speciesLabel } from '#app/features/pets/species';
import { href } from '#app/config/href';

/**
 * Which feeds a pet may be recommended, in every program (sensitivity, BCS, breed, cats signal,
 * finder): its own species, and a life stage it can eat. Puppies and kittens need growth food
 * (or a food for all ages), never an adult recipe; adults eat adult or all-ages food; seniors
 * eat senior food first, then adult and all-ages food (adult maintenance suits older pets too).
 * Veterinary diets are never recommended automatically: they need a vet's advice.
 * See docs/decisions/031-health-recommendations.md.
 */

export interface PetProfile {
  species: Species;
  stage: LifeStageChoice;
}

const FEEDS_FOR: Record<LifeStageChoice, readonly LifeStage[]> = {
  young: ['puppy', 'kitten', 'all'],
  adult: ['adult', 'all'],
  senior: ['senior', 'adult', 'all'],
};

type Fittable = Pick<ProductSummary, 'Species__c' | 'LifeStage' | 'IsVet'>;

export function fitsPet(product: Fittable, pet: PetProfile): boolean {
  return !product.IsVet && product.Species__c === SPECIES_FIELD[pet.species] && FEEDS_FOR[pet.stage].includes(product.LifeStage);
}

/** 0 for a feed made for exactly this life stage, then in the order of FEEDS_FOR. */
export function stageRank(product: Fittable, pet: PetProfile): number {
  const exact = product.LifeStage === 'puppy' || product.LifeStage === 'kitten' ? 'young' : product.LifeStage;
  if (exact === pet.stage) return 0;
  return 1 + FEEDS_FOR[pet.stage].indexOf(product.LifeStage);
}

/** The feeds that fit, best life-stage match first, otherwise in the order given. */
export function feedsFor<T extends Fittable>(products: readonly T[], pet: PetProfile): T[] {
  return products
    .map((product, i) => ({ product, i }))
    .filter(({ product }) => fitsPet(product, pet))
    .sort((a, b) => stageRank(a.product, pet) - stageRank(b.product, pet) || a.i - b.i)
    .map(({ product }) => product);
}

/** '키튼 (1세 미만) 고양이' — who a recommendation is for, in words. */
export function petInWords(pet: PetProfile): string {
  return `${lifeStageLabel(pet.species, pet.stage)} ${speciesLabel(pet.species)}`;
}

/** What a result says when no feed of a care line fits the pet. */
export function noFitText(pet: PetProfile, careTitle: string): string {
  const young = pet.stage === 'young';
  return `${petInWords(pet)}에게 맞는 ‘${careTitle}’ 사료는 아직 없어요.${young ? ' 성장기에는 성장기 전용 사료를 먹이고, 관리 방법은 동물병원과 상의해 주세요.' : ' 관리 방법은 동물병원과 상의해 주세요.'}`;
}

/**
 * The product list of a care line (SPEC 9.8 code). For a puppy or kitten it is narrowed to
 * growth feeds, so the list never offers what the result just said does not fit.
 */
export function codeListHref(code: number, pet?: PetProfile): string {
  return href('product-list', { code, stage: pet?.stage === 'young' ? 'young' : null });
}

/** Age in whole years → life stage (1세 미만 young, 7세 이상 senior), as the programs ask it. */
export function stageOfAgeYears(years: number): LifeStageChoice {
  return years < 1 ? 'young' : years < 7 ? 'adult' : 'senior';
}
