import type { Species } from './health-types';

/** The life stages the programs ask for (guests) or derive from a pet's birth date. */
export const LIFE_STAGES = ['young', 'adult', 'senior'] as const;
export type LifeStageChoice = (typeof LIFE_STAGES)[number];

export function lifeStageLabel(species: Species, stage: LifeStageChoice): string {
  if (stage === 'young') return species === 'dog' ? '퍼피 (1세 미만)' : '키튼 (1세 미만)';
  return stage === 'adult' ? '어덜트 (1~6세)' : '시니어 (7세 이상)';
}

export const YOUNG_NOTICE = '성장기에는 체중 1kg당 필요한 열량이 어른보다 훨씬 많아요. 이 급여량은 어른 기준이니, 성장기에는 사료 포장지의 월령별 급여표를 따라 주세요.';
