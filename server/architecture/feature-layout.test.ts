import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Issue 23 item 1: one feature layout. Every feature folder (and each health program, which is
 * laid out like one) holds only the folders docs/architecture.md's layout block names — data/,
 * pages/, components/ — with page modules only in pages/ and SQL only in data/; the test reads the
 * block itself, so the document and the tree cannot disagree.
 */

const ROOT = path.resolve(import.meta.dirname, '../..');
const FEATURES = path.join(ROOT, 'app/features');
const SQL = /\.(selectFrom|insertInto|updateTable|deleteFrom)\(|\bsql`|\bsql</;

/** The folders and files the architecture document's layout block gives a feature. */
function documentedLayout(): { folders: string[]; files: string[] } {
  const doc = fs.readFileSync(path.join(ROOT, 'docs/architecture.md'), 'utf8');
  const block = /app\/features\/<area>\/[^\n]*\n((?: {26}\S[^\n]*\n)+)/.exec(doc);
  if (!block) throw new Error('docs/architecture.md has no layout block under app/features/<area>/');
  const names = block[1]!.split('\n').flatMap((line) => (line.trim() ? [line.trim().split(/\s+/)[0]!] : []));
  return { folders: names.filter((n) => n.endsWith('/') || n.includes('/*')).map((n) => n.split('/')[0]!), files: names.filter((n) => !n.includes('/') && !n.includes('*')) };
}

/** Every feature folder, health's programs in place of health itself. */
function units(): string[] {
  return fs.readdirSync(FEATURES, { withFileTypes: true }).flatMap((e) => {
    if (!e.isDirectory()) return [];
    if (e.name !== 'health') return [path.join(FEATURES, e.name)];
    return fs
      .readdirSync(path.join(FEATURES, e.name), { withFileTypes: true })
      .filter((p) => p.isDirectory())
      .map((p) => path.join(FEATURES, e.name, p.name));
  });
}

const rel = (file: string) => path.relative(ROOT, file);
const filesUnder = (dir: string) =>
  fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name)) : [];

describe('feature layout', () => {
  const layout = documentedLayout();

  it('reads the layout the architecture document gives', () => {
    expect(layout.folders.sort()).toEqual(['components', 'data', 'pages']);
    expect(layout.files).toEqual(expect.arrayContaining(['operations.server.ts', 'schemas.ts']));
    expect(units().length).toBeGreaterThan(20);
  });

  it('gives every feature only the documented folders', () => {
    const odd = units().flatMap((unit) =>
      fs
        .readdirSync(unit, { withFileTypes: true })
        .filter((e) => e.isDirectory() && !layout.folders.includes(e.name))
        .map((e) => rel(path.join(unit, e.name))),
    );
    expect(odd).toEqual([]);
  });

  it('keeps page modules in pages/ and nothing else there', () => {
    const all = units().flatMap((unit) => filesUnder(unit));
    const strayPages = all.filter((f) => !f.includes(`${path.sep}pages${path.sep}`) && /(^|[-/])pages\.server\.ts$/.test(path.basename(f)));
    const notPages = all.filter((f) => f.includes(`${path.sep}pages${path.sep}`) && !/\.server(\.[a-z]+)?\.test\.ts$|\.server\.ts$/.test(f));
    expect([...strayPages, ...notPages].map(rel)).toEqual([]);
  });

  it('keeps SQL in data/ and data/ for SQL', () => {
    const all = units().flatMap((unit) => filesUnder(unit)).filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f));
    const sqlOutside = all.filter((f) => !f.includes(`${path.sep}data${path.sep}`) && SQL.test(fs.readFileSync(f, 'utf8')));
    const dataWithoutSql = all.filter((f) => f.includes(`${path.sep}data${path.sep}`) && !SQL.test(fs.readFileSync(f, 'utf8')));
    expect({ sqlOutside: sqlOutside.map(rel), dataWithoutSql: dataWithoutSql.map(rel) }).toEqual({ sqlOutside: [], dataWithoutSql: [] });
  });
});

describe('data functions', () => {
  /**
   * Issue 23 item 2: one handle type. Every function a data module exports takes the database
   * first, as `db: DbConn` (server/platform/db/database.ts): a connection or a transaction alike,
   * so any caller — a page, an operation's transaction, the seed — passes what it holds. What
   * else a function needs (the clock, the cache, storage) comes after it, by name.
   */
  it('take the database as `db: DbConn`, first', () => {
    const wrong: string[] = [];
    for (const unit of units()) {
      for (const file of filesUnder(path.join(unit, 'data')).filter((f) => f.endsWith('.server.ts'))) {
        for (const m of fs.readFileSync(file, 'utf8').matchAll(/^export (?:async )?function (\w+)(?:<[^(]*>)?\(([^,)]*)/gm)) {
          // A pure helper (no database) may sit beside the queries that use it; a handle of any
          // other type (services, a Pick of them, DbOnly, Kysely) may not.
          const first = m[2]!.trim();
          if (/\b(services|Services|DbOnly|Kysely|Db)\b/.test(first) && !/^db: DbConn$/.test(first)) wrong.push(`${rel(file)} ${m[1]}(${first})`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});
