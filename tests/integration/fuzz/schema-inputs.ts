import fc from 'fast-check';
import type { z } from 'zod';
import { defOf, WRAPPER_KINDS } from '../../fixtures/zod-def';
import { hostileKey, hostileValue, MEGABYTE_STRING, nested, protoPolluter, RawToken } from './hostile-values';

/**
 * Inputs shaped after a method's own zod schema, so the fuzzer gets past the first
 * `strictObject` check and reaches refinements and handlers, where crashes live: plausible
 * values throughout, then one place (a field, an element, a key) replaced by something hostile.
 */

export interface Pools {
  /** Real ids (another member's records, products, articles): plausible values that pass format checks. */
  ids: string[];
}

const plausibleText = fc.constantFrom('보리', '테스트 문의입니다. 답변 부탁드립니다.', 'dog', 'cat', 'a@example.com', '2024', '3', '010-1234-5678', '서울특별시 강남구', '2026-01-01T00:00:00.000Z');

/** A value the schema would probably accept (right type, a known enum value, a real id). */
function plausible(schema: z.ZodType, pools: Pools, depth: number): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  if (WRAPPER_KINDS.has(def.type)) return plausible(def.innerType!, pools, depth);
  switch (def.type) {
    case 'pipe':
      return plausible(def.in!, pools, depth);
    case 'lazy':
      return depth > 3 ? fc.constant(null) : plausible(def.getter!(), pools, depth + 1);
    case 'object': {
      if (depth > 3) return fc.constant({});
      const fields: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, inner] of Object.entries(def.shape!)) fields[key] = plausible(inner, pools, depth + 1);
      return fc.record(fields, { requiredKeys: Object.keys(fields).filter((k) => !isOptional(def.shape![k]!)) });
    }
    case 'array':
      return fc.array(plausible(def.element!, pools, depth + 1), { maxLength: 4 });
    case 'record':
      return fc.dictionary(fc.string({ maxLength: 6 }), plausible(def.valueType!, pools, depth + 1), { maxKeys: 3 });
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries!));
    case 'literal':
      return fc.constantFrom(...(def.values as unknown[]));
    case 'union':
      return fc.oneof(...def.options!.map((o) => plausible(o, pools, depth)));
    case 'boolean':
      return fc.boolean();
    case 'number':
    case 'int':
      return fc.integer({ min: -2, max: 100 });
    case 'string':
      return pools.ids.length > 0 ? fc.oneof(fc.constantFrom(...pools.ids), plausibleText, fc.uuid()) : fc.oneof(plausibleText, fc.uuid());
    default:
      return fc.oneof(fc.constant(null), fc.string({ maxLength: 8 }), fc.integer());
  }
}

function isOptional(schema: z.ZodType): boolean {
  const type = defOf(schema).type;
  return type === 'optional' || type === 'default' || type === 'prefault';
}

/** The heavy values that break recursive or unbounded code. */
const heavy = fc.constantFrom<unknown>(nested(5_000, 'array'), nested(5_000, 'object'), protoPolluter(), MEGABYTE_STRING, new RawToken('1e999'), new RawToken('NaN'), [], {});

/** Every place in a value (paths of object keys and array indexes), the value itself first. */
function places(value: unknown, path: (string | number)[] = [], out: (string | number)[][] = [], depth = 0): (string | number)[][] {
  out.push(path);
  if (depth > 6 || value === null || typeof value !== 'object' || value instanceof RawToken) return out;
  const keys = Array.isArray(value) ? value.map((_, i) => i) : Object.keys(value);
  for (const k of keys) places((value as Record<string | number, unknown>)[k], [...path, k], out, depth + 1);
  return out;
}

type Mutation = { kind: 'replace'; with: unknown } | { kind: 'drop' } | { kind: 'add'; key: string; with: unknown };

function clone(value: unknown): unknown {
  if (value === null || typeof value !== 'object' || value instanceof RawToken) return value;
  if (Array.isArray(value)) return value.map(clone);
  const out: Record<string, unknown> = {};
  for (const k of Object.keys(value)) Object.defineProperty(out, k, { value: clone((value as Record<string, unknown>)[k]), enumerable: true, writable: true, configurable: true });
  return out;
}

/** A copy of `value` with one place changed. */
function mutate(value: unknown, pick: number, mutation: Mutation): unknown {
  const all = places(value);
  const path = all[pick % all.length]!;
  if (path.length === 0 && mutation.kind === 'replace') return mutation.with;
  const copy = clone(value) as Record<string | number, unknown>;
  let parent: Record<string | number, unknown> = copy;
  for (const k of path.slice(0, -1)) parent = parent[k] as Record<string | number, unknown>;
  const last = path[path.length - 1];
  const target = last === undefined ? copy : (parent[last] as unknown);
  if (mutation.kind === 'add' && target !== null && typeof target === 'object' && !Array.isArray(target) && !(target instanceof RawToken)) {
    Object.defineProperty(target, mutation.key, { value: mutation.with, enumerable: true, writable: true, configurable: true });
    return copy;
  }
  if (last === undefined) return copy;
  if (mutation.kind === 'drop') {
    if (Array.isArray(parent)) parent.splice(Number(last), 1);
    else delete parent[last];
  } else if (mutation.kind === 'replace') parent[last] = mutation.with;
  return copy;
}

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  { weight: 4, arbitrary: hostileValue.map((v): Mutation => ({ kind: 'replace', with: v })) },
  { weight: 2, arbitrary: heavy.map((v): Mutation => ({ kind: 'replace', with: v })) },
  { weight: 1, arbitrary: fc.constant<Mutation>({ kind: 'drop' }) },
  { weight: 1, arbitrary: fc.tuple(fc.oneof(hostileKey, fc.string({ maxLength: 10 })), hostileValue).map(([key, v]): Mutation => ({ kind: 'add', key, with: v })) },
);

/** Parameters for a method: plausible, plausible with one to three places broken, or anything at all. */
export function inputsFor(schema: z.ZodType, pools: Pools): fc.Arbitrary<unknown> {
  const base = plausible(schema, pools, 0);
  const broken = fc
    .tuple(base, fc.array(fc.tuple(fc.nat(), mutation), { minLength: 1, maxLength: 3 }))
    .map(([value, changes]) => changes.reduce((v, [pick, m]) => mutate(v, pick, m), value));
  return fc.oneof(
    { weight: 2, arbitrary: base },
    { weight: 6, arbitrary: broken },
    { weight: 1, arbitrary: hostileValue },
    { weight: 1, arbitrary: fc.constant(new RawToken('{"a":')) },
  );
}

/** Every key name a schema mentions at any depth (form field names for page actions). */
export function keysOf(schema: z.ZodType, into = new Set<string>(), depth = 0): Set<string> {
  if (depth > 6) return into;
  const def = defOf(schema);
  if (def.shape) for (const [k, v] of Object.entries(def.shape)) {
    into.add(k);
    keysOf(v, into, depth + 1);
  }
  for (const inner of [def.innerType, def.in, def.out, def.element, def.valueType]) if (inner) keysOf(inner, into, depth + 1);
  for (const option of def.options ?? []) keysOf(option, into, depth + 1);
  return into;
}
