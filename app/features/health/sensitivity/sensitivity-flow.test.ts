import { describe, expect, it } from 'vitest';
import { categoryAnswerProblem, parseSensitivity, sensitivityParams, sensitivityProblem } from './sensitivity-flow';

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
