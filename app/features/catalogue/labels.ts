import type { LifeStage, ProductForm, ProductSize, ProductSpecies } from '#server/platform/db/schema/products';
import { speciesLabel } from '#app/features/pets/species';
import { href } from '#app/config/href';
import { formatNumber } from '#app/lib/format';

/** How a product's attributes read on cards and detail. */
export const LIFE_STAGE_LABEL: Record<LifeStage, string> = { puppy: '퍼피', kitten: '키튼', adult: '어덜트', senior: '시니어', all: '전 연령' };
export const SIZE_TEXT: Record<ProductSize, string> = { small: '소형견', medium: '중형견', large: '중대형견', all: '모든 견종' };
const FORM_TEXT: Record<ProductForm, string> = { dry: '건식', wet: '습식' };

export function packageText(grams: number): string {
  return grams >= 1000 ? `${formatNumber(grams / 1000, 1)}kg` : `${formatNumber(grams)}g`;
}

/** "강아지 · 어덜트 · 소형견 · 건식 · 2kg" */
export function productFacts(p: { Species__c: ProductSpecies; LifeStage: LifeStage; Size: ProductSize; Form: ProductForm; PackageGrams: number }): string[] {
  return [speciesLabel(p.Species__c), LIFE_STAGE_LABEL[p.LifeStage], p.Species__c === 'Dog' && p.Size !== 'all' ? SIZE_TEXT[p.Size] : '', FORM_TEXT[p.Form], packageText(p.PackageGrams)];
}

export function productHref(id: string): string {
  return `${href('product-detail')}/?id=${encodeURIComponent(id)}`;
}

/** The login toast of SPEC 5.1, for guests who press a member-only button. */
export function loginLinks(pathAndSearch: string): { id: string; url: string; label: string }[] {
  return [
    { id: 'login', url: href('login', { startURL: pathAndSearch }), label: '로그인 하기' },
    { id: 'register', url: href('register', { startURL: pathAndSearch }), label: '회원가입 하기' },
  ];
}

/** Treats are not complete meals: they are kept out of meal calculations (their name says so). */
export function isTreat(name: string): boolean {
  return /트릿|간식/.test(name);
}

/** "2.5kg", "10kg": weights as feeding tables print them. */
export function formatKg(weightG: number): string {
  return `${formatNumber(weightG / 1000, 1)}kg`;
}
