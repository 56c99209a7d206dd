import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** The folders docs/architecture.md's layers block names: its lines that start with app/ or server/. */
function documentedFolders(): string[] {
  const doc = fs.readFileSync(path.join(ROOT, 'docs/architecture.md'), 'utf8');
  const block = /## Layers and where things go\n+```\n([\s\S]*?)```/.exec(doc);
  if (!block) throw new Error('docs/architecture.md has no layers block');
  return block[1]!.split('\n').flatMap((line) => {
    const name = /^ ((?:app|server)\/[a-z-]+)\//.exec(line)?.[1];
    return name ? [name] : [];
  });
}

const foldersOf = (top: string) =>
  fs
    .readdirSync(path.join(ROOT, top), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.') && !entry.name.startsWith('+'))
    .map((entry) => `${top}/${entry.name}`);

describe('the layers block of docs/architecture.md', () => {
  it('names every folder of app/ and server/, and none that is not there', () => {
    const documented = documentedFolders();
    const actual = [...foldersOf('app'), ...foldersOf('server')];
    // app/styles holds the global stylesheet only, no modules to place in a layer.
    expect(actual.filter((folder) => folder !== 'app/styles' && !documented.includes(folder))).toEqual([]);
    expect(documented.filter((folder) => !actual.includes(folder))).toEqual([]);
  });
});
