import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Issue 23 item 3: features depend on each other one way. Reading every import between feature
 * folders, the graph of features has no cycle: if recruitment uses the catalogue, the catalogue's
 * data, rules and components never use recruitment. Page modules (`pages/`) are left out: they are
 * the one place allowed to compose several areas into a page (the product page shows its reviews
 * and stores; the linter's page-module exception), and only route modules import them, so nothing
 * comes to depend on a feature through them. The linter holds which features may be imported at
 * all (SHARED_FEATURES); this test holds the direction.
 */

const ROOT = path.resolve(import.meta.dirname, '../..');
const FEATURES = path.join(ROOT, 'app/features');

function featureGraph(): Map<string, Map<string, string[]>> {
  const graph = new Map<string, Map<string, string[]>>();
  for (const entry of fs.readdirSync(FEATURES, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.tsx?$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name)) continue;
    if (entry.parentPath.split(path.sep).includes('pages')) continue;
    const file = path.join(entry.parentPath, entry.name);
    const from = path.relative(FEATURES, file).split(path.sep)[0]!;
    for (const m of fs.readFileSync(file, 'utf8').matchAll(/from '#app\/features\/([^/']+)\//g)) {
      const to = m[1]!;
      if (to === from) continue;
      const edges = graph.get(from) ?? new Map<string, string[]>();
      edges.set(to, [...(edges.get(to) ?? []), path.relative(ROOT, file)]);
      graph.set(from, edges);
    }
  }
  return graph;
}

/** One cycle of the graph, as the features and the first file of each step, or null. */
function findCycle(graph: Map<string, Map<string, string[]>>): string | null {
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (node: string): string | null => {
    state.set(node, 'open');
    stack.push(node);
    for (const next of graph.get(node)?.keys() ?? []) {
      if (state.get(next) === 'open') {
        const cycle = [...stack.slice(stack.indexOf(next)), next];
        return cycle.map((f, i) => (i + 1 < cycle.length ? `${f} (${graph.get(f)!.get(cycle[i + 1]!)![0]})` : f)).join(' → ');
      }
      if (!state.has(next)) {
        const found = visit(next);
        if (found) return found;
      }
    }
    stack.pop();
    state.set(node, 'done');
    return null;
  };
  for (const node of graph.keys()) {
    if (!state.has(node)) {
      const found = visit(node);
      if (found) return found;
    }
  }
  return null;
}

describe('feature graph', () => {
  it('reads the imports between features', () => {
    expect(featureGraph().get('recruitment')?.has('catalogue')).toBe(true);
  });

  it('has no cycle: no two features use each other, directly or around', () => {
    expect(findCycle(featureGraph())).toBeNull();
  });

  it('finds a cycle when there is one', () => {
    const graph = new Map([
      ['a', new Map([['b', ['a.ts']]])],
      ['b', new Map([['a', ['b.ts']]])],
    ]);
    expect(findCycle(graph)).toBe('a (a.ts) → b (b.ts) → a');
  });
});
