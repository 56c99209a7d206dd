import type { Species } from './pet-types';

/**
 * Label_AgeGroup (SPEC 3.8): the life stage feeds are made for. Under 12 months a puppy or
 * kitten; 7 years and older a senior (when diets change); adult in between.
 */
export function ageInMonths(birthYear: number, birthMonth: number | null, now: Date): number {
  const months = (now.getFullYear() - birthYear) * 12 + (now.getMonth() + 1 - (birthMonth ?? 1));
  return Math.max(0, months);
}

export function ageGroupLabel(species: Species, birthYear: number, birthMonth: number | null, now: Date): string {
  const months = ageInMonths(birthYear, birthMonth, now);
  if (months < 12) return species === 'dog' ? '퍼피 (1세 미만)' : '키튼 (1세 미만)';
  if (months < 84) return '어덜트 (1~6세)';
  return '시니어 (7세 이상)';
}

export function ageText(birthYear: number, birthMonth: number | null, now: Date): string {
  const months = ageInMonths(birthYear, birthMonth, now);
  if (months < 12) return `${months}개월`;
  return `${Math.floor(months / 12)}살`;
}
