// What the browser build's JavaScript files import, read from the built files themselves (Vite
// writes `from"./x.js"`, `import"./x.js"` and `import("./x.js")`): used by the JS budget
// (check-bundle-budget.mjs) and by Lighthouse's count of JavaScript sent (lighthouse.mjs), so both
// count the same files (docs/decisions/056-js-budget-130.md).
import fs from 'node:fs';
import path from 'node:path';

/**
 * The start-up files of a build: what the root layout imports dynamically once a page has
 * hydrated (tracking, client logger, web-vitals sampler) and what those import statically;
 * `memberOnly` matches the dynamic imports only a signed-in member's page makes, returned apart.
 * `sampled` are what the start-up chunks import dynamically in turn (the web-vitals library, for
 * a sample of page views).
 */
export function startupChunks(clientDir, publicPath, rootModule, memberOnly) {
  const read = (url) => fs.readFileSync(path.join(clientDir, url.slice(publicPath.length)), 'utf8');
  const resolve = (from, rel) => new URL(rel, new URL(from, 'http://x')).pathname;
  const staticImports = (url) => [...read(url).matchAll(/(?:\bfrom|\bimport)\s*["']\.\/([^"']+\.js)["']/g)].map((m) => resolve(url, m[1]));
  const dynamicImports = (url) => [...read(url).matchAll(/\bimport\(\s*["']\.\/([^"']+\.js)["']\s*\)/g)].map((m) => resolve(url, m[1]));
  const closure = (roots) => {
    const seen = new Set();
    const stack = [...roots];
    while (stack.length > 0) {
      const u = stack.pop();
      if (seen.has(u)) continue;
      seen.add(u);
      stack.push(...staticImports(u));
    }
    return seen;
  };
  const rootDynamic = rootModule ? dynamicImports(rootModule) : [];
  const startup = closure(rootDynamic.filter((u) => !memberOnly.test(u)));
  const member = new Set([...closure(rootDynamic.filter((u) => memberOnly.test(u)))].filter((u) => !startup.has(u)));
  const sampled = new Set([...closure([...startup].flatMap(dynamicImports))].filter((u) => !startup.has(u)));
  return { startup, member, sampled };
}
