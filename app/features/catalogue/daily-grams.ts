import { GROWTH_FACTORS, gramsForEnergy, restingEnergy } from './energy';
import { type Activity, type ColumnCase, COLUMN_RULE, FEEDING_COLUMNS, type FeedingColumn, feedingRow, type FeedingRowAt, gramsForFeed, REFERENCE_KCAL_PER_KG, type Species, type WeightState } from './feeding-table';

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

/** Whether a pet meets one case of the column rule. */
function meets(c: ColumnCase, pet: Pick<FeedingPet, 'activity' | 'neutered'>, body: WeightState): boolean {
  return (!c.body || c.body.includes(body)) && (!c.activity || c.activity.includes(pet.activity)) && (!c.neutered || pet.neutered);
}

/**
 * Which column of the table: the first case of COLUMN_RULE (feeding-table.ts) the pet meets —
 * body condition first, then activity and neutering. The legends are written from the same
 * cases, so the page's amount is always the one its legend describes.
 */
export function feedingColumn(pet: Pick<FeedingPet, 'species' | 'activity' | 'neutered' | 'body'>): number {
  const body = pet.body ?? 'normal';
  const chosen = COLUMN_RULE[pet.species].find((c) => meets(c, pet, body))!;
  return FEEDING_COLUMNS[pet.species].findIndex((col) => col.key === chosen.column);
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
