/** Shared vocabulary of the health programs (SPEC 3.6, 3.7, 4.1, 9.7, 9.8). */

export type Species = 'dog' | 'cat';

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

/** Species__c as records carry it ("Dog", or another species: "Cat"). */
export type SpeciesField = 'Dog' | 'Cat';

export const SPECIES_FIELD: Record<Species, SpeciesField> = { dog: 'Dog', cat: 'Cat' };
export const SPECIES_KO: Record<Species, string> = { dog: '강아지', cat: '고양이' };

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

/** The three weight states of SPEC 4.2 (BCS tips), per species. */
export const WEIGHT_STATES = ['normal', 'overweight', 'obese'] as const;
export type WeightState = (typeof WEIGHT_STATES)[number];

export const WEIGHT_STATE_KO: Record<WeightState, string> = {
  normal: '정상 체중',
  overweight: '과체중',
  obese: '비만',
};
