import { isSpecies, type Species } from './health-types';
import { LIFE_STAGES, type LifeStageChoice } from './life-stage';

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

export const one = (p: URLSearchParams, key: string) => {
  const v = p.get(key);
  return v === null ? null : v.trim();
};

export function speciesOf(p: URLSearchParams): Species | null {
  const v = one(p, 'species');
  return isSpecies(v) ? v : null;
}

export function petOf(p: URLSearchParams): string | null {
  const v = one(p, 'pet');
  return v && /^[A-Za-z0-9-]{1,64}$/.test(v) ? v : null;
}

/** Body weights the programs accept, in kg (a 0.5 kg kitten, a 90 kg mastiff). */
const PET_WEIGHT_LIMITS = { min: 0.5, max: 90 } as const;

/** A weight in kg with at most one decimal, within limits; null when missing or invalid. */
export function parseWeight(raw: string | null, limits: { min: number; max: number } = PET_WEIGHT_LIMITS): number | null {
  if (raw === null) return null;
  const text = raw.trim().replace(',', '.');
  if (!/^\d{1,3}(\.\d)?$/.test(text)) return null;
  const value = Number(text);
  return value >= limits.min && value <= limits.max ? value : null;
}

export function stageOf(p: URLSearchParams): LifeStageChoice | null {
  const stage = one(p, 'stage');
  return (LIFE_STAGES as readonly string[]).includes(stage ?? '') ? (stage as LifeStageChoice) : null;
}

export function withQuery(path: string, params: URLSearchParams): string {
  const q = params.toString();
  return q ? `${path}?${q}` : path;
}

/** Why a group's answers cannot stand: none chosen, or '이상 없음' chosen with others. */
export type AnswerProblem = 'required' | 'exclusive';
