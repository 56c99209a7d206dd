import { describe, expect, it } from 'vitest';
import { BCS_CONTENT, BCS_QUESTION_TEXT, bcsOutcome, bcsScore, bcsState, idealWeightKg } from './bcs';
import { WEIGHT_STATES } from '../shared/health-types';
import { FEEDING_COLUMNS } from '#app/features/catalogue/feeding-table';

describe('BCS score and state (SPEC 4.2)', () => {
  it('maps the three answers onto the 9-point scale', () => {
    expect(bcsScore({ ribs: 1, waist: 1, belly: 1 })).toBe(1);
    expect(bcsScore({ ribs: 3, waist: 3, belly: 3 })).toBe(5);
    expect(bcsScore({ ribs: 5, waist: 5, belly: 5 })).toBe(9);
    expect(bcsScore({ ribs: 4, waist: 4, belly: 4 })).toBe(7);
    expect(bcsScore({ ribs: 3, waist: 3, belly: 4 })).toBe(6);
    const seen = new Set<number>();
    for (let r = 1; r <= 5; r++) for (let w = 1; w <= 5; w++) for (let b = 1; b <= 5; b++) seen.add(bcsScore({ ribs: r, waist: w, belly: b } as never));
    expect([...seen].sort()).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('1–3 underweight, 4–5 normal, 6–7 overweight, 8–9 obese', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9].map(bcsState)).toEqual(['underweight', 'underweight', 'underweight', 'normal', 'normal', 'overweight', 'overweight', 'obese', 'obese']);
  });

  it('estimates the ideal weight at 10% per point away from ideal', () => {
    expect(idealWeightKg(10, 5)).toBe(10);
    expect(idealWeightKg(10, 4)).toBe(10);
    expect(idealWeightKg(12, 7)).toBe(10);
    expect(idealWeightKg(14, 9)).toBe(10);
    expect(idealWeightKg(8, 3)).toBe(10);
  });

  it('feeds from the column of the state at the ideal weight', () => {
    const obese = bcsOutcome('dog', 14, { ribs: 5, waist: 5, belly: 5 });
    expect(obese).toMatchObject({ score: 9, state: 'obese', idealWeightKg: 10, dailyGrams: 130, columnLabel: '체중 감량' });
    const normal = bcsOutcome('dog', 10, { ribs: 3, waist: 3, belly: 3 });
    expect(normal).toMatchObject({ state: 'normal', dailyGrams: 194, startGrams: null });
    const cat = bcsOutcome('cat', 15, { ribs: 3, waist: 3, belly: 3 });
    expect(cat.dailyGrams).toBe(159);
  });

  it('a neutered dog at ideal weight gets the weight-control amount its legend names; an intact one the maintenance amount (issue 25, item 4c)', () => {
    const answers = { ribs: 3, waist: 3, belly: 3 } as const;
    const neutered = bcsOutcome('dog', 10, answers, true);
    const intact = bcsOutcome('dog', 10, answers, false);
    expect(neutered).toMatchObject({ state: 'normal', columnLabel: '체중 관리', dailyGrams: 167, neutered: true, ifNeutered: null });
    expect(intact).toMatchObject({ state: 'normal', columnLabel: '체중 유지', dailyGrams: 194, neutered: false, ifNeutered: null });
    // The legend of the column used names the pet's case.
    expect(FEEDING_COLUMNS.dog[neutered.column]!.description).toContain('중성화');
    expect(FEEDING_COLUMNS.dog[intact.column]!.description).not.toContain('중성화했고');
    // Without a registered pet neutering is unknown: the page gives both amounts.
    expect(bcsOutcome('dog', 10, answers)).toMatchObject({ columnLabel: '체중 유지', dailyGrams: 194, neutered: null, ifNeutered: { columnLabel: '체중 관리', grams: 167 } });
    // Heavy dogs are fed for their body whatever the neutering; cats' columns do not turn on neutering.
    expect(bcsOutcome('dog', 14, { ribs: 5, waist: 5, belly: 5 }).ifNeutered).toBeNull();
    expect(bcsOutcome('cat', 4, answers, true)).toMatchObject({ columnLabel: '체중 유지', ifNeutered: null });
  });

  it('feeds a thin pet toward its ideal weight: from today’s amount up to the ideal weight’s', () => {
    const thin = bcsOutcome('cat', 2.4, { ribs: 1, waist: 2, belly: 2 });
    expect(thin).toMatchObject({ score: 2, state: 'underweight', idealWeightKg: 3.4, columnLabel: '체중 유지' });
    expect(thin.startGrams).toBeLessThan(thin.dailyGrams);
    const dog = bcsOutcome('dog', 8, { ribs: 2, waist: 2, belly: 2 });
    expect(dog).toMatchObject({ score: 3, state: 'underweight', idealWeightKg: 10, dailyGrams: 194, columnLabel: '체중 유지' });
  });

  it('never tells a thin pet it has a healthy shape, and sends it to a vet first', () => {
    for (const species of ['dog', 'cat'] as const) {
      const thin = BCS_CONTENT[species].underweight;
      const healthy = BCS_CONTENT[species].normal;
      expect(thin.circle).not.toBe(healthy.circle);
      expect(`${thin.circle} ${thin.summary}`).not.toMatch(/건강한 체형|딱 좋은|유지해 주세요/);
      expect(thin.vet?.text).toMatch(/동물병원|진료/);
      expect(thin.tips.join(' ')).toMatch(/동물병원/);
    }
  });

  it('has circle message, tips and slides for both species and every state', () => {
    for (const species of ['dog', 'cat'] as const) {
      for (const state of WEIGHT_STATES) {
        const c = BCS_CONTENT[species][state];
        expect(c.circle).not.toBe('');
        expect(c.tips.length).toBeGreaterThanOrEqual(3);
        expect(c.slides.length).toBeGreaterThanOrEqual(3);
      }
      expect(BCS_QUESTION_TEXT[species].map((q) => q.key)).toEqual(['ribs', 'waist', 'belly']);
      for (const q of BCS_QUESTION_TEXT[species]) expect(q.options.map((o) => o.level)).toEqual([1, 2, 3, 4, 5]);
    }
  });
});
