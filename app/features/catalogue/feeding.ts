import type { ProductSpecies } from '#server/platform/db/schema/products';

/**
 * Daily energy and feeding amounts, as Korean veterinary nutrition guides compute them:
 * resting energy RER = 70 × weight(kg)^0.75 kcal, times a factor for life stage, activity and
 * neutering (the factors of the WSAVA/NRC guidelines, rounded the way feeding tables print
 * them). Grams follow from the feed's energy density (kcal per kg).
 */

export type Activity = 'low' | 'normal' | 'high';
export type Stage = 'young' | 'adult' | 'senior';

export const ACTIVITY_LABEL: Record<Activity, string> = {
  low: '적음 (주로 실내에서 쉬어요)',
  normal: '보통 (하루 30분~1시간 산책·놀이)',
  high: '많음 (하루 2시간 이상 뛰어놀아요)',
};

export const STAGE_LABEL: Record<ProductSpecies, Record<Stage, string>> = {
  Dog: { young: '퍼피 (12개월 미만)', adult: '성견 (1~7세)', senior: '노령견 (7세 이상)' },
  Cat: { young: '키튼 (12개월 미만)', adult: '성묘 (1~7세)', senior: '노령묘 (7세 이상)' },
};

/** Factor × RER for a neutered pet; intact adults and seniors need about 0.2 more. */
export const ENERGY_FACTORS: Readonly<Record<ProductSpecies, Record<Stage, Record<Activity, number>>>> = {
  Dog: {
    young: { low: 1.8, normal: 2.0, high: 2.4 },
    adult: { low: 1.4, normal: 1.6, high: 2.0 },
    senior: { low: 1.2, normal: 1.4, high: 1.6 },
  },
  Cat: {
    young: { low: 2.2, normal: 2.5, high: 2.5 },
    adult: { low: 1.0, normal: 1.2, high: 1.4 },
    senior: { low: 1.0, normal: 1.1, high: 1.3 },
  },
};

export const INTACT_EXTRA = 0.2;

/** Body weights the calculator accepts, in kg (a 90 kg mastiff, a 0.5 kg kitten). */
export const WEIGHT_LIMITS: Readonly<Record<ProductSpecies, { min: number; max: number }>> = {
  Dog: { min: 0.5, max: 90 },
  Cat: { min: 0.5, max: 15 },
};

export function restingEnergy(weightKg: number): number {
  return 70 * weightKg ** 0.75;
}

export function energyFactor(species: ProductSpecies, stage: Stage, activity: Activity, neutered: boolean): number {
  const base = ENERGY_FACTORS[species][stage][activity];
  return stage !== 'young' && !neutered ? Math.round((base + INTACT_EXTRA) * 10) / 10 : base;
}

export interface EnergyInput {
  species: ProductSpecies;
  weightKg: number;
  stage: Stage;
  activity: Activity;
  neutered: boolean;
}

/** Daily energy need in kcal, rounded to whole kcal. */
export function dailyEnergyKcal(input: EnergyInput): number {
  return Math.round(restingEnergy(input.weightKg) * energyFactor(input.species, input.stage, input.activity, input.neutered));
}

/** Grams per day of a feed with the given energy density that provide `kcal`. */
export function gramsForEnergy(kcal: number, kcalPerKg: number): number {
  if (!(kcalPerKg > 0)) return 0;
  return Math.round((kcal * 1000) / kcalPerKg);
}

/** "2.5kg", "10kg": weights as feeding tables print them. */
export function formatKg(weightG: number): string {
  return `${(weightG / 1000).toLocaleString('ko-KR', { maximumFractionDigits: 1 })}kg`;
}
