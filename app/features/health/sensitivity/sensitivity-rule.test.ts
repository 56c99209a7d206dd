import { describe, expect, it } from 'vitest';
import type { HealthCategory, Question, QuestionType } from '../shared/health-types';
import { categoryOf } from '../shared/questionnaire';
import { categoryResult, categoryStatus, resultFor } from './sensitivity-rule';

const q = (questionType: QuestionType, isSelected: boolean): Question => ({ id: 'x', label: 'x', questionType, isSelected });

describe('category status (SPEC 4.1)', () => {
  it('any selected Action Required → Action Required / 주의', () => {
    expect(categoryStatus({ questions: [q('Caution', true), q('Action Required', true), q('Normal', false)] })).toBe('Action Required');
    const result = categoryResult({ ...(categoryOf('dog', 'skin') as HealthCategory), questions: [q('Action Required', true)] });
    expect(result.statusLabel).toBe('주의');
  });

  it('otherwise any selected Caution → Caution / 관리필요', () => {
    expect(categoryStatus({ questions: [q('Caution', true), q('Action Required', false)] })).toBe('Caution');
    const result = categoryResult({ ...(categoryOf('dog', 'skin') as HealthCategory), questions: [q('Caution', true)] });
    expect(result.statusLabel).toBe('관리필요');
  });

  it('otherwise Normal / 정상, including nothing selected', () => {
    expect(categoryStatus({ questions: [q('Normal', true), q('Caution', false)] })).toBe('Normal');
    expect(categoryStatus({ questions: [q('Caution', false)] })).toBe('Normal');
    expect(categoryStatus({ questions: [] })).toBe('Normal');
  });

  it('unselected questions never count', () => {
    expect(categoryStatus({ questions: [q('Action Required', false), q('Caution', false), q('Normal', true)] })).toBe('Normal');
  });

  it('works on the real questionnaire', () => {
    expect(resultFor('dog', 'skin', new Set(['dog-skin-q2']))?.statusLabel).toBe('주의');
    expect(resultFor('dog', 'skin', new Set(['dog-skin-q1', 'dog-skin-q3']))?.statusLabel).toBe('관리필요');
    expect(resultFor('dog', 'skin', new Set(['dog-skin-q7']))?.statusLabel).toBe('정상');
    expect(resultFor('cat', 'urinary', new Set(['cat-urinary-q1']))?.status).toBe('Action Required');
    expect(resultFor('dog', 'urinary', new Set())).toBeNull();
  });
});
