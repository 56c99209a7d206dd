/** Shared vocabulary of the health programs (SPEC 3.6, 3.7, 4.1, 9.7, 9.8). */

import type { Species } from '#app/features/pets/species';

export type { Species };

/** All health categories of SPEC 9.7, in the spec's order. */
export const ALL_CATEGORIES = ['skin', 'weight', 'digest', 'fur', 'stress', 'neutral', 'urinary', 'tooth', 'hairball'] as const;
export type Category = (typeof ALL_CATEGORIES)[number];

/** questionType of SPEC 3.7; also the stored state of a category (SPEC 3.6). */
export type QuestionType = 'Action Required' | 'Caution' | 'Normal';
export type Status = QuestionType;

/** The labels of SPEC 4.1. */
export type StatusLabel = '주의' | '관리필요' | '정상';

export const STATUS_LABEL: Record<Status, StatusLabel> = {
  'Action Required': '주의',
  Caution: '관리필요',
  Normal: '정상',
};

/**
 * What the screen says for each status: the stored label of SPEC 4.1 (`STATUS_LABEL`, the wire
 * value) writes 관리필요 without its space; people read it as Korean is written.
 */
export const STATUS_WORDS: Record<Status, string> = {
  'Action Required': '주의',
  Caution: '관리 필요',
  Normal: '정상',
};

/** Species__c as records carry it ("Dog", or another species: "Cat"). */
export type SpeciesField = 'Dog' | 'Cat';

export const SPECIES_FIELD: Record<Species, SpeciesField> = { dog: 'Dog', cat: 'Cat' };

export function isSpecies(value: unknown): value is Species {
  return value === 'dog' || value === 'cat';
}

/** Question of SPEC 3.7. */
export interface Question {
  /** `{species}-{category}-q{n}`, e.g. dog-skin-q1 */
  id: string;
  label: string;
  questionType: QuestionType;
  isSelected: boolean;
}

/** Health category of SPEC 3.7. */
export interface HealthCategory {
  id: Category;
  /** The label map of SPEC 9.7 (Derma, Weight, …). */
  label: string;
  /** The Korean name people read (피부, 체중, …). */
  name: string;
  /** What the category looks at, one line. */
  description: string;
  defaultImageUrl: string;
  activeImageUrl: string;
  questionImgUrl: string;
  questions: Question[];
}

/** Category result of SPEC 3.7: the category plus status and statusLabel. */
export interface CategoryResult {
  category: HealthCategory;
  status: Status;
  statusLabel: StatusLabel;
}

/** Product info by category (SPEC 3.7, 9.8). */
export interface ProductInfo {
  title: string;
  InternalCode: number;
  color: string;
  additionalInfo: { image: string; text: string }[];
}

/**
 * The weight states of the BCS check: the three of SPEC 4.2 (normal weight, overweight, obese)
 * and underweight, which the spec does not name but a thin pet needs (its own circle, tips,
 * slides and vet advice; see docs/decisions/019-health-bcs.md). Thin to heavy.
 */
export const WEIGHT_STATES = ['underweight', 'normal', 'overweight', 'obese'] as const;
export type WeightState = (typeof WEIGHT_STATES)[number];

export function isWeightState(value: unknown): value is WeightState {
  return (WEIGHT_STATES as readonly unknown[]).includes(value);
}

export const WEIGHT_STATE_KO: Record<WeightState, string> = {
  underweight: '저체중',
  normal: '정상 체중',
  overweight: '과체중',
  obese: '비만',
};
