import { type Problem, speciesOf, petOf, stageOf, withQuery, type AnswerProblem } from '../shared/flow-state';
import { type LifeStageChoice } from '../shared/life-stage';
import { type Category, type Species } from '../shared/health-types';
import { normalQuestionId, parseQuestionId, SPECIES_CATEGORIES } from '../shared/questionnaire';
import { href } from '#app/config/href';

/** The sensitivity check flow's state in the URL (see shared/flow-state.ts). */

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
  if (!s.species && !s.pet) return { to: withQuery(href('sensitivity-step1'), sensitivityParams(s, { err: 'species' })), code: 'species' };
  if (!s.pet && !s.stage) return { to: withQuery(href('sensitivity-step1'), sensitivityParams(s, { err: 'stage' })), code: 'stage' };
  if (step === 'step2') return null;
  if (s.categories.length === 0) return { to: withQuery(href('sensitivity-step2'), sensitivityParams(s, { err: 'categories' })), code: 'categories' };
  const upTo = step === 'step2_1' ? Math.min(index, s.categories.length) : s.categories.length;
  for (let i = 0; i < upTo; i++) {
    const problem = categoryAnswerProblem(s.species!, s.categories[i]!, s.answers);
    if (problem) return { to: withQuery(href('sensitivity-step2_1'), sensitivityParams(s, { c: String(i), err: problem })), code: problem };
  }
  return null;
}
