import { describe, expect, it } from 'vitest';
import { FEEDING_ANCHORS, FEEDING_COLUMNS, feedingRow, feedingTable, gramsForFeed, monotoneCubic } from './feeding-table';

describe('daily feeding gram table (SPEC 9.9)', () => {
  it('covers dogs 1–45 kg and cats 2–15 kg in 0.1 kg steps', () => {
    const dog = feedingTable('dog');
    const cat = feedingTable('cat');
    expect(dog).toHaveLength(441);
    expect(cat).toHaveLength(131);
    expect(dog[0]!.weightKg).toBe(1);
    expect(dog.at(-1)!.weightKg).toBe(45);
    expect(cat[0]!.weightKg).toBe(2);
    expect(cat.at(-1)!.weightKg).toBe(15);
    dog.forEach((row, i) => expect(row.weightKg).toBe((10 + i) / 10));
    cat.forEach((row, i) => expect(row.weightKg).toBe((20 + i) / 10));
    for (const row of dog) expect(row.grams).toHaveLength(3);
    for (const row of cat) expect(row.grams).toHaveLength(2);
  });

  it.each([
    ['dog', 1, [23, 30, 34]],
    ['dog', 10, [130, 167, 194]],
    ['dog', 45, [416, 550, 637]],
    ['cat', 2, [28, 38]],
    ['cat', 15, [118, 159]],
  ] as const)('reproduces the anchor %s %s kg exactly', (species, kg, grams) => {
    expect(feedingRow(species, kg).grams).toEqual(grams);
  });

  it('anchors in the data module are the spec values', () => {
    expect(FEEDING_ANCHORS.dog.map(([w]) => w)).toEqual([1, 10, 45]);
    expect(FEEDING_ANCHORS.cat.map(([w]) => w)).toEqual([2, 15]);
  });

  it.each(['dog', 'cat'] as const)('%s: every column grows with weight, and columns stay in order', (species) => {
    const rows = feedingTable(species);
    for (let i = 1; i < rows.length; i++) {
      for (let c = 0; c < rows[i]!.grams.length; c++) expect(rows[i]!.grams[c]!).toBeGreaterThanOrEqual(rows[i - 1]!.grams[c]!);
    }
    for (const row of rows) {
      for (let c = 1; c < row.grams.length; c++) expect(row.grams[c]!).toBeGreaterThan(row.grams[c - 1]!);
    }
  });

  it.each(['dog', 'cat'] as const)('%s: smooth — no jump between neighbouring rows beyond the local slope', (species) => {
    const rows = feedingTable(species);
    for (let i = 2; i < rows.length; i++) {
      for (let c = 0; c < rows[i]!.grams.length; c++) {
        const step = rows[i]!.grams[c]! - rows[i - 1]!.grams[c]!;
        const previous = rows[i - 1]!.grams[c]! - rows[i - 2]!.grams[c]!;
        // Rounding moves a step by at most 1 g either way; the underlying curve's slope changes slowly.
        expect(Math.abs(step - previous)).toBeLessThanOrEqual(2);
      }
    }
  });

  it('rounds to the nearest 0.1 kg and keeps within the table', () => {
    expect(feedingRow('dog', 9.96).weightKg).toBe(10);
    expect(feedingRow('dog', 9.96).clamped).toBe(false);
    const tiny = feedingRow('dog', 0.4);
    expect(tiny.weightKg).toBe(1);
    expect(tiny.clamped).toBe(true);
    const big = feedingRow('cat', 22);
    expect(big.weightKg).toBe(15);
    expect(big.clamped).toBe(true);
    expect(feedingRow('cat', Number.NaN).clamped).toBe(true);
  });

  it('describes its columns and maps the BCS states onto them', () => {
    expect(feedingRow('dog', 5).columns.map((c) => c.key)).toEqual(['loss', 'control', 'maintain']);
    expect(feedingRow('cat', 5).columns.map((c) => c.key)).toEqual(['control', 'maintain']);
    for (const species of ['dog', 'cat'] as const) {
      const states = FEEDING_COLUMNS[species].flatMap((c) => c.states);
      expect(states.sort()).toEqual(['normal', 'obese', 'overweight', 'underweight']);
    }
    expect(feedingRow('dog', 10).grams[2]).toBe(194);
    expect(feedingRow('cat', 15).grams[0]).toBe(118);
  });

  it('scales grams to a feed of another energy density', () => {
    expect(gramsForFeed('dog', 194, 3800)).toBe(194);
    expect(gramsForFeed('dog', 194, 950)).toBe(776);
    expect(gramsForFeed('cat', 100, 0)).toBe(100);
  });

  it('monotone cubic passes through its points and does not overshoot', () => {
    const f = monotoneCubic([0, 1, 2, 3], [0, 1, 1, 2]);
    expect(f(0)).toBeCloseTo(0);
    expect(f(1)).toBeCloseTo(1);
    expect(f(2)).toBeCloseTo(1);
    expect(f(3)).toBeCloseTo(2);
    for (let x = 1; x <= 2; x += 0.05) expect(f(x)).toBeCloseTo(1);
  });
});
