import { describe, expect, it } from 'vitest';
import { changedFields } from './audit-trail';

describe('changedFields', () => {
  it('keeps only the fields that differ, each with its value before and after', () => {
    expect(changedFields({ status: 'applied', note: '' }, { status: 'selected', note: '' })).toEqual({ status: { before: 'applied', after: 'selected' } });
  });
  it('treats a missing record as nulls (created, removed)', () => {
    expect(changedFields(null, { email: 'a@b.kr', role: 'editor' })).toEqual({ email: { before: null, after: 'a@b.kr' }, role: { before: null, after: 'editor' } });
    expect(changedFields({ owner: 'm1' }, null)).toEqual({ owner: { before: 'm1', after: null } });
  });
  it('compares values, not references, and cuts long texts', () => {
    expect(changedFields({ list: [1, 2] }, { list: [1, 2] })).toEqual({});
    const long = 'ㄱ'.repeat(600);
    const cut = changedFields(null, { answer: long }).answer!.after as string;
    expect(cut.length).toBe(501);
    expect(cut.endsWith('…')).toBe(true);
  });
});
