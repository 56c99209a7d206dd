import { one, type Problem, speciesOf, petOf, parseWeight, withQuery } from '../shared/flow-state';
import { isKnownBreed } from './breed-sensitivity';
import { type Species } from '../shared/health-types';
import { href } from '#app/config/href';

/** The breed sensitivity flow's state in the URL (see shared/flow-state.ts). */

export interface BreedState {
  species: Species | null;
  pet: string | null;
  breed: string | null;
  age: number | null;
  neutered: boolean | null;
  weight: number | null;
  weightText: string;
}

export function parseBreed(p: URLSearchParams): BreedState {
  const species = speciesOf(p);
  const breed = one(p, 'breed');
  const ageText = one(p, 'age');
  const age = ageText !== null && /^\d{1,2}$/.test(ageText) && Number(ageText) <= 30 ? Number(ageText) : null;
  const neutered = one(p, 'neutered');
  return {
    species,
    pet: petOf(p),
    breed: species && breed && isKnownBreed(species, breed) ? breed : null,
    age,
    neutered: neutered === 'yes' ? true : neutered === 'no' ? false : null,
    weight: parseWeight(one(p, 'weight')),
    weightText: (one(p, 'weight') ?? '').slice(0, 8),
  };
}

export function breedParams(s: BreedState, extra: Record<string, string> = {}): URLSearchParams {
  const p = new URLSearchParams();
  if (s.species) p.set('species', s.species);
  if (s.pet) p.set('pet', s.pet);
  if (s.breed) p.set('breed', s.breed);
  if (s.age !== null) p.set('age', String(s.age));
  if (s.neutered !== null) p.set('neutered', s.neutered ? 'yes' : 'no');
  if (s.weightText) p.set('weight', s.weightText);
  for (const [k, v] of Object.entries(extra)) p.set(k, v);
  return p;
}

export function breedProblem(s: BreedState, step: 'step2' | 'step3' | 'result', rawWeight: string | null = null): Problem | null {
  if (!s.species && !s.pet) return { to: withQuery(href('breed-step1'), breedParams(s, { err: 'species' })), code: 'species' };
  if (step === 'step2') return null;
  if (!s.breed) return { to: withQuery(href('breed-step2'), breedParams(s, { err: 'breed' })), code: 'breed' };
  if (step === 'step3') return null;
  if (s.age === null) return { to: withQuery(href('breed-step3'), breedParams(s, { err: 'age' })), code: 'age' };
  if (s.neutered === null) return { to: withQuery(href('breed-step3'), breedParams(s, { err: 'neutered' })), code: 'neutered' };
  if (rawWeight !== null && rawWeight.trim() !== '' && s.weight === null) return { to: withQuery(href('breed-step3'), breedParams(s, { err: 'weight' })), code: 'weight' };
  return null;
}
