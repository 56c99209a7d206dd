import type { ProductSummary } from '#app/features/catalogue/product-types';
import type { LifeStageChoice } from '../shared/life-stage';
import { dailyGrams, feedingColumn } from '#app/features/catalogue/daily-grams';
import type { Activity } from '#app/features/catalogue/feeding-table';
import { feedingRow } from '#app/features/catalogue/feeding-table';
import { type Category, isSpecies, isWeightState, type Species, type WeightState } from '../shared/health-types';
import { fitsPet, stageRank } from '../shared/pet-fit';
import { CATEGORY_CODE } from '../shared/product-info';
import { CATEGORY_NAME, isCategoryOf } from '../shared/questionnaire';
import { parseWeight } from '../shared/flow-state';

/**
 * The pet food finder and the daily portion tool (맞춤 사료 찾기): from a pet or a few answers
 * (species, age, size, activity, body shape, concerns) to the best-matching feeds of the
 * catalogue and how many grams of each to feed a day.
 */

export type Size = 'small' | 'medium' | 'large';
export type { Activity };

export interface FinderAnswers {
  species: Species;
  stage: LifeStageChoice;
  /** Dogs only. */
  size: Size | null;
  activity: Activity;
  body: WeightState;
  neutered: boolean;
  weightKg: number;
  concerns: Category[];
}

export const SIZE_LABEL: Record<Size, string> = { small: '소형견 (10kg 미만)', medium: '중형견 (10~25kg)', large: '대형견 (25kg 이상)' };
export const ACTIVITY_LABEL: Record<Activity, string> = {
  low: '적어요 (하루 대부분 쉬어요)',
  normal: '보통이에요 (하루 산책·놀이 1시간 안팎)',
  high: '많아요 (매일 오래 뛰어놀아요)',
};
export const BODY_LABEL: Record<WeightState, string> = { underweight: '말랐어요', normal: '적당해요', overweight: '통통해요', obese: '많이 통통해요' };

export function sizeForWeight(weightKg: number): Size {
  return weightKg < 10 ? 'small' : weightKg < 25 ? 'medium' : 'large';
}

export type FinderErrors = Partial<Record<'species' | 'stage' | 'size' | 'activity' | 'body' | 'neutered' | 'weight' | 'concerns', string>>;


/** Reads the finder's answers from the URL; errors per field in Korean when `run` was asked. */
export function parseFinder(p: URLSearchParams): { answers: FinderAnswers | null; errors: FinderErrors; values: Record<string, string | string[]> } {
  const get = (k: string) => (p.get(k) ?? '').trim();
  const values: Record<string, string | string[]> = {
    species: get('species'),
    stage: get('stage'),
    size: get('size'),
    activity: get('activity'),
    body: get('body'),
    neutered: get('neutered'),
    weight: get('weight').slice(0, 8),
    concern: p.getAll('concern'),
    pet: get('pet'),
  };
  const errors: FinderErrors = {};
  const species = isSpecies(values.species) ? values.species : null;
  if (!species) errors.species = '강아지인지 고양이인지 선택해 주세요.';
  const stage = ['young', 'adult', 'senior'].includes(get('stage')) ? (get('stage') as LifeStageChoice) : null;
  if (!stage) errors.stage = '나이를 선택해 주세요.';
  const weightKg = parseWeight(get('weight'));
  if (weightKg === null) errors.weight = get('weight') === '' ? '몸무게를 입력해 주세요.' : '몸무게는 0.5~90kg 사이의 숫자로, 소수점 한 자리까지 입력해 주세요. 예: 4.5';
  let size: Size | null = null;
  if (species === 'dog') {
    size = ['small', 'medium', 'large'].includes(get('size')) ? (get('size') as Size) : weightKg !== null ? sizeForWeight(weightKg) : null;
    if (!size) errors.size = '체구를 선택해 주세요.';
  }
  const activity = ['low', 'normal', 'high'].includes(get('activity')) ? (get('activity') as Activity) : null;
  if (!activity) errors.activity = '활동량을 선택해 주세요.';
  const body = isWeightState(get('body')) ? (get('body') as WeightState) : null;
  if (!body) errors.body = '지금 체형을 선택해 주세요.';
  const neutered = get('neutered') === 'yes' ? true : get('neutered') === 'no' ? false : null;
  if (neutered === null) errors.neutered = '중성화 여부를 선택해 주세요.';
  const concerns = species ? [...new Set(p.getAll('concern'))].filter((c): c is Category => isCategoryOf(species, c)) : [];
  if (concerns.length > 3) errors.concerns = '고민은 3개까지 고를 수 있어요.';
  if (Object.keys(errors).length > 0 || !species || !stage || !activity || !body || neutered === null || weightKg === null) {
    return { answers: null, errors, values };
  }
  return { answers: { species, stage, size, activity, body, neutered, weightKg, concerns }, errors, values };
}

