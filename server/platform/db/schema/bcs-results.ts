import type { Selectable } from 'kysely';

/** One finished BCS check of a member's pet. */
export interface BcsResultsTable {
  id: string;
  member_id: string;
  pet_id: string;
  species: 'dog' | 'cat';
  weight_grams: number;
  /** young | adult | senior */
  life_stage: string;
  ribs: number;
  waist: number;
  belly: number;
  /** 1–9 */
  score: number;
  /** underweight | normal | overweight | obese (SPEC 4.2 and underweight, docs/decisions/019-health-bcs.md) */
  state: string;
  ideal_weight_grams: number;
  daily_grams: number;
  created_at: string;
}

export type BcsResultRow = Selectable<BcsResultsTable>;
