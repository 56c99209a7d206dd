import { type Problem, petOf, stageOf, withQuery, type AnswerProblem } from '../shared/flow-state';
import { type LifeStageChoice } from '../shared/life-stage';
import { groupOfSign, isSignId, SIGN_STEPS, type SignGroupKey, signGroup } from './cats-signal';
import { href } from '#app/config/href';

/** The cats signal flow's state in the URL (see shared/flow-state.ts). */

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
function signGroupProblem(key: SignGroupKey, signs: readonly string[]): AnswerProblem | null {
  const mine = signs.filter((id) => groupOfSign(id) === key);
  if (mine.length === 0) return 'required';
  if (mine.length > 1 && mine.includes(signGroup(key).noneId)) return 'exclusive';
  return null;
}

export function catsSignalProblem(s: CatsSignalState, step: 'step2' | 'step3' | 'step4'): Problem | null {
  if (!s.stage) return { to: withQuery(href('cats-signal-step1'), catsSignalParams(s, { err: 'stage' })), code: 'stage' };
  if (step === 'step2') return null;
  const groups: SignGroupKey[] = step === 'step3' ? [...SIGN_STEPS[2]] : [...SIGN_STEPS[2], ...SIGN_STEPS[3]];
  for (const key of groups) {
    const problem = signGroupProblem(key, s.signs);
    if (problem) {
      const target = SIGN_STEPS[2].includes(key) ? 'cats-signal-step2' : 'cats-signal-step3';
      return { to: withQuery(href(target), catsSignalParams(s, { err: `${key}:${problem}` })), code: `${key}:${problem}` };
    }
  }
  return null;
}
