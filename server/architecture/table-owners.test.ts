import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Issue 23 item 2: every table has one owner. The linter keeps SQL inside data modules
 * (eslint.config.js, QUERY_BUILDERS); this test reads every module with SQL and fails when a table
 * is named by the SQL of two owners: two features, or a feature and the platform. A feature's
 * owner is its folder (app/features/<area>, health/shared for the health programs); the
 * platform's is its module folder (server/platform/<module>); the seed owns only its own
 * bookkeeping table. Migrations and the schema declare every table and are not owners.
 * scripts/bench/ is skipped, as the linter exempts it (eslint.config.js): the growth bench's
 * loader bulk-generates synthetic rows in many features' tables at a speed no owner's function
 * has, and none should exist for a benchmark alone.
 */

const ROOT = path.resolve(import.meta.dirname, '../..');
const SCOPES = ['app', 'server', 'scripts'];
const NOT_OWNERS = [/^server\/platform\/db\/migrations\//, /^server\/platform\/db\/schema\//, /^scripts\/bench\//, /\.test\.tsx?$/];

const schemaTables = new Set(
  [...fs.readFileSync(path.join(ROOT, 'server/platform/db/schema/database.ts'), 'utf8').matchAll(/^\s+([a-z_0-9]+): /gm)].map((m) => m[1]!),
);

function sourceFiles(): string[] {
  return SCOPES.flatMap((scope) =>
    fs
      .readdirSync(path.join(ROOT, scope), { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile() && /\.(ts|tsx|mjs)$/.test(e.name))
      .map((e) => path.relative(ROOT, path.join(e.parentPath, e.name))),
  ).filter((file) => !NOT_OWNERS.some((re) => re.test(file)));
}

/** The tables a module's SQL names: query builders, joins and raw SQL. */
function tablesNamed(source: string): Set<string> {
  const found = new Set<string>();
  for (const m of source.matchAll(/\.(?:selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto|innerJoin|leftJoin|rightJoin|fullJoin)\(\s*['"`]([a-z_0-9]+)/g)) found.add(m[1]!);
  for (const m of source.matchAll(/\b(?:FROM|JOIN|INTO|UPDATE|TABLE)\s+([a-z_0-9]+)\b/g)) if (schemaTables.has(m[1]!)) found.add(m[1]!);
  return found;
}

function ownerOf(file: string): string {
  const feature = /^app\/features\/(health\/[^/]+|[^/]+)\//.exec(file);
  if (feature) return `app/features/${feature[1]}`;
  const platform = /^server\/platform\/([^/]+)\//.exec(file);
  if (platform) return `server/platform/${platform[1]}`;
  return path.dirname(file);
}

describe('table owners', () => {
  const owners = new Map<string, Map<string, string[]>>();
  for (const file of sourceFiles()) {
    for (const table of tablesNamed(fs.readFileSync(path.join(ROOT, file), 'utf8'))) {
      const byOwner = owners.get(table) ?? new Map<string, string[]>();
      byOwner.set(ownerOf(file), [...(byOwner.get(ownerOf(file)) ?? []), file]);
      owners.set(table, byOwner);
    }
  }

  it('reads the tables of the schema and finds SQL', () => {
    expect(schemaTables.size).toBeGreaterThan(40);
    expect(owners.get('pets')?.size).toBe(1);
  });

  it('every table is named by the SQL of one owner', () => {
    const shared = [...owners].filter(([, byOwner]) => byOwner.size > 1).map(([table, byOwner]) => `${table}: ${[...byOwner.values()].flat().join(', ')}`);
    expect(shared).toEqual([]);
  });

  it('the seed names only its own bookkeeping table', () => {
    expect([...owners].filter(([, byOwner]) => byOwner.has('server/adapters/seed')).map(([table]) => table)).toEqual(['seed_keys']);
  });

  it('finds tables in builders, joins and raw SQL', () => {
    expect([...tablesNamed("db.selectFrom('pets').innerJoin('members as m', 'm.id', 'pets.member_id')")]).toEqual(['pets', 'members']);
    expect([...tablesNamed('sql`DELETE FROM search_index WHERE rowid IN (1)`')]).toEqual(['search_index']);
  });
});
