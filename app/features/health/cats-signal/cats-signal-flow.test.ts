import { describe, expect, it } from 'vitest';
import { careLineResults, CARE_LINES, SIGN_GROUPS } from './cats-signal';
import { catsSignalProblem, parseCatsSignal } from './cats-signal-flow';

const qs = (s: string) => new URLSearchParams(s);

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
