import { describe, expect, it } from 'vitest';
import { bcsProblem, parseBcs } from './bcs-flow';
import { parseWeight } from '../shared/flow-state';

const qs = (s: string) => new URLSearchParams(s);

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
