import { spawn, spawnSync } from 'node:child_process';
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

describe('log destination for a pipe', () => {
  it('writes a quiet server’s line soon, a burst and a line longer than a chunk in order, and what waits at exit', async () => {
    const script = [
      `import { logDestination } from ${JSON.stringify(path.resolve(__dirname, 'log-destination.ts'))};`,
      'const destination = logDestination(1);',
      'destination.write(\'{"first":true}\\n\');',
      'setTimeout(() => {',
      '  for (let i = 0; i < 3000; i++) destination.write(`{"n":${i},"msg":"요청"}\\n`);',
      '  destination.write(`{"long":"${\'가\'.repeat(30_000)}"}\\n`);',
      '}, 1500);',
      // What a process logs just before process.exit() leaves with it (a full pipe aside).
      'setTimeout(() => {',
      '  destination.write(\'{"last":true}\\n\');',
      '  process.exit(0);',
      '}, 2500);',
    ].join('\n');
    const scriptFile = path.join(dir, 'pipe.ts');
    fs.writeFileSync(scriptFile, script);
    const child = spawn(process.execPath, [path.resolve('node_modules/vite-node/vite-node.mjs'), scriptFile], { stdio: ['ignore', 'pipe', 'pipe'] });
    // Decoded at the end: a read may end inside a character.
    const chunks: Buffer[] = [];
    let firstAt: number | undefined;
    let restAt: number | undefined;
    child.stdout.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      const seen = Buffer.concat(chunks).toString('latin1');
      firstAt ??= seen.includes('"first"') ? performance.now() : undefined;
      restAt ??= seen.includes('"n":0,') ? performance.now() : undefined;
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    expect(code, stderr).toBe(0);
    // The lone first line did not wait for the burst 1.5 s later (it leaves within 100 ms).
    expect(firstAt).toBeDefined();
    expect(restAt! - firstAt!).toBeGreaterThan(1000);
    const expected = ['{"first":true}\n', ...Array.from({ length: 3000 }, (_, i) => `{"n":${i},"msg":"요청"}\n`), `{"long":"${'가'.repeat(30_000)}"}\n`, '{"last":true}\n'].join('');
    // vite-node itself may print a notice first (React Router's plugin, from vite.config.ts).
    const text = Buffer.concat(chunks).toString('utf8');
    expect(text.slice(text.indexOf('{"first"'))).toBe(expected);
  }, 40_000);
});
