import type { Species } from './species';

export type { Species };
export type Sex = 'male' | 'female';

/** A pet as pages and server methods show it. */
export interface Pet {
  id: string;
  name: string;
  species: Species;
  breed: string;
  sex: Sex;
  neutered: boolean;
  birthYear: number;
  birthMonth: number | null;
  weightKg: number;
  hasPhoto: boolean;
  ageGroup: string;
  updatedAt: string;
}

export const SEX_LABEL: Record<Sex, string> = { male: '남아', female: '여아' };
