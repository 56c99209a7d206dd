import type { Selectable } from 'kysely';

type Species = 'dog' | 'cat';
type Sex = 'male' | 'female';

export interface PetsTable {
  id: string;
  member_id: string;
  name: string;
  species: Species;
  breed: string;
  sex: Sex;
  neutered: number;
  birth_year: number;
  birth_month: number | null;
  /** Weight in grams, so 0.1 kg steps stay exact. */
  weight_grams: number;
  photo_key: string | null;
  created_at: string;
  updated_at: string;
}

export type PetRow = Selectable<PetsTable>;
