import { describe, expect, it } from 'vitest';
import { breedSensitivities, searchBreeds, sensitivitiesFor, breedList } from './breed-sensitivity';
import { isCategoryOf } from '../shared/questionnaire';
import { breedProblem, parseBreed } from './breed-flow';

const qs = (s: string) => new URLSearchParams(s);

describe('breed sensitivity', () => {
  it('every breed of both lists has sensitivities within its species categories', () => {
    for (const species of ['dog', 'cat'] as const) {
      for (const breed of breedList(species)) {
        const list = breedSensitivities(species, breed);
        expect(list.length, breed).toBeGreaterThan(0);
        for (const s of list) expect(isCategoryOf(species, s.category), `${breed} ${s.category}`).toBe(true);
      }
    }
  });

  it('searches ignoring spaces', () => {
    expect(searchBreeds('dog', '골든')).toEqual(['골든 리트리버']);
    expect(searchBreeds('dog', '웰시코기')).toEqual(['웰시 코기']);
    expect(searchBreeds('cat', '').length).toBe(breedList('cat').length);
  });

  it('adds neutering and senior care', () => {
    const dog = sensitivitiesFor('dog', '말티즈', { ageYears: 8, neutered: true }).map((s) => s.category);
    expect(dog).toEqual(['skin', 'stress', 'neutral', 'weight', 'digest']);
    const cat = sensitivitiesFor('cat', '페르시안', { ageYears: 2, neutered: true }).map((s) => s.category);
    expect(cat).toEqual(['hairball', 'fur', 'tooth', 'weight', 'urinary']);
  });

  it('checks the steps in order', () => {
    expect(breedProblem(parseBreed(qs('species=dog&breed=없는품종')), 'step3')?.code).toBe('breed');
    expect(breedProblem(parseBreed(qs('species=dog&breed=말티즈')), 'result')?.code).toBe('age');
    expect(breedProblem(parseBreed(qs('species=dog&breed=말티즈&age=3')), 'result')?.code).toBe('neutered');
    expect(breedProblem(parseBreed(qs('species=dog&breed=말티즈&age=3&neutered=no')), 'result')).toBeNull();
    expect(breedProblem(parseBreed(qs('species=dog&breed=말티즈&age=3&neutered=no&weight=x')), 'result', 'x')?.code).toBe('weight');
  });
});
