import { describe, expect, it } from 'vitest';
import { searchKindOf, viewEntryOf } from './personal-data';

describe('searchKindOf', () => {
  it('names what a search term looks like, never keeping it', () => {
    expect(searchKindOf('010-1234-5678')).toBe('phone');
    expect(searchKindOf(' 5678 ')).toBe('phone');
    expect(searchKindOf('doam@example.kr')).toBe('email');
    expect(searchKindOf('김도담')).toBe('name');
    expect(searchKindOf('  ')).toBeUndefined();
  });
});

describe('viewEntryOf', () => {
  const params = (values: Record<string, string>) => (name: string) => values[name];

  it('names the one record a detail shows', () => {
    const entry = viewEntryOf({ action: 'trials.view', subject: 'trial_order', record: 'id', fields: ['name', 'address'] }, params({ id: 'o-1' }));
    expect(entry).toEqual({ kind: 'view', action: 'trials.view', subject: { type: 'trial_order', id: 'o-1' }, detail: { fields: ['name', 'address'] } });
  });

  it('names the records a list showed and the kind of its search term, not the term', () => {
    const entry = viewEntryOf({ action: 'trials.list', subject: 'trial_orders', search: 'q', fields: ['name', 'mobile'] }, params({ q: '01012345678' }), ['o-1', 'o-2']);
    expect(entry.subject).toEqual({ type: 'trial_orders', id: 'o-1,o-2' });
    expect(entry.detail).toEqual({ fields: ['name', 'mobile'], search: 'phone' });
    expect(JSON.stringify(entry)).not.toContain('01012345678');
  });
});
