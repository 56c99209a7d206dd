import { describe, expect, it } from 'vitest';
import { fillPlaceholders, koreanPlaceholders, koreanPlaceholdersIn, placeholderNames } from './text-placeholders';

describe('text placeholders', () => {
  it('fills the key and the Korean name alike, and leaves what has no value', () => {
    expect(fillPlaceholders('{brand} · {브랜드명} · {대표자} · {csPhone} · {모름}', { brand: '도담펫', ceo: '김대표' })).toBe('도담펫 · 도담펫 · 김대표 · {csPhone} · {모름}');
  });

  it('shows staff every placeholder by its Korean name, inside records too', () => {
    expect(koreanPlaceholders('문의: {brand} 고객센터 {csPhone} ({csHours})')).toBe('문의: {브랜드명} 고객센터 {고객센터 전화} ({상담 시간})');
    expect(koreanPlaceholdersIn({ title: '{brand} 이야기', n: 3, list: ['{company}'] })).toEqual({ title: '{브랜드명} 이야기', n: 3, list: ['{회사명}'] });
    expect(placeholderNames(['brand', 'ceo'])).toBe('{브랜드명}, {대표자}');
  });
});
