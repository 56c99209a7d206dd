import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The architecture decisions (docs/decisions/README.md): every file is `NNN-title.md` with a
 * number of its own, has the three sections, and is listed in the index; every mention of a
 * decision file elsewhere in the repository names one that exists.
 */

const ROOT = path.resolve(import.meta.dirname, '../..');
const DECISIONS = path.join(ROOT, 'docs/decisions');
const FILE_NAME = /^\d{3}-[a-z0-9-]+\.md$/;
const SECTIONS = ['## Context', '## Decision', '## Consequences'];

const decisionFiles = readdirSync(DECISIONS)
  .filter((name) => name !== 'README.md')
  .sort();

function read(name: string): string {
  return readFileSync(path.join(DECISIONS, name), 'utf8');
}

describe('docs/decisions', () => {
  it('names every file NNN-title.md', () => {
    expect(decisionFiles.length).toBeGreaterThan(0);
    expect(decisionFiles.filter((name) => !FILE_NAME.test(name))).toEqual([]);
  });

  it('gives every decision a number of its own', () => {
    const seen = new Map<string, string[]>();
    for (const name of decisionFiles) {
      const number = name.slice(0, 3);
      seen.set(number, [...(seen.get(number) ?? []), name]);
    }
    expect([...seen.values()].filter((names) => names.length > 1)).toEqual([]);
  });

  it.each(decisionFiles)('%s has its title line and the three sections', (name) => {
    const lines = read(name).split('\n');
    expect(lines[0]).toMatch(new RegExp(`^# ${name.slice(0, 3)}\\. \\S`));
    for (const heading of SECTIONS) expect(lines, `${name}: ${heading}`).toContain(heading);
  });

  it('lists every decision in the index, and nothing else', () => {
    const index = readFileSync(path.join(DECISIONS, 'README.md'), 'utf8');
    const linked = [...index.matchAll(/\]\(([^)]+\.md)\)/g)].map((match) => match[1]);
    expect([...linked].sort()).toEqual(decisionFiles);
    // in number order
    expect(linked).toEqual(decisionFiles);
  });
});

/** The folders and files whose text may cite a decision. */
const CITING = ['README.md', 'eslint.config.js', 'app', 'server', 'scripts', 'tests', 'docs', '.ci'];
const TEXT = /\.(md|ts|tsx|js|mjs|cjs|json|ya?ml|sh|css)$/;

function textFiles(entry: string): string[] {
  const full = path.join(ROOT, entry);
  let stat;
  try {
    stat = statSync(full);
  } catch {
    return [];
  }
  if (stat.isFile()) return TEXT.test(entry) ? [entry] : [];
  return readdirSync(full).flatMap((child) => textFiles(path.join(entry, child)));
}

describe('mentions of decision files', () => {
  it('name files that exist', () => {
    const existing = new Set(decisionFiles);
    const numbers = new Set(decisionFiles.map((name) => name.slice(0, 3)));
    const broken: string[] = [];
    for (const file of CITING.flatMap(textFiles)) {
      // a path may be wrapped inside a comment: "docs/decisions/\n * 043-js-after-lcp.md"
      const text = readFileSync(path.join(ROOT, file), 'utf8').replace(/decisions\/\s*\n\s*\*?\s*/g, 'decisions/');
      for (const match of text.matchAll(/docs\/decisions\/([A-Za-z0-9_.-]+)/g)) {
        const target = (match[1] ?? '').replace(/\.$/, '');
        const ok = target.endsWith('.md')
          ? target === 'README.md' || existing.has(target)
          : /^\d{3}$/.test(target) && numbers.has(target);
        if (!ok) broken.push(`${file}: docs/decisions/${target}`);
      }
      for (const match of text.matchAll(/(?<![\w/-])(\d{3}-[a-z0-9-]+\.md)/g)) {
        if (!existing.has(match[1] ?? '')) broken.push(`${file}: ${match[1]}`);
      }
    }
    expect(broken).toEqual([]);
  });
});
