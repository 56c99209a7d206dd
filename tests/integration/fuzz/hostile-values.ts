import fc from 'fast-check';

/**
 * Values an attacker (or a broken client) sends instead of what a field expects. Numbers that
 * JSON cannot carry (NaN, ±Infinity, 1e999) are kept as raw tokens and written into the body
 * text as they are: `1e999` parses to Infinity on the server, `NaN` makes the JSON invalid.
 */
export class RawToken {
  constructor(readonly text: string) {}
}

export const MEGABYTE_STRING = 'A'.repeat(1024 * 1024);

const SQL = [
  "' OR '1'='1",
  "'; DROP TABLE members; --",
  '1 UNION ALL SELECT password_hash, email FROM members --',
  "admin'--",
  '1; SELECT pg_sleep(3); --',
  "' AND randomblob(100000000) --",
  '%',
  '_',
  '\\',
];
const HTML = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "javascript:alert('x')",
  '<svg/onload=alert(1)>',
  '{{constructor.constructor("return process")()}}',
  '${7*7}',
];
const ODD_TEXT = [
  '',
  ' ',
  '\u0000',
  '\ud800',
  'a\udfffb',
  '\ud83d',
  '\u202e\u0000\u001f',
  '../../../../etc/passwd',
  '/.//evil.com',
  'http://evil.test/',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  '2026-13-45',
  '9999-12-31T23:59:59.999Z',
  'null',
  'undefined',
  'true',
  '-1',
  '0x10',
  '1e999',
  '한국어 텍스트',
];

/** Numbers at the edges, as raw JSON tokens where JSON has no spelling for them. */
const NUMBERS: (number | RawToken)[] = [
  0,
  -0,
  -1,
  1.5,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53 + 1,
  Number.MAX_SAFE_INTEGER,
  Number.MIN_SAFE_INTEGER,
  1e308,
  5e-324,
  new RawToken('1e999'),
  new RawToken('-1e999'),
  new RawToken('123456789012345678901234567890'),
  new RawToken('NaN'),
  new RawToken('Infinity'),
];

export const hostileString = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...SQL, ...HTML, ...ODD_TEXT) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: fc.integer({ min: 0xd800, max: 0xdfff }).map((c) => String.fromCharCode(c)), minLength: 1, maxLength: 4 }) },
  { weight: 1, arbitrary: fc.constant(MEGABYTE_STRING) },
  { weight: 1, arbitrary: fc.nat({ max: 70_000 }).map((n) => '가'.repeat(n)) },
);

const hostileNumber: fc.Arbitrary<number | RawToken> = fc.oneof(
  fc.constantFrom(...NUMBERS),
  fc.double(),
  fc.integer(),
);

/** JSON text of a value nested `depth` levels deep (arrays or objects), the kind that overflows recursive code. */
export function nested(depth: number, kind: 'array' | 'object'): RawToken {
  return new RawToken(kind === 'array' ? `${'['.repeat(depth)}1${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`);
}

const hostileScalar: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  { weight: 2, arbitrary: hostileNumber },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false) },
);

export const hostileKey = fc.constantFrom('__proto__', 'constructor', 'prototype', '', ' ', '\u0000', 'a.b', '$where', 'toString');

/** Any hostile value: scalars, wrong containers, prototype keys, deep nesting. */
export const hostileValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    { weight: 6, arbitrary: hostileScalar },
    { weight: 1, arbitrary: fc.array(tie('value'), { maxLength: 4 }) },
    { weight: 1, arbitrary: fc.dictionary(fc.oneof(hostileKey, fc.string({ maxLength: 8 })), tie('value'), { maxKeys: 4 }) },
    { weight: 1, arbitrary: fc.constantFrom(nested(5_000, 'array'), nested(5_000, 'object'), nested(200, 'object')) },
    { weight: 1, arbitrary: fc.constant(protoPolluter()) },
    { weight: 1, arbitrary: fc.array(fc.constant('x'), { minLength: 10_000, maxLength: 10_000 }) },
  ),
})).value;


/** `{"__proto__": {...}, "constructor": {"prototype": {...}}}` as JSON text would carry it. */
export function protoPolluter(): Record<string, unknown> {
  const value = JSON.parse('{"__proto__":{"polluted":"yes","isStaff":true,"role":"staff"},"constructor":{"prototype":{"polluted":"yes"}}}') as Record<string, unknown>;
  return value;
}

/** JSON text for a value, writing RawToken values verbatim. */
export function toJsonText(value: unknown): string {
  if (value instanceof RawToken) return value.text;
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map(toJsonText).join(',')}]`;
  const parts: string[] = [];
  for (const key of Object.keys(value)) parts.push(`${JSON.stringify(key)}:${toJsonText((value as Record<string, unknown>)[key])}`);
  return `{${parts.join(',')}}`;
}

/** Form values: strings only on the wire, so every hostile value is flattened to text. */
export function toFormText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value instanceof RawToken) return value.text;
  return toJsonText(value).slice(0, 2 * 1024 * 1024);
}
