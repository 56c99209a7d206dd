import { BCS_QUESTIONS, BCS_WEIGHT_LIMITS, type BcsAnswers, type BcsLevel, LIFE_STAGES, type LifeStageChoice } from './bcs';
import { isKnownBreed } from './breed-sensitivity';
import { groupOfSign, isSignId, SIGN_GROUPS, SIGN_STEPS, type SignGroupKey, signGroup } from './cats-signal';
import { type Category, isSpecies, type Species } from './health-types';
import { isCategoryOf, normalQuestionId, parseQuestionId, SPECIES_CATEGORIES } from './questionnaire';

/**
 * The answers of every step live in the URL (search parameters), so reload, back and a shared
 * link all show the same step with the same answers, and guests' pages stay cacheable per URL.
 * Each flow has a parser (unknown or foreign values are dropped), a serialiser with a stable
 * order, and a check that names the first step whose answers are missing or wrong.
 */

export interface Problem {
  /** Path of the step to go back to, with the state and `err`. */
  to: string;
  code: string;
}

const one = (p: URLSearchParams, key: string) => {
  const v = p.get(key);
  return v === null ? null : v.trim();
};

function speciesOf(p: URLSearchParams): Species | null {
  const v = one(p, 'species');
  return isSpecies(v) ? v : null;
}

function petOf(p: URLSearchParams): string | null {
  const v = one(p, 'pet');
  return v && /^[A-Za-z0-9-]{1,64}$/.test(v) ? v : null;
}

/** A weight in kg with at most one decimal, within limits; null when missing or invalid. */
export function parseWeight(raw: string | null, limits: { min: number; max: number } = BCS_WEIGHT_LIMITS): number | null {
  if (raw === null) return null;
  const text = raw.trim().replace(',', '.');
  if (!/^\d{1,3}(\.\d)?$/.test(text)) return null;
  const value = Number(text);
  return value >= limits.min && value <= limits.max ? value : null;
}

export function withQuery(path: string, params: URLSearchParams): string {
  const q = params.toString();
  return q ? `${path}?${q}` : path;
}

// ---------------------------------------------------------------------------------------------
// Sensitivity check

export interface SensitivityState {
  species: Species | null;
  pet: string | null;
  /** Guests' answer on step 1; a member's pet gives its own (recommendations fit it, pet-fit.ts). */
  stage: LifeStageChoice | null;
  /** Selected categories, in the species' order (SPEC 9.7). */
  categories: Category[];
  /** Selected question ids of the selected categories. */
  answers: string[];
}

function stageOf(p: URLSearchParams): LifeStageChoice | null {
  const stage = one(p, 'stage');
  return (LIFE_STAGES as readonly string[]).includes(stage ?? '') ? (stage as LifeStageChoice) : null;
}

export function parseSensitivity(p: URLSearchParams): SensitivityState {
  const species = speciesOf(p);
  const pet = petOf(p);
  const stage = stageOf(p);
  if (!species) return { species, pet, stage, categories: [], answers: [] };
  const picked = new Set(p.getAll('cat'));
  const categories = SPECIES_CATEGORIES[species].filter((c) => picked.has(c));
  const answers = [...new Set(p.getAll('a'))].filter((id) => {
    const q = parseQuestionId(id);
    return q !== null && q.species === species && categories.includes(q.category);
  });
  return { species, pet, stage, categories, answers };
}

export function sensitivityParams(s: SensitivityState, extra: Record<string, string> = {}): URLSearchParams {
  const p = new URLSearchParams();
  if (s.species) p.set('species', s.species);
  if (s.pet) p.set('pet', s.pet);
  if (s.stage) p.set('stage', s.stage);
  for (const c of s.categories) p.append('cat', c);
  for (const a of s.answers) p.append('a', a);
  for (const [k, v] of Object.entries(extra)) p.set(k, v);
  return p;
}

export type AnswerProblem = 'required' | 'exclusive';

/** One category's answers: at least one, and '이상 없음' only on its own. */
export function categoryAnswerProblem(species: Species, category: Category, answers: readonly string[]): AnswerProblem | null {
  const mine = answers.filter((id) => parseQuestionId(id)?.category === category);
  if (mine.length === 0) return 'required';
  if (mine.length > 1 && mine.includes(normalQuestionId(species, category))) return 'exclusive';
  return null;
}

