import { describe, expect, it } from 'vitest';
import { jsonTooDeep, MAX_JSON_DEPTH, parseJsonInput } from './json-input';

describe('jsonTooDeep', () => {
  const nest = (n: number) => `${'['.repeat(n)}1${']'.repeat(n)}`;

  it('accepts nesting up to the limit and refuses one level more', () => {
    expect(jsonTooDeep(nest(MAX_JSON_DEPTH))).toBe(false);
    expect(jsonTooDeep(nest(MAX_JSON_DEPTH + 1))).toBe(true);
    expect(jsonTooDeep(`${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`)).toBe(true);
  });

  it('does not count brackets inside strings, escaped quotes included', () => {
    expect(jsonTooDeep(JSON.stringify({ a: '['.repeat(1000), b: '\\"[[[[' + '{'.repeat(100) }))).toBe(false);
  });

  it('counts depth, not the number of containers', () => {
    expect(jsonTooDeep(JSON.stringify(Array.from({ length: 10_000 }, () => ({ a: [1] }))))).toBe(false);
  });
});

describe('parseJsonInput', () => {
  it('parses ordinary JSON', () => {
    expect(parseJsonInput('{"a":[1,"가"]}', 'body')).toEqual({ ok: true, value: { a: [1, '가'] } });
  });

  it('names the field of a NUL character, in a value or in a key', () => {
    expect(parseJsonInput('{"name":"a\\u0000b"}', 'body')).toMatchObject({ ok: false, errorCode: 'INVALID_TEXT', field: 'name' });
    expect(parseJsonInput('{"a\\u0000":1}', 'body')).toMatchObject({ ok: false, errorCode: 'INVALID_TEXT' });
    expect(parseJsonInput('"\\u0000"', 'methodParams')).toMatchObject({ ok: false, field: 'methodParams' });
  });

  it('refuses broken and too deep JSON before parsing it', () => {
    expect(parseJsonInput('{"a":', 'body')).toMatchObject({ ok: false, errorCode: 'INVALID_JSON', field: 'body' });
    expect(parseJsonInput(`${'['.repeat(5000)}${']'.repeat(5000)}`, 'body')).toMatchObject({ ok: false, errorCode: 'JSON_TOO_DEEP' });
  });

  it('keeps a literal backslash-u0000 in text (an escaped backslash, not NUL)', () => {
    expect(parseJsonInput(JSON.stringify({ a: '\\u0000' }), 'body')).toEqual({ ok: true, value: { a: '\\u0000' } });
  });
});
