import { one, type Problem, speciesOf, petOf, stageOf, parseWeight, withQuery } from '../shared/flow-state';
import { BCS_QUESTIONS, type BcsAnswers, type BcsLevel } from './bcs';
import { type LifeStageChoice } from '../shared/life-stage';
import { type Species } from '../shared/health-types';
import { href } from '#app/config/href';

/** The BCS check flow's state in the URL (see shared/flow-state.ts). */

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
  if (!s.species && !s.pet) return { to: withQuery(href('bcs-step1'), bcsParams(s, { err: 'species' })), code: 'species' };
  if (step === 'step2') return null;
  if (s.weight === null) return { to: withQuery(href('bcs-step2'), bcsParams(s, { err: 'weight' })), code: 'weight' };
  if (!s.stage) return { to: withQuery(href('bcs-step2'), bcsParams(s, { err: 'stage' })), code: 'stage' };
  if (step === 'step3') return null;
  const missing = BCS_QUESTIONS.find((k) => s.answers[k] === undefined);
  if (missing) return { to: withQuery(href('bcs-step3'), bcsParams(s, { err: missing })), code: missing };
  return null;
}
