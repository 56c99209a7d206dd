import { type Activity, GROWTH_FACTORS, gramsForEnergy, restingEnergy } from './energy';
import { type FeedingColumn, feedingRow, type FeedingRowAt, gramsForFeed, REFERENCE_KCAL_PER_KG, type Species, type WeightState } from './feeding-table';

/**
 * The one way daily grams are computed (catalogue feeding guide, BCS result, finder, daily
 * portion tool, feeding calculator): the daily feeding gram table of SPEC 9.9, at the pet's
 * weight (nearest 0.1 kg, kept within the table) in the column of its needs, scaled from the
 * table's reference feed to this feed's energy density. One fallback: puppies and kittens, whom
 * the table does not cover, get the energy formula (energy.ts). See
 * docs/decisions/035-feeding-one-computation.md.
 */

export type LifeStage = 'young' | 'adult' | 'senior';

export interface FeedingPet {
  species: Species;
  weightKg: number;
  stage: LifeStage;
  activity: Activity;
  neutered: boolean;
  /** The body condition when known (BCS check, finder); otherwise a normal body. */
  body?: WeightState | undefined;
}

/**
 * Which column of the table: body condition first, then activity and neutering. A thin pet is
 * fed the maintenance amount at its target weight (it needs more, never the weight-control
 * amount); for a BCS state alone (normal activity, not neutered) it is the column whose `states`
 * name that state (FEEDING_COLUMNS).
 */
export function feedingColumn(pet: Pick<FeedingPet, 'species' | 'activity' | 'neutered' | 'body'>): number {
  const body = pet.body ?? 'normal';
  if (body === 'underweight') return pet.species === 'dog' ? 2 : 1;
  if (pet.species === 'dog') {
    if (body === 'obese') return 0;
    if (body === 'overweight' || pet.activity === 'low' || (pet.neutered && pet.activity !== 'high')) return 1;
    return 2;
  }
  if (body !== 'normal' || pet.activity === 'low') return 0;
  return 1;
}

export interface TableGrams {
  source: 'table';
  /** Grams a day of this feed. */
  grams: number;
  /** Energy a day (the table's grams of its reference feed, in kcal). */
  kcal: number;
  row: FeedingRowAt;
  column: number;
  columnInfo: FeedingColumn;
  /** Grams a day of the table's reference feed. */
  tableGrams: number;
}

interface FormulaGrams {
  source: 'formula';
  grams: number;
  kcal: number;
  /** Resting energy, whole kcal. */
  rer: number;
  factor: number;
}

export type DailyGrams = TableGrams | FormulaGrams;

/** A grown pet is always fed from the table. */
export function dailyGrams(pet: FeedingPet & { stage: 'adult' | 'senior' }, kcalPerKg: number): TableGrams;
export function dailyGrams(pet: FeedingPet, kcalPerKg: number): DailyGrams;
export function dailyGrams(pet: FeedingPet, kcalPerKg: number): DailyGrams {
  if (pet.stage === 'young') {
    const factor = GROWTH_FACTORS[pet.species][pet.activity];
    const kcal = Math.round(restingEnergy(pet.weightKg) * factor);
    return {
      source: 'formula',
      grams: gramsForEnergy(kcal, kcalPerKg),
      kcal,
      rer: Math.round(restingEnergy(pet.weightKg)),
      factor,
    };
  }
  const row = feedingRow(pet.species, pet.weightKg);
  const column = feedingColumn(pet);
  const tableGrams = row.grams[column]!;
  return {
    source: 'table',
    grams: gramsForFeed(pet.species, tableGrams, kcalPerKg),
    kcal: Math.round((tableGrams * REFERENCE_KCAL_PER_KG[pet.species]) / 1000),
    row,
    column,
    columnInfo: row.columns[column]!,
    tableGrams,
  };
}
