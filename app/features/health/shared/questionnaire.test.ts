import { describe, expect, it } from 'vitest';
import { ALL_CATEGORIES } from './health-types';
import { CATEGORY_LABEL, normalQuestionId, parseQuestionId, questionnaire, SPECIES_CATEGORIES } from './questionnaire';
import { byCodeOrder, CATEGORY_CODE, CODE_DISPLAY_ORDER, productInfo, productInfos } from './product-info';

describe('health categories (SPEC 9.7, 5.6)', () => {
  it('has the nine categories of the spec', () => {
    expect([...ALL_CATEGORIES]).toEqual(['skin', 'weight', 'digest', 'fur', 'stress', 'neutral', 'urinary', 'tooth', 'hairball']);
  });

  it('dogs: skin, weight, digest, fur, stress, neutral — no hairball, no urinary', () => {
    expect(SPECIES_CATEGORIES.dog).toEqual(['skin', 'weight', 'digest', 'fur', 'stress', 'neutral']);
    expect(questionnaire('dog').map((c) => c.id)).toEqual(['skin', 'weight', 'digest', 'fur', 'stress', 'neutral']);
    expect(SPECIES_CATEGORIES.dog).not.toContain('hairball');
    expect(SPECIES_CATEGORIES.dog).not.toContain('urinary');
  });

  it('cats: fur, weight, digest, urinary, tooth, hairball', () => {
    expect(questionnaire('cat').map((c) => c.id)).toEqual(['fur', 'weight', 'digest', 'urinary', 'tooth', 'hairball']);
  });

  it('labels follow the label map', () => {
    expect(CATEGORY_LABEL).toEqual({
      skin: 'Derma',
      fur: 'Derma',
      weight: 'Weight',
      digest: 'Digestive',
      urinary: 'Urinary',
      hairball: 'Hairball',
      neutral: 'Timing',
      stress: 'Stress',
      tooth: 'Tooth',
    });
    for (const species of ['dog', 'cat'] as const) {
      for (const c of questionnaire(species)) {
        expect(c.label).toBe(CATEGORY_LABEL[c.id]);
        expect(c.defaultImageUrl).toMatch(/^\/img\/health\/category\/[a-z]+-default\.svg$/);
        expect(c.activeImageUrl).toMatch(/-active\.svg$/);
        expect(c.questionImgUrl).toMatch(/-question\.svg$/);
      }
    }
  });
});

describe('questions (SPEC 3.7, 9.7)', () => {
  it.each([
    ['dog', 'skin', 7],
    ['dog', 'weight', 7],
    ['dog', 'digest', 7],
    ['dog', 'fur', 5],
    ['dog', 'stress', 6],
    ['dog', 'neutral', 4],
    ['cat', 'fur', 8],
    ['cat', 'weight', 6],
    ['cat', 'digest', 9],
    ['cat', 'urinary', 5],
    ['cat', 'tooth', 5],
    ['cat', 'hairball', 3],
  ] as const)('%s %s has %i questions with ids {species}-{category}-q{n}', (species, category, count) => {
    const cat = questionnaire(species).find((c) => c.id === category)!;
    expect(cat.questions).toHaveLength(count);
    cat.questions.forEach((q, i) => {
      expect(q.id).toBe(`${species}-${category}-q${i + 1}`);
      expect(['Action Required', 'Caution', 'Normal']).toContain(q.questionType);
      expect(q.isSelected).toBe(false);
      expect(q.label.trim()).not.toBe('');
      expect(parseQuestionId(q.id)).toEqual({ species, category, n: i + 1 });
    });
  });

  it("the last option of every category is '이상 없음' (Normal), and only the last is Normal", () => {
    for (const species of ['dog', 'cat'] as const) {
      for (const c of questionnaire(species)) {
        const last = c.questions.at(-1)!;
        expect(last.label).toBe('이상 없음');
        expect(last.questionType).toBe('Normal');
        expect(normalQuestionId(species, c.id)).toBe(last.id);
        expect(c.questions.slice(0, -1).every((q) => q.questionType !== 'Normal')).toBe(true);
      }
    }
  });

  it('question labels are unique within a category', () => {
    for (const species of ['dog', 'cat'] as const) {
      for (const c of questionnaire(species)) expect(new Set(c.questions.map((q) => q.label)).size).toBe(c.questions.length);
    }
  });

  it('refuses ids that name no question', () => {
    expect(parseQuestionId('dog-hairball-q1')).toBeNull();
    expect(parseQuestionId('dog-skin-q8')).toBeNull();
    expect(parseQuestionId('dog-skin-q0')).toBeNull();
    expect(parseQuestionId('cat-fur-q8')).not.toBeNull();
    expect(parseQuestionId('x')).toBeNull();
  });

  it('hands out fresh copies so a selection never leaks between requests', () => {
    const a = questionnaire('dog');
    a[0]!.questions[0]!.isSelected = true;
    expect(questionnaire('dog')[0]!.questions[0]!.isSelected).toBe(false);
  });
});

describe('internal product codes (SPEC 9.8)', () => {
  it('maps categories to the codes of the spec', () => {
    expect(CATEGORY_CODE.dog).toEqual({ skin: 87, weight: 99, digest: 79, fur: 85, stress: 77, neutral: 81 });
    expect(CATEGORY_CODE.cat).toEqual({ urinary: 25, weight: 27, digest: 29, fur: 31, tooth: 30, hairball: 23 });
  });

  it('lists the codes in the display order of the spec', () => {
    expect(CODE_DISPLAY_ORDER.cat).toEqual([25, 27, 29, 31, 30, 23]);
    expect(CODE_DISPLAY_ORDER.dog).toEqual([87, 99, 79, 85, 77, 81]);
    expect(productInfos('cat').map((i) => i.InternalCode)).toEqual([25, 27, 29, 31, 30, 23]);
    expect(productInfos('dog').map((i) => i.InternalCode)).toEqual([87, 99, 79, 85, 77, 81]);
    expect(byCodeOrder('cat', ['hairball', 'fur', 'urinary'] as const, (c) => CATEGORY_CODE.cat[c])).toEqual(['urinary', 'fur', 'hairball']);
  });

  it("every category has product info titled '… 관리 도움' with its code, a colour and additional info", () => {
    for (const species of ['dog', 'cat'] as const) {
      for (const category of SPECIES_CATEGORIES[species]) {
        const info = productInfo(species, category)!;
        expect(info.title).toMatch(/^.+ 관리 도움$/);
        expect(info.InternalCode).toBe(CATEGORY_CODE[species][category]);
        expect(info.color).toMatch(/^#[0-9a-f]{6}$/i);
        expect(info.additionalInfo.length).toBeGreaterThan(0);
        for (const extra of info.additionalInfo) {
          expect(extra.image).toMatch(/^\/img\/health\/nutrient\/[a-z]+\.svg$/);
          expect(extra.text).not.toBe('');
        }
      }
    }
  });
});
