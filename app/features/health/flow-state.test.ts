import { describe, expect, it } from 'vitest';
import { careLineResults, CARE_LINES, SIGN_GROUPS } from './cats-signal';
import { breedSensitivities, searchBreeds, sensitivitiesFor, breedList } from './breed-sensitivity';
import { isCategoryOf } from './questionnaire';
import {
  bcsProblem,
  breedProblem,
  catsSignalProblem,
  categoryAnswerProblem,
  parseBcs,
  parseBreed,
  parseCatsSignal,
  parseSensitivity,
  parseWeight,
  sensitivityParams,
  sensitivityProblem,
} from './flow-state';

const qs = (s: string) => new URLSearchParams(s);

describe('sensitivity state in the URL', () => {
  it('keeps only categories of the species and answers of chosen categories', () => {
    const s = parseSensitivity(qs('species=dog&cat=hairball&cat=skin&cat=weight&a=dog-skin-q1&a=dog-digest-q1&a=cat-fur-q1&a=dog-skin-q1'));
    expect(s.categories).toEqual(['skin', 'weight']);
    expect(s.answers).toEqual(['dog-skin-q1']);
  });

  it('serialises in a stable order and round-trips', () => {
    const s = parseSensitivity(qs('a=cat-fur-q2&cat=fur&species=cat'));
    expect(sensitivityParams(s).toString()).toBe('species=cat&cat=fur&a=cat-fur-q2');
    expect(parseSensitivity(sensitivityParams(s))).toEqual(s);
  });

  it('names the first step with a problem', () => {
    expect(sensitivityProblem(parseSensitivity(qs('')), 'step2')?.to).toBe('/sensitivitycheck/step1?err=species');
    expect(sensitivityProblem(parseSensitivity(qs('species=dog')), 'step2')?.to).toBe('/sensitivitycheck/step1?species=dog&err=stage');
    expect(sensitivityProblem(parseSensitivity(qs('species=dog&pet=p1')), 'step2')).toBeNull();
    expect(sensitivityProblem(parseSensitivity(qs('species=dog&stage=young')), 'step2')).toBeNull();
    expect(sensitivityProblem(parseSensitivity(qs('species=dog&stage=young')), 'step2_1')?.code).toBe('categories');
    const twoCats = 'species=dog&stage=adult&cat=skin&cat=weight';
    expect(sensitivityProblem(parseSensitivity(qs(twoCats)), 'step2_1', 0)).toBeNull();
    expect(sensitivityProblem(parseSensitivity(qs(twoCats)), 'step2_1', 1)?.to).toBe(
      '/sensitivitycheck/step2_1?species=dog&stage=adult&cat=skin&cat=weight&c=0&err=required',
    );
    expect(sensitivityProblem(parseSensitivity(qs(`${twoCats}&a=dog-skin-q1`)), 'step3')?.to).toContain('c=1&err=required');
    expect(sensitivityProblem(parseSensitivity(qs(`${twoCats}&a=dog-skin-q1&a=dog-skin-q7&a=dog-weight-q7`)), 'step3')?.code).toBe('exclusive');
    expect(sensitivityProblem(parseSensitivity(qs(`${twoCats}&a=dog-skin-q1&a=dog-weight-q7`)), 'step4')).toBeNull();
  });

  it("'이상 없음' is exclusive with the other options", () => {
    expect(categoryAnswerProblem('cat', 'hairball', ['cat-hairball-q3'])).toBeNull();
    expect(categoryAnswerProblem('cat', 'hairball', ['cat-hairball-q1', 'cat-hairball-q3'])).toBe('exclusive');
    expect(categoryAnswerProblem('cat', 'hairball', [])).toBe('required');
  });
});

describe('BCS state in the URL', () => {
  it('reads weights with one decimal within limits', () => {
    expect(parseWeight('4.5')).toBe(4.5);
    expect(parseWeight('4,5')).toBe(4.5);
    expect(parseWeight('4.55')).toBeNull();
    expect(parseWeight('0.2')).toBeNull();
    expect(parseWeight('abc')).toBeNull();
    expect(parseWeight('')).toBeNull();
  });

  it('sends back to the step whose answer is missing', () => {
    expect(bcsProblem(parseBcs(qs('species=cat')), 'step3')?.to).toBe('/bcs/step2?species=cat&err=weight');
    expect(bcsProblem(parseBcs(qs('species=cat&weight=4.2')), 'step3')?.code).toBe('stage');
    expect(bcsProblem(parseBcs(qs('species=cat&weight=4.2&stage=adult')), 'step3')).toBeNull();
    expect(bcsProblem(parseBcs(qs('species=cat&weight=4.2&stage=adult&ribs=3&waist=9')), 'step4')?.code).toBe('waist');
    expect(bcsProblem(parseBcs(qs('species=cat&weight=4.2&stage=adult&ribs=3&waist=3&belly=4')), 'step4')).toBeNull();
  });
});

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

describe('cats signal', () => {
  it('care lines follow SPEC 9.8, in the cat display order of the codes', () => {
    expect(CARE_LINES.map((l) => [l.name, l.code])).toEqual([
      ['urinary', 25],
      ['light weight', 27],
      ['digestive', 29],
      ['hair & skin', 31],
      ['dental', 30],
      ['hairball', 23],
    ]);
  });

  it('groups cover behaviour, litter box, coat, appetite and mouth, and every care line is reachable', () => {
    expect(SIGN_GROUPS.map((g) => g.key)).toEqual(['behaviour', 'litter', 'coat', 'appetite', 'mouth']);
    const lines = new Set(SIGN_GROUPS.flatMap((g) => g.signs.map((s) => s.line)));
    expect(lines.size).toBe(6);
  });

  it('reads signs with the rule of SPEC 4.1, in the cat display order (25, 27, 29, 31, 30, 23)', () => {
    const r = careLineResults(['mouth-1', 'litter-1', 'behaviour-1', 'behaviour-3', 'coat-1', 'litter-4', 'mouth-none']);
    expect(r.map((x) => [x.line.code, x.status])).toEqual([
      [25, 'Action Required'],
      [27, 'Caution'],
      [29, 'Caution'],
      [31, 'Caution'],
      [30, 'Caution'],
      [23, 'Caution'],
    ]);
    expect(careLineResults(['behaviour-none'])).toEqual([]);
  });

  it('checks each group of a step', () => {
    expect(catsSignalProblem(parseCatsSignal(qs('')), 'step2')?.code).toBe('stage');
    expect(catsSignalProblem(parseCatsSignal(qs('stage=adult&s=behaviour-none')), 'step3')?.code).toBe('litter:required');
    expect(catsSignalProblem(parseCatsSignal(qs('stage=adult&s=behaviour-none&s=behaviour-1&s=litter-none')), 'step3')?.code).toBe('behaviour:exclusive');
    expect(catsSignalProblem(parseCatsSignal(qs('stage=adult&s=behaviour-none&s=litter-none')), 'step3')).toBeNull();
    expect(catsSignalProblem(parseCatsSignal(qs('stage=adult&s=behaviour-none&s=litter-none&s=coat-none')), 'step4')?.to).toContain('/cats-signal/step3');
  });
});
