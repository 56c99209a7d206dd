import { describe, expect, it } from 'vitest';
import { DEMO_PRODUCTS } from '#server/adapters/seed/product-data';
import { codeListHref, feedsFor, fitsPet, noFitText, stageOfAgeYears } from './pet-fit';

const catalogue = DEMO_PRODUCTS.map((p) => ({ Id: p.id, Species__c: p.species, LifeStage: p.lifeStage, IsVet: p.vet === true, InternalCodes: p.codes }));

describe('which feeds fit a pet', () => {
  it('gives puppies and kittens growth or all-ages food only, never an adult recipe', () => {
    const kitten = feedsFor(catalogue, { species: 'cat', stage: 'young' });
    expect(kitten.length).toBeGreaterThan(0);
    for (const p of kitten) {
      expect(p.Species__c).toBe('Cat');
      expect(['kitten', 'all']).toContain(p.LifeStage);
    }
    expect(kitten.map((p) => p.Id)).not.toContain('p-cat-neutered');
    const puppy = feedsFor(catalogue, { species: 'dog', stage: 'young' });
    for (const p of puppy) expect(['puppy', 'all']).toContain(p.LifeStage);
  });

  it('keeps each species to its own feeds and leaves out vet diets', () => {
    for (const stage of ['young', 'adult', 'senior'] as const) {
      for (const p of feedsFor(catalogue, { species: 'dog', stage })) {
        expect(p.Species__c).toBe('Dog');
        expect(p.IsVet).toBe(false);
      }
    }
    expect(fitsPet({ Species__c: 'Cat', LifeStage: 'all', IsVet: true }, { species: 'cat', stage: 'adult' })).toBe(false);
  });

  it('gives seniors senior food first, then adult and all-ages food', () => {
    const senior = feedsFor(catalogue, { species: 'cat', stage: 'senior' });
    expect(senior[0]!.LifeStage).toBe('senior');
    expect(senior.map((p) => p.LifeStage)).toContain('adult');
    expect(senior.map((p) => p.LifeStage)).not.toContain('kitten');
    expect(feedsFor(catalogue, { species: 'cat', stage: 'adult' }).map((p) => p.LifeStage)).not.toContain('senior');
  });

  it('words the pet and the empty case, and narrows the list link for growth', () => {
    expect(noFitText({ species: 'cat', stage: 'young' }, '치석 관리 도움')).toBe('키튼 (1세 미만) 고양이에게 맞는 ‘치석 관리 도움’ 사료는 아직 없어요. 성장기에는 성장기 전용 사료를 먹이고, 관리 방법은 동물병원과 상의해 주세요.');
    expect(codeListHref(30, { species: 'cat', stage: 'young' })).toBe('/products/Product2?code=30&stage=young');
    expect(codeListHref(30, { species: 'cat', stage: 'senior' })).toBe('/products/Product2?code=30');
    expect([0, 1, 6, 7, 12].map(stageOfAgeYears)).toEqual(['young', 'adult', 'adult', 'senior', 'senior']);
  });
});
