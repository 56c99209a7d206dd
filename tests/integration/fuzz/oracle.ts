import { expect } from 'vitest';

/** Slowest answer the suite accepts for any single request. */
const MAX_RESPONSE_MS = 2_000;

/**
 * Traces of internals an answer must never carry: stack frames, module paths, database error
 * texts and SQL as Kysely writes it (quoted identifiers). Hostile input echoed back in a form
 * (`' OR 1=1`) is fine; these patterns only match what the server itself would leak.
 */
const LEAKS: [string, RegExp][] = [
  ['stack frame', /\bat [\w$.<>[\] ]+ \((?:file:\/\/|\/|node:)[^)]*:\d+:\d+\)/],
  ['stack frame', /\n\s+at (?:async )?(?:file:\/\/|\/)[^\s]+:\d+:\d+/],
  ['module path', /node_modules\/|node:internal\//],
  ['error class', /\b(?:TypeError|RangeError|ReferenceError|SyntaxError): [A-Za-z]/],
  ['database error', /SqliteError|SQLITE_[A-Z]+|syntax error at or near|no such (?:table|column)|violates (?:foreign key|unique|not-null|check) constraint|UNIQUE constraint failed|relation "[^"]+" does not exist|column "[^"]+" (?:of relation "[^"]+" )?does not exist/],
  ['SQL', /\b(?:select|insert into|update|delete from)\b[^<>\n]{0,200}(?:from|into|set) "[a-z_]+"/],
];

export interface Observed {
  label: string;
  status: number;
  ms: number;
  body: string;
}

export function checkAnswer(o: Observed): void {
  const where = `${o.label} → ${o.status} in ${Math.round(o.ms)} ms`;
  expect(o.status, `${where}: ${o.body.slice(0, 300)}`).toBeLessThan(500);
  expect(o.ms, `${where}: too slow`).toBeLessThan(MAX_RESPONSE_MS);
  for (const [kind, pattern] of LEAKS) {
    const match = pattern.exec(o.body);
    expect(match?.[0], `${where}: ${kind} in the body`).toBeUndefined();
  }
}
