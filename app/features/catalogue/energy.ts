import type { Activity, Species } from './feeding-table';

/**
 * The energy formula, the fallback of `dailyGrams` for pets the SPEC 9.9 table does not cover
 * (puppies and kittens: the table is written for grown pets): resting energy RER =
 * 70 × weight(kg)^0.75 kcal, times a growth factor for the activity (WSAVA/NRC guidance,
 * rounded the way feeding tables print them). Grams follow from the feed's energy density.
 */

/** Factor × RER for a growing pet, by activity. */
export const GROWTH_FACTORS: Readonly<Record<Species, Record<Activity, number>>> = {
  dog: { low: 1.8, normal: 2.0, high: 2.4 },
  cat: { low: 2.2, normal: 2.5, high: 2.5 },
};

export function restingEnergy(weightKg: number): number {
  return 70 * weightKg ** 0.75;
}

/** Grams per day of a feed with the given energy density that provide `kcal`. */
export function gramsForEnergy(kcal: number, kcalPerKg: number): number {
  if (!(kcalPerKg > 0)) return 0;
  return Math.round((kcal * 1000) / kcalPerKg);
}
