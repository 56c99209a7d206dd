import fs from 'node:fs';
import path from 'node:path';
import type { ServerBuild } from 'react-router';
import type { RpcMethod } from '#server/adapters/rpc/define';
import { controllers } from '#server/adapters/rpc/registry';
import { keysOf } from './schema-inputs';

/**
 * What the fuzzer attacks, enumerated from the registry and the built route table — never a
 * hand-kept list, so a new server method or page action is fuzzed the day it is added.
 */

export interface RpcTarget {
  name: string;
  className: string;
  methodName: string;
  def: RpcMethod;
}

export function rpcTargets(): RpcTarget[] {
  return Object.entries(controllers).flatMap(([className, methods]) =>
    Object.entries(methods as Record<string, RpcMethod>).map(([methodName, def]) => ({ name: `${className}.${methodName}`, className, methodName, def })),
  );
}

export interface PageTarget {
  id: string;
  /** The path pattern (`:param` and `*` are filled by the fuzzer). */
  path: string;
  hasAction: boolean;
  hasLoader: boolean;
}

export function pageTargets(build: ServerBuild): PageTarget[] {
  return Object.values(build.routes)
    .filter((r): r is NonNullable<typeof r> => r !== undefined && r.id !== 'root' && r.path !== undefined)
    .map((r) => ({ id: r.id, path: r.path!, hasAction: r.module.action !== undefined, hasLoader: r.module.loader !== undefined }));
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.(ts|tsx)$/.test(e.name) && !/\.test\.tsx?$/.test(e.name))
    .map((e) => path.join(e.parentPath, e.name));
}

export interface Vocabulary {
  /** Form field names: every `name="…"` of the pages, every `.get('…')`, every schema key. */
  fields: string[];
  /** Literal values of buttons and options (`intent` values and the like). */
  values: string[];
  /** Query parameters the loaders read. */
  params: string[];
}

/** The words the site's forms and loaders use, read from the source so new ones join by themselves. */
export function vocabulary(appDir = 'app'): Vocabulary {
  const fields = new Set<string>();
  const values = new Set<string>();
  const params = new Set<string>();
  for (const file of sourceFiles(appDir)) {
    const text = fs.readFileSync(file, 'utf8');
    for (const m of text.matchAll(/\bname=["']([\w.[\]-]{1,40})["']/g)) fields.add(m[1]!);
    for (const m of text.matchAll(/\bvalue=["']([\w-]{1,40})["']/g)) values.add(m[1]!);
    for (const m of text.matchAll(/(?:form|formData|data)\.(?:get|getAll)\(\s*'([\w.-]{1,40})'\s*\)/g)) fields.add(m[1]!);
    for (const m of text.matchAll(/(?:searchParams|params|query)\.(?:get|getAll|has)\(\s*'([\w.-]{1,40})'\s*\)/g)) params.add(m[1]!);
    for (const m of text.matchAll(/intent\s*===\s*'([\w-]{1,40})'/g)) values.add(m[1]!);
    // Page modules read their query through zod schemas (readQuery): the schemas' keys are parameters.
    if (file.split(path.sep).includes('pages') && file.endsWith('.server.ts')) for (const m of text.matchAll(/\b(\w{1,40}):\s*(?:z\s*\.|pageParam\b|optionalParam\b)/g)) params.add(m[1]!);
  }
  for (const { def } of rpcTargets()) for (const key of keysOf(def.input)) fields.add(key);
  return { fields: [...fields].sort(), values: [...values].sort(), params: [...params].sort() };
}

/** Route modules whose source exports an action or a loader: the cross-check of the built route table. */
export function routeModulesWith(kind: 'action' | 'loader', routesDir = 'app/routes'): string[] {
  return fs
    .readdirSync(routesDir)
    .filter((f) => new RegExp(`export\\s+(?:async\\s+)?(?:function|const)\\s+${kind}\\b`).test(fs.readFileSync(path.join(routesDir, f), 'utf8')))
    .sort();
}