/** A catalogue product with its energy density, as the finder needs it. */
export type FinderProduct = ProductSummary & { KcalPerKg: number };

interface Recommendation {
  product: FinderProduct;
  score: number;
  reasons: string[];
  /** Grams a day of this feed; null for puppies and kittens (see the growth notice). */
  grams: number | null;
}

export interface FinderResult {
  column: number;
  columnLabel: string;
  /** Grams a day of the reference dry food. */
  tableGrams: number;
  recommendations: Recommendation[];
  /** The concerns no recommended feed helps with (none of the feeds that fit the pet carries their code). */
  unmetConcerns: Category[];
}

/**
 * Scores every feed that fits the pet (species and life stage, pet-fit.ts; vet diets are left
 * out, they need a vet's advice): concerns matter most (+3 per matching code), then life stage
 * (+2 made for it, +1 for all ages), size (+1 exact, -2 for the wrong size), body shape and
 * activity (+2 weight care when the pet is heavy or moves little; a thin pet is never offered
 * weight care), neutering (+1).
 */
export function recommend(a: FinderAnswers, products: readonly FinderProduct[], limit = 3): FinderResult {
  const codes = CATEGORY_CODE[a.species];
  const weightCode = codes.weight!;
  const column = feedingColumn(a);
  const row = feedingRow(a.species, a.weightKg);
  const tableGrams = row.grams[column]!;
  const pet = { species: a.species, stage: a.stage };
  const heavy = a.body === 'overweight' || a.body === 'obese' || (a.activity === 'low' && a.body === 'normal');
  const scored: Recommendation[] = [];
  for (const product of products) {
    if (!fitsPet(product, pet)) continue;
    if (a.body === 'underweight' && product.InternalCodes.includes(weightCode)) continue;
    let score = 0;
    const reasons: string[] = [];
    for (const concern of a.concerns) {
      const code = codes[concern];
      if (code !== undefined && product.InternalCodes.includes(code)) {
        score += 3;
        reasons.push(`고민하신 ${CONCERN_REASON[concern]}에 맞춘 레시피`);
      }
    }
    const rank = stageRank(product, pet);
    if (rank === 0) {
      score += 2;
      reasons.push('나이에 맞는 영양 설계');
    } else if (product.LifeStage === 'all') score += 1;
    if (a.species === 'dog' && a.size) {
      if (product.Size === a.size) {
        score += 1;
        reasons.push('체구에 맞는 알갱이 크기');
      } else if (product.Size !== 'all' && product.Size !== 'medium' && a.size !== 'medium') score -= 2;
    }
    if (heavy && product.InternalCodes.includes(weightCode)) {
      score += 2;
      reasons.push('체중 관리에 도움');
    }
    const neuterCode = a.species === 'dog' ? codes.neutral! : codes.urinary!;
    if (a.neutered && product.InternalCodes.includes(neuterCode)) {
      score += 1;
      reasons.push(a.species === 'dog' ? '중성화 후 관리' : '중성화 후 요로 관리');
    }
    if (product.Form === 'dry') score += 0.5;
    const grams = a.stage === 'young' ? null : dailyGrams(a, product.KcalPerKg).grams;
    scored.push({ product, score, reasons: [...new Set(reasons)], grams });
  }
  scored.sort((x, y) => y.score - x.score);
  const recommendations = scored.slice(0, limit);
  const unmetConcerns = a.concerns.filter((c) => {
    const code = codes[c];
    return code === undefined || !recommendations.some((r) => r.product.InternalCodes.includes(code));
  });
  return { column, columnLabel: row.columns[column]!.label, tableGrams, recommendations, unmetConcerns };
}

/** The categories' names, but the recipe line says "털" where the questionnaire says "털·피모". */
const CONCERN_REASON: Record<Category, string> = { ...CATEGORY_NAME, fur: '털' };
