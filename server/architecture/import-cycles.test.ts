import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * No import cycles in app/ and server/, type-only ones included (docs/architecture.md, "Layers").
 * The linter's `import-x/no-cycle` skips `import type` and all-inline-`type` imports and has no
 * option to count them, so this walk does: every static import and re-export, `import type`,
 * `import('…')` calls and `import('…')` types, resolved as the compiler resolves them
 * (tsconfig.json: `#app/*`, `#server/*`, Bundler resolution). A cycle is broken by moving the
 * shared type or function down to the module both sides may import, not by an exception here.
 */

const ROOT = path.resolve(import.meta.dirname, '../..');
const SCOPE = ['app', 'server'];

type Kind = 'value' | 'type' | 'dynamic';
interface Edge {
  to: string;
  kind: Kind;
  line: number;
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true, recursive: true }).flatMap((entry) =>
    entry.isFile() && /\.(ts|tsx|mts|cts)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path.join(entry.parentPath, entry.name)] : [],
  );
}

function compilerOptions(): ts.CompilerOptions {
  const parsed = ts.getParsedCommandLineOfConfigFile(path.join(ROOT, 'tsconfig.json'), {}, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
      throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
    },
  });
  if (!parsed) throw new Error('tsconfig.json could not be read');
  return parsed.options;
}

/** Every module of app/ and server/ with the modules of app/ and server/ it imports. */
function importGraph(): Map<string, Edge[]> {
  const options = compilerOptions();
  const cache = ts.createModuleResolutionCache(ROOT, (name) => name, options);
  const files = SCOPE.flatMap((dir) => sourceFiles(path.join(ROOT, dir)));
  const inScope = new Set(files);
  const graph = new Map<string, Edge[]>();
  for (const file of files) {
    const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const edges: Edge[] = [];
    const add = (specifier: string, kind: Kind, node: ts.Node) => {
      const resolved = ts.resolveModuleName(specifier, file, options, ts.sys, cache).resolvedModule;
      const to = resolved && path.resolve(resolved.resolvedFileName);
      if (to && inScope.has(to)) edges.push({ to, kind, line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1 });
    };
    const visit = (node: ts.Node): void => {
      if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
        const clause = node.importClause;
        const named = clause?.namedBindings && ts.isNamedImports(clause.namedBindings) ? clause.namedBindings.elements : undefined;
        const typeOnly = clause !== undefined && (clause.isTypeOnly || (!clause.name && named !== undefined && named.length > 0 && named.every((element) => element.isTypeOnly)));
        add(node.moduleSpecifier.text, typeOnly ? 'type' : 'value', node);
      } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
        add(node.moduleSpecifier.text, node.isTypeOnly ? 'type' : 'value', node);
      } else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference) && ts.isStringLiteral(node.moduleReference.expression)) {
        add(node.moduleReference.expression.text, node.isTypeOnly ? 'type' : 'value', node);
      } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && node.arguments[0] && ts.isStringLiteralLike(node.arguments[0])) {
        add(node.arguments[0].text, 'dynamic', node);
      } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
        add(node.argument.literal.text, 'type', node);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
    graph.set(file, edges);
  }
  return graph;
}

/** The strongly connected components of more than one module (or a module importing itself): each holds at least one cycle. */
function cyclicGroups(graph: Map<string, Edge[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const connect = (v: string): void => {
    index.set(v, next);
    low.set(v, next);
    next++;
    stack.push(v);
    onStack.add(v);
    for (const { to } of graph.get(v) ?? []) {
      if (!index.has(to)) {
        connect(to);
        low.set(v, Math.min(low.get(v)!, low.get(to)!));
      } else if (onStack.has(to)) {
        low.set(v, Math.min(low.get(v)!, index.get(to)!));
      }
    }
    if (low.get(v) === index.get(v)) {
      const group: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        group.push(w);
      } while (w !== v);
      if (group.length > 1 || (graph.get(v) ?? []).some((edge) => edge.to === v)) groups.push(group.sort());
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) connect(v);
  return groups;
}

/** One shortest cycle through the group's first module, as `file:line [kind] → …` for the failure message. */
function describeCycle(graph: Map<string, Edge[]>, group: string[]): string {
  const members = new Set(group);
  const start = group[0]!;
  const via = new Map<string, { from: string; edge: Edge }>();
  const queue = [start];
  search: while (queue.length > 0) {
    const v = queue.shift()!;
    for (const edge of graph.get(v) ?? []) {
      if (!members.has(edge.to) || via.has(edge.to)) continue;
      via.set(edge.to, { from: v, edge });
      if (edge.to === start) break search;
      queue.push(edge.to);
    }
  }
  const steps: string[] = [];
  let at = start;
  do {
    const step = via.get(at)!;
    steps.unshift(`${path.relative(ROOT, step.from)}:${step.edge.line} [${step.edge.kind}]`);
    at = step.from;
  } while (at !== start);
  const cycle = [...steps, path.relative(ROOT, start)].join(' → ');
  return group.length === steps.length ? cycle : `${cycle} (one of the cycles among ${group.map((file) => path.relative(ROOT, file)).join(', ')})`;
}

describe('import cycles', () => {
  it('app/ and server/ import no module that imports them back, type-only imports included', () => {
    const graph = importGraph();
    expect(graph.size).toBeGreaterThan(100);
    expect(cyclicGroups(graph).map((group) => describeCycle(graph, group))).toEqual([]);
  }, 60_000);

  it('sees a cycle made only of type imports', () => {
    const graph = new Map<string, Edge[]>([
      ['a', [{ to: 'b', kind: 'type', line: 1 }]],
      ['b', [{ to: 'c', kind: 'value', line: 1 }]],
      ['c', [{ to: 'a', kind: 'type', line: 2 }]],
      ['d', [{ to: 'a', kind: 'value', line: 1 }]],
    ]);
    expect(cyclicGroups(graph)).toEqual([['a', 'b', 'c']]);
  });
});
