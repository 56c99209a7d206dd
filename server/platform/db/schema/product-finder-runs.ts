import type { Selectable } from 'kysely';

/** A member's run of the pet food finder or the daily portion tool. */
export interface ProductFinderRunsTable {
  id: string;
  member_id: string;
  pet_id: string | null;
  /** 'pet-food-finder' | 'dailyportiontool' */
  source: string;
  species: 'dog' | 'cat';
  /** JSON of the answers (FinderAnswers). */
  answers_json: string;
  /** JSON [{productId, name, grams}] in recommendation order, plus the column used. */
  results_json: string;
  created_at: string;
}

export type ProductFinderRunRow = Selectable<ProductFinderRunsTable>;
