#!/usr/bin/env node
// The fuzz suite on its own, longer than its share of `npm test` (issue 10): every server method
// and page action/loader with hostile input, on SQLite and PostgreSQL (TEST_DIALECTS narrows).
//   npm run fuzz -- --runs 20          20× the runs per target that CI does
//   npm run fuzz -- --seed 12345       replay the run a failure printed (with its --runs)
//   npm run fuzz -- --shrink           shrink a failing input to a minimal one (slower)
//   npm run fuzz -- --no-build         use the existing build/
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '10' },
    seed: { type: 'string' },
    shrink: { type: 'boolean', default: false },
    'no-build': { type: 'boolean', default: false },
  },
});
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1) {
  console.error('--runs must be a whole number ≥ 1');
  process.exit(2);
}
if (values.seed !== undefined && !/^-?\d+$/.test(values.seed)) {
  console.error('--seed must be an integer');
  process.exit(2);
}

const run = (cmd, args, env = {}) => {
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

if (!values['no-build']) run('npm', ['run', '--silent', 'build']);
run('npx', ['vitest', 'run', '--project', 'integration', 'tests/integration/fuzz/fuzz.test.ts'], {
  FUZZ_RUNS: String(runs),
  ...(values.seed !== undefined && { FUZZ_SEED: values.seed }),
  ...(values.shrink && { FUZZ_SHRINK: '1' }),
});