export type SensitivityStep = 'step2' | 'step2_1' | 'step3' | 'step4';

/**
 * The first problem before `step` (for step2_1, before question page `index`): a page's loader
 * sends the visitor back there with `err` set.
 */
export function sensitivityProblem(s: SensitivityState, step: SensitivityStep, index = 0): Problem | null {
  const base = '/sensitivitycheck';
  if (!s.species && !s.pet) return { to: withQuery(`${base}/step1`, sensitivityParams(s, { err: 'species' })), code: 'species' };
  if (!s.pet && !s.stage) return { to: withQuery(`${base}/step1`, sensitivityParams(s, { err: 'stage' })), code: 'stage' };
  if (step === 'step2') return null;
  if (s.categories.length === 0) return { to: withQuery(`${base}/step2`, sensitivityParams(s, { err: 'categories' })), code: 'categories' };
  const upTo = step === 'step2_1' ? Math.min(index, s.categories.length) : s.categories.length;
  for (let i = 0; i < upTo; i++) {
    const problem = categoryAnswerProblem(s.species!, s.categories[i]!, s.answers);
    if (problem) return { to: withQuery(`${base}/step2_1`, sensitivityParams(s, { c: String(i), err: problem })), code: problem };
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// BCS check

export interface BcsState {
  species: Species | null;
  pet: string | null;
  weight: number | null;
  /** The weight as typed, for redisplay. */
  weightText: string;
  stage: LifeStageChoice | null;
  answers: Partial<BcsAnswers>;
}

export function parseBcs(p: URLSearchParams): BcsState {
  const answers: Partial<BcsAnswers> = {};
  for (const key of BCS_QUESTIONS) {
    const v = Number(one(p, key));
    if (Number.isInteger(v) && v >= 1 && v <= 5) answers[key] = v as BcsLevel;
  }
  return {
    species: speciesOf(p),
    pet: petOf(p),
    weight: parseWeight(one(p, 'weight')),
    weightText: (one(p, 'weight') ?? '').slice(0, 8),
    stage: stageOf(p),
    answers,
  };
}

export function bcsParams(s: BcsState, extra: Record<string, string> = {}): URLSearchParams {
  const p = new URLSearchParams();
  if (s.species) p.set('species', s.species);
  if (s.pet) p.set('pet', s.pet);
  if (s.weightText) p.set('weight', s.weightText);
  if (s.stage) p.set('stage', s.stage);
  for (const key of BCS_QUESTIONS) if (s.answers[key]) p.set(key, String(s.answers[key]));
  for (const [k, v] of Object.entries(extra)) p.set(k, v);
  return p;
}

export function completeBcsAnswers(a: Partial<BcsAnswers>): a is BcsAnswers {
  return BCS_QUESTIONS.every((k) => a[k] !== undefined);
}

export function bcsProblem(s: BcsState, step: 'step2' | 'step3' | 'step4'): Problem | null {
  const base = '/bcs';
  if (!s.species && !s.pet) return { to: withQuery(`${base}/step1`, bcsParams(s, { err: 'species' })), code: 'species' };
  if (step === 'step2') return null;
  if (s.weight === null) return { to: withQuery(`${base}/step2`, bcsParams(s, { err: 'weight' })), code: 'weight' };
  if (!s.stage) return { to: withQuery(`${base}/step2`, bcsParams(s, { err: 'stage' })), code: 'stage' };
  if (step === 'step3') return null;
  const missing = BCS_QUESTIONS.find((k) => s.answers[k] === undefined);
  if (missing) return { to: withQuery(`${base}/step3`, bcsParams(s, { err: missing })), code: missing };
  return null;
}

// ---------------------------------------------------------------------------------------------
// Breed sensitivity

export interface BreedState {
  species: Species | null;
  pet: string | null;
  breed: string | null;
  age: number | null;
  neutered: boolean | null;
  weight: number | null;
  weightText: string;
}

export function parseBreed(p: URLSearchParams): BreedState {
  const species = speciesOf(p);
  const breed = one(p, 'breed');
  const ageText = one(p, 'age');
  const age = ageText !== null && /^\d{1,2}$/.test(ageText) && Number(ageText) <= 30 ? Number(ageText) : null;
  const neutered = one(p, 'neutered');
  return {
    species,
    pet: petOf(p),
    breed: species && breed && isKnownBreed(species, breed) ? breed : null,
    age,
    neutered: neutered === 'yes' ? true : neutered === 'no' ? false : null,
    weight: parseWeight(one(p, 'weight')),
    weightText: (one(p, 'weight') ?? '').slice(0, 8),
  };
}

export function breedParams(s: BreedState, extra: Record<string, string> = {}): URLSearchParams {
  const p = new URLSearchParams();
  if (s.species) p.set('species', s.species);
  if (s.pet) p.set('pet', s.pet);
  if (s.breed) p.set('breed', s.breed);
  if (s.age !== null) p.set('age', String(s.age));
  if (s.neutered !== null) p.set('neutered', s.neutered ? 'yes' : 'no');
  if (s.weightText) p.set('weight', s.weightText);
  for (const [k, v] of Object.entries(extra)) p.set(k, v);
  return p;
}

export function breedProblem(s: BreedState, step: 'step2' | 'step3' | 'result', rawWeight: string | null = null): Problem | null {
  const base = '/breedsensitivity';
  if (!s.species && !s.pet) return { to: withQuery(`${base}/step1`, breedParams(s, { err: 'species' })), code: 'species' };
  if (step === 'step2') return null;
  if (!s.breed) return { to: withQuery(`${base}/step2`, breedParams(s, { err: 'breed' })), code: 'breed' };
  if (step === 'step3') return null;
  if (s.age === null) return { to: withQuery(`${base}/step3`, breedParams(s, { err: 'age' })), code: 'age' };
  if (s.neutered === null) return { to: withQuery(`${base}/step3`, breedParams(s, { err: 'neutered' })), code: 'neutered' };
  if (rawWeight !== null && rawWeight.trim() !== '' && s.weight === null) return { to: withQuery(`${base}/step3`, breedParams(s, { err: 'weight' })), code: 'weight' };
  return null;
}

// ---------------------------------------------------------------------------------------------
// Cats signal

export interface CatsSignalState {
  pet: string | null;
  stage: LifeStageChoice | null;
  signs: string[];
}

export function parseCatsSignal(p: URLSearchParams): CatsSignalState {
  return {
    pet: petOf(p),
    stage: stageOf(p),
    signs: [...new Set(p.getAll('s'))].filter(isSignId),
  };
}

export function catsSignalParams(s: CatsSignalState, extra: Record<string, string> = {}): URLSearchParams {
  const p = new URLSearchParams();
  if (s.pet) p.set('pet', s.pet);
  if (s.stage) p.set('stage', s.stage);
  for (const id of s.signs) p.append('s', id);
  for (const [k, v] of Object.entries(extra)) p.set(k, v);
  return p;
}

/** One group: at least one choice, and '해당 없음' only on its own. */
export function signGroupProblem(key: SignGroupKey, signs: readonly string[]): AnswerProblem | null {
  const mine = signs.filter((id) => groupOfSign(id) === key);
  if (mine.length === 0) return 'required';
  if (mine.length > 1 && mine.includes(signGroup(key).noneId)) return 'exclusive';
  return null;
}

export function catsSignalProblem(s: CatsSignalState, step: 'step2' | 'step3' | 'step4'): Problem | null {
  const base = '/cats-signal';
  if (!s.stage) return { to: withQuery(`${base}/step1`, catsSignalParams(s, { err: 'stage' })), code: 'stage' };
  if (step === 'step2') return null;
  const groups: SignGroupKey[] = step === 'step3' ? [...SIGN_STEPS[2]] : [...SIGN_STEPS[2], ...SIGN_STEPS[3]];
  for (const key of groups) {
    const problem = signGroupProblem(key, s.signs);
    if (problem) {
      const target = SIGN_STEPS[2].includes(key) ? 'step2' : 'step3';
      return { to: withQuery(`${base}/${target}`, catsSignalParams(s, { err: `${key}:${problem}` })), code: `${key}:${problem}` };
    }
  }
  return null;
}

export const ALL_SIGN_GROUPS = SIGN_GROUPS.map((g) => g.key);

export { isCategoryOf };
