import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { logDestination } from './log-destination';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'log-destination-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('log destination for a file', () => {
  it('writes every line, in order, whether lines come one per turn or many at once', async () => {
    const file = path.join(dir, 'lines.log');
    const fd = fs.openSync(file, 'a');
    const destination = logDestination(fd);
    const expected: string[] = [];
    // A burst larger than one hand-over (16 KiB) and than sonic-boom's minimum write, then lines
    // on later turns of the event loop, with text outside ASCII.
    for (let i = 0; i < 2000; i++) expected.push(`{"n":${i},"msg":"요청 ${i}"}\n`);
    for (const line of expected) destination.write(line);
    for (let i = 0; i < 5; i++) {
      await new Promise((resolve) => setImmediate(resolve));
      const line = `{"late":${i}}\n`;
      expected.push(line);
      destination.write(line);
    }
    await destination.flush(2000);
    expect(fs.readFileSync(file, 'utf8')).toBe(expected.join(''));
  });

  it('loses no line logged just before process.exit()', () => {
    const file = path.join(dir, 'exit.log');
    const script = [
      "import fs from 'node:fs';",
      `import { logDestination } from ${JSON.stringify(path.resolve(__dirname, 'log-destination.ts'))};`,
      `const destination = logDestination(fs.openSync(${JSON.stringify(file)}, 'a'));`,
      "for (let i = 0; i < 3; i++) destination.write(`{\"n\":${i}}\\n`);",
      'process.exit(0);',
    ].join('\n');
    const scriptFile = path.join(dir, 'exit.ts');
    fs.writeFileSync(scriptFile, script);
    const run = spawnSync(process.execPath, [path.resolve('node_modules/vite-node/vite-node.mjs'), scriptFile], { encoding: 'utf8', timeout: 30_000 });
    expect(run.status, run.stderr).toBe(0);
    expect(fs.readFileSync(file, 'utf8')).toBe('{"n":0}\n{"n":1}\n{"n":2}\n');
    // A child process that compiles TypeScript takes 4–7 s on a busy 2-core host: the spawn's own
    // 30 s limit is the one that matters, not vitest's default 5 s.
  }, 40_000);
});
