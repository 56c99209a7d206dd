import { describe, expect, it } from 'vitest';
import { dailyGrams, feedingColumn, type FeedingPet } from './daily-grams';
import { gramsForEnergy, restingEnergy } from './energy';
import { caseWords, COLUMN_RULE, FEEDING_COLUMNS, feedingRow, gramsForFeed } from './feeding-table';

const dog = { species: 'dog', weightKg: 10, stage: 'adult', activity: 'normal', neutered: false, body: 'normal' } as const satisfies FeedingPet;

describe('daily grams (one computation)', () => {
  it('picks the feeding column from body shape, then activity and neutering', () => {
    expect(feedingColumn(dog)).toBe(2);
    expect(feedingColumn({ ...dog, body: 'obese' })).toBe(0);
    expect(feedingColumn({ ...dog, body: 'overweight' })).toBe(1);
    expect(feedingColumn({ ...dog, neutered: true })).toBe(1);
    expect(feedingColumn({ ...dog, neutered: true, activity: 'high' })).toBe(2);
    expect(feedingColumn({ ...dog, species: 'cat' })).toBe(1);
    expect(feedingColumn({ ...dog, species: 'cat', activity: 'low' })).toBe(0);
  });

  it('for a BCS state alone, picks the column the table gives that state', () => {
    for (const species of ['dog', 'cat'] as const) {
      for (const body of ['underweight', 'normal', 'overweight', 'obese'] as const) {
        const column = feedingColumn({ species, activity: 'normal', neutered: false, body });
        expect(FEEDING_COLUMNS[species][column]!.states, `${species} ${body}`).toContain(body);
      }
    }
  });

  it('every legend is written from the rule the amount follows (issue 25, item 4c)', () => {
    for (const species of ['dog', 'cat'] as const) {
      for (const body of ['underweight', 'normal', 'overweight', 'obese'] as const) {
        for (const activity of ['low', 'normal', 'high'] as const) {
          for (const neutered of [false, true]) {
            const pet = { species, activity, neutered, body };
            const column = FEEDING_COLUMNS[species][feedingColumn(pet)]!;
            // The case that decided is the first the pet meets; the chosen column's legend says it.
            const decided = COLUMN_RULE[species].find((c) => (!c.body || c.body.includes(body)) && (!c.activity || c.activity.includes(activity)) && (!c.neutered || neutered))!;
            expect(decided.column, `${species} ${body} ${activity} ${neutered}`).toBe(column.key);
            expect(column.description.split(' · '), `${species} ${body} ${activity} ${neutered}`).toContain(caseWords(decided));
          }
        }
      }
      // Each legend is exactly its cases' words, nothing written by hand beside them.
      for (const column of FEEDING_COLUMNS[species]) {
        expect(column.description).toBe(COLUMN_RULE[species].filter((c) => c.column === column.key).map(caseWords).join(' · '));
      }
    }
    expect(FEEDING_COLUMNS.dog[1]!.description).toBe('과체중(BCS 6~7)일 때 · 활동량이 적을 때 · 중성화했고 활동량이 많지 않을 때');
    expect(FEEDING_COLUMNS.cat[0]!.description).toBe('과체중·비만(BCS 6~9)일 때 · 활동량이 적을 때');
  });

  it('grown pets are fed from the SPEC 9.9 table, scaled to the feed', () => {
    const amount = dailyGrams(dog, 3300);
    expect(amount.source).toBe('table');
    expect(amount.tableGrams).toBe(194);
    expect(amount.grams).toBe(gramsForFeed('dog', 194, 3300));
    expect(amount.kcal).toBe(737);
    expect(dailyGrams({ ...dog, stage: 'senior', neutered: true }, 3800).grams).toBe(feedingRow('dog', 10).grams[1]);
    // Outside the table the nearest row is used, and said so.
    expect(dailyGrams({ ...dog, weightKg: 60 }, 3800).row.clamped).toBe(true);
  });

  it('puppies and kittens, whom the table does not cover, get the energy formula', () => {
    const amount = dailyGrams({ ...dog, stage: 'young' }, 3850);
    expect(amount).toMatchObject({ source: 'formula', rer: 394, factor: 2.0, kcal: 787 });
    expect(amount.grams).toBe(gramsForEnergy(787, 3850));
    expect(dailyGrams({ ...dog, species: 'cat', weightKg: 2, stage: 'young', activity: 'high' }, 4000)).toMatchObject({ source: 'formula', factor: 2.5 });
  });

  it('resting energy is 70 × kg^0.75; no energy density gives no grams', () => {
    expect(Math.round(restingEnergy(10))).toBe(394);
    expect(Math.round(restingEnergy(1))).toBe(70);
    expect(gramsForEnergy(500, 0)).toBe(0);
  });
});
