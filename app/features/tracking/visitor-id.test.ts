import { describe, expect, it } from 'vitest';
import { visitorUuid } from './visitor-id';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), data };
}

describe('browser UUID (SPEC 4.8, 9.3)', () => {
  it('is made on the first visit and stored under UUID', () => {
    const storage = memoryStorage();
    const id = visitorUuid(storage);
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(storage.data.get('UUID')).toBe(id);
  });

  it('is reused afterwards', () => {
    const storage = memoryStorage();
    expect(visitorUuid(storage)).toBe(visitorUuid(storage));
  });

  it('replaces a stored value that is not a UUID', () => {
    const storage = memoryStorage({ UUID: '../../etc' });
    const id = visitorUuid(storage);
    expect(id).not.toBe('../../etc');
    expect(storage.data.get('UUID')).toBe(id);
  });

  it('still answers when storage throws (private mode)', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(visitorUuid(broken)).toMatch(/^[0-9a-f-]{36}$/);
  });
});
