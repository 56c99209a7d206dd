export type Species = 'dog' | 'cat';
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

export const SPECIES_LABEL: Record<Species, string> = { dog: '강아지', cat: '고양이' };
export const SEX_LABEL: Record<Sex, string> = { male: '남아', female: '여아' };
