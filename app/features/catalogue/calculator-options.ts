import type { Activity } from '#app/features/catalogue/feeding-table';
import type { LifeStage } from '#app/features/catalogue/daily-grams';
import type { ProductSpecies } from '#server/platform/db/schema/products';

/** The choices of the feeding calculator (/custom-feed/prescription); the amounts come from app/features/catalogue (daily-grams.ts). */

export type { Activity };
export type Stage = LifeStage;

export const ACTIVITY_LABEL: Record<Activity, string> = {
  low: '적음 (주로 실내에서 쉬어요)',
  normal: '보통 (하루 30분~1시간 산책·놀이)',
  high: '많음 (하루 2시간 이상 뛰어놀아요)',
};

export const STAGE_LABEL: Record<ProductSpecies, Record<Stage, string>> = {
  Dog: { young: '퍼피 (12개월 미만)', adult: '성견 (1~7세)', senior: '노령견 (7세 이상)' },
  Cat: { young: '키튼 (12개월 미만)', adult: '성묘 (1~7세)', senior: '노령묘 (7세 이상)' },
};

/** Body weights the calculator accepts, in kg (a 90 kg mastiff, a 0.5 kg kitten). */
export const WEIGHT_LIMITS: Readonly<Record<ProductSpecies, { min: number; max: number }>> = {
  Dog: { min: 0.5, max: 90 },
  Cat: { min: 0.5, max: 15 },
};
